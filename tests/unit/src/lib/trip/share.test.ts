// The share link's codec: a round trip keeps days, dates and order; a malformed link gives a reason, never a partial trip.
import { describe, expect, it } from 'vitest';
import { compressToEncodedURIComponent } from 'lz-string';
import { decodeTrip, encodeTrip, ShareLinkError, type ShareLinkProblem } from '#/lib/trip/share';
import { addDay, emptyTrip, moveStop, savePlace, type TripKind, type TripPlace } from '#/lib/trip/model';

const place = (kind: TripKind, id: string): TripPlace => ({ key: `${kind}:${id}`, kind, id, names: { en: id }, path: id });

function problemOf(code: string): ShareLinkProblem | undefined {
  try {
    decodeTrip(code);
    return undefined;
  } catch (e) {
    expect(e).toBeInstanceOf(ShareLinkError);
    return (e as ShareLinkError).problem;
  }
}

describe('share link codec', () => {
  it('round-trips days, dates, kinds and order (ids with slashes too)', () => {
    let trip = emptyTrip();
    for (const p of [
      place('sight', 'a-ma-temple'),
      place('restaurant', 'a-lorcha'),
      place('tour', 'step-out-macao/barra'),
      place('barrier-free', 'sights/senado-square'),
    ]) {
      trip = savePlace(trip, p, '2026-11-28');
    }
    trip = addDay(trip, '2026-11-28');
    trip = moveStop(trip, 'restaurant:a-lorcha', trip.days[1]!.id, 0);
    const code = encodeTrip(trip);
    expect(code).toMatch(/^[A-Za-z0-9+\-$]+$/);
    expect(decodeTrip(code)).toEqual([
      {
        date: '2026-11-28',
        keys: [
          { kind: 'sight', id: 'a-ma-temple' },
          { kind: 'tour', id: 'step-out-macao/barra' },
          { kind: 'barrier-free', id: 'sights/senado-square' },
        ],
      },
      { date: '2026-11-29', keys: [{ kind: 'restaurant', id: 'a-lorcha' }] },
    ]);
  });
  it('keeps an empty day', () => {
    const trip = addDay(savePlace(emptyTrip(), place('hotel', 'wynn-macau'), '2026-11-28'), '2026-11-28');
    expect(decodeTrip(encodeTrip(trip))[1]).toEqual({ date: '2026-11-29', keys: [] });
  });
  it('says what is wrong with a malformed link', () => {
    expect(problemOf('')).toBe('empty');
    expect(problemOf('not-a-trip')).toBe('unreadable');
    const code = encodeTrip(savePlace(emptyTrip(), place('sight', 'a-ma-temple'), '2026-11-28'));
    expect(problemOf(code.slice(0, code.length - 4))).toBe('unreadable');
    expect(problemOf(compressToEncodedURIComponent('2|20261128:s.a'))).toBe('newer');
    expect(problemOf(compressToEncodedURIComponent('1|20260230:s.a'))).toBe('unreadable');
    expect(problemOf(compressToEncodedURIComponent('1|20261128:x.a'))).toBe('unreadable');
    expect(problemOf(compressToEncodedURIComponent('1|20261128:s.<script>'))).toBe('unreadable');
    expect(problemOf(compressToEncodedURIComponent('1|20261128:s.a,s.a'))).toBe('unreadable');
    expect(problemOf(compressToEncodedURIComponent('1|20261128:'))).toBe('empty');
  });
});
