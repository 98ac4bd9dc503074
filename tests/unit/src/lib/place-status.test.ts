// A place's effect: from its own answer, or from a newer warnings answer (raised or withdrawn since).
import { describe, expect, it } from 'vitest';
import type { PlaceEffect } from '#shared/api/status';
import { currentEffect } from '#/lib/place-status';

const closed: PlaceEffect = {
  state: 'closed',
  warning: { type: 'typhoon', level: '8NE' },
  rule: 'typhoon-8-museums',
  source: { name: 'IC', url: 'https://www.icm.gov.mo' },
};

describe('currentEffect', () => {
  it('shows nothing for a place without a status', () => {
    expect(currentEffect(undefined, { asOf: 5, effects: { museum: closed } })).toBeUndefined();
  });

  it('keeps the place’s own effect while the warnings answer is older or missing', () => {
    const status = { kind: 'museum' as const, effect: closed, asOf: 10 };
    expect(currentEffect(status, undefined)).toBe(closed);
    expect(currentEffect(status, { asOf: 9, effects: {} })).toBe(closed);
  });

  it('follows a newer warnings answer: cleared when withdrawn, set when raised since', () => {
    expect(currentEffect({ kind: 'museum', effect: closed, asOf: 10 }, { asOf: 11, effects: {} })).toBeUndefined();
    expect(currentEffect({ kind: 'museum', asOf: 10 }, { asOf: 12, effects: { museum: closed } })).toBe(closed);
    expect(currentEffect({ kind: 'lrt', asOf: 10 }, { asOf: 12, effects: { museum: closed } })).toBeUndefined();
  });
});
