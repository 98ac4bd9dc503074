import { describe, expect, it } from 'vitest';
import OpeningHours from 'opening_hours';
import { openState } from '#shared/open-now';
import { HoursSyntaxError, parseHoursSpec } from '#shared/hours-spec';

const NONE = new Set<string>();
/** The UTC instant of a Macao wall-clock time (UTC+8). */
const macao = (iso: string): number => Date.parse(`${iso}+08:00`);

describe('openState at fixed instants (2026-11-28 is a Saturday)', () => {
  const daily = 'Mo-Su 10:00-18:00';
  it('is closed just before opening, and says it opens at 10:00 today', () => {
    const s = openState(daily, macao('2026-11-28T09:59:59'), NONE);
    expect(s).toMatchObject({ open: false, closedToday: false, opens: { dayOffset: 0, minute: 600 } });
    expect(s.nextChange).toBe(macao('2026-11-28T10:00:00'));
  });
  it('is open on the opening boundary and says it closes at 18:00', () => {
    const s = openState(daily, macao('2026-11-28T10:00:00'), NONE);
    expect(s).toMatchObject({ open: true, closes: { dayOffset: 0, minute: 18 * 60 } });
    expect(s.nextChange).toBe(macao('2026-11-28T18:00:00'));
  });
  it('is closed on the closing boundary and opens tomorrow at 10:00', () => {
    expect(openState(daily, macao('2026-11-28T18:00:00'), NONE)).toMatchObject({ open: false, closedToday: false, opens: { dayOffset: 1, minute: 600 } });
    expect(openState(daily, macao('2026-11-28T17:59:59'), NONE)).toMatchObject({ open: true });
  });
  it('keeps a public holiday closed with "PH off" and finds the next working day', () => {
    const s = openState('Mo-Fr 09:00-17:00; PH off', macao('2026-12-25T11:00:00'), new Set(['2026-12-25']));
    expect(s).toMatchObject({ open: false, closedToday: true, opens: { dayOffset: 3, weekday: 0, minute: 540 } });
    // The same Friday without the holiday list is an ordinary working day.
    expect(openState('Mo-Fr 09:00-17:00; PH off', macao('2026-12-25T11:00:00'), NONE)).toMatchObject({ open: true });
  });
  it('opens on a public holiday that falls on a closing day when a PH rule says so', () => {
    const spec = 'Mo,We-Su 10:00-18:00; Tu off; PH 10:00-18:00';
    expect(openState(spec, macao('2026-12-08T12:00:00'), new Set(['2026-12-08']))).toMatchObject({ open: true });
    expect(openState(spec, macao('2026-12-08T12:00:00'), NONE)).toMatchObject({ open: false, closedToday: true });
  });
  it('uses the Macao date at midnight while UTC is still on the day before', () => {
    // 2026-11-29T16:30Z is Sunday in UTC but Monday 00:30 in Macao.
    const now = Date.parse('2026-11-29T16:30:00Z');
    const s = openState('Tu-Su 10:00-18:00; Mo off', now, NONE);
    expect(s).toMatchObject({ open: false, closedToday: true, opens: { dayOffset: 1, weekday: 1, minute: 600 } });
    expect(s.nextChange).toBe(macao('2026-12-01T00:00:00'));
  });
  it('carries a range past midnight into the next day', () => {
    expect(openState('Fr-Sa 18:00-02:00', macao('2026-11-28T01:30:00'), NONE)).toMatchObject({ open: true, closes: { dayOffset: 0, minute: 120 } });
    expect(openState('Fr-Sa 18:00-02:00', macao('2026-11-28T23:00:00'), NONE)).toMatchObject({ open: true, closes: { dayOffset: 1, minute: 120 } });
  });
  it('is open with no closing time round the clock', () => {
    expect(openState('24/7', macao('2026-11-28T03:00:00'), NONE)).toEqual({ open: true });
  });
  it('applies month ranges', () => {
    const spec = 'Mo-Su 10:00-18:00; Nov-Feb Mo-Su 10:00-17:00';
    expect(openState(spec, macao('2026-11-28T17:30:00'), NONE)).toMatchObject({ open: false });
    expect(openState(spec, macao('2026-10-28T17:30:00'), NONE)).toMatchObject({ open: true });
  });
});

describe('agrees with the opening_hours library', () => {
  const specs = [
    'Mo-Su 10:00-18:00',
    'Mo,We-Su 10:00-18:00; Tu off',
    'Mo-Fr 09:00-12:00,13:30-17:45; Sa 10:00-13:00',
    'Fr-Sa 18:00-02:00; Su-Th 18:00-23:00',
    'Nov-Feb Sa,Su 09:00-17:00; Mar-Oct Mo-Su 09:00-19:00',
    '24/7',
    '10:00-22:00',
  ];
  it.each(specs)('%s, every 37 minutes for four weeks', (spec) => {
    const lib = new OpeningHours(spec);
    for (let t = macao('2026-10-20T00:00:00'); t < macao('2026-11-17T00:00:00'); t += 37 * 60_000) {
      const wall = new Date(t + 8 * 3_600_000);
      // The library reads a Date's local fields: give it Macao's wall clock in the process's zone.
      const local = new Date(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes());
      expect(openState(spec, t, NONE).open, `${spec} at ${wall.toISOString()}`).toBe(lib.getState(local));
    }
  });
});

describe('parseHoursSpec', () => {
  it('rejects what the subset does not know', () => {
    for (const bad of ['Daily 10:00-18:00', 'Mo-Fr 10-18', 'Mo-Fr 25:00-26:00', 'Mo-Fr', 'Mo-Fr 10:00-18:00;', 'sunrise-sunset'])
      expect(() => parseHoursSpec(bad), bad).toThrow(HoursSyntaxError);
  });
});
