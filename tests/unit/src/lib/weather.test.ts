// The header's weather brief.
import { describe, expect, it } from 'vitest';
import { briefWarnings } from '#/lib/weather';

describe('weather brief', () => {
  it('drops weather warnings with status 2 or 3 from the brief', () => {
    expect(
      briefWarnings([
        { type: 'typhoon', status: 1 },
        { type: 'rain', status: 2 },
        { type: 'heat', status: 3 },
      ]).map((w) => w.type),
    ).toEqual(['typhoon']);
  });
});
