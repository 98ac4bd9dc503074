// The trip's changes as pure functions: saving, days, moves between days, notes, removal.
import { describe, expect, it } from 'vitest';
import { addDay, emptyTrip, localText, moveStop, removeDay, removePlace, reorderDay, savePlace, setNote, type TripPlace } from '#/lib/trip/model';

const place = (id: string, names: TripPlace['names'] = { en: id }): TripPlace => ({ key: `sight:${id}`, kind: 'sight', id, names, path: `sight/${id}` });

describe('trip model', () => {
  it('saves into a first day that starts today, then at the end of the last day', () => {
    let t = savePlace(emptyTrip(), place('a'), '2026-11-28');
    t = addDay(t, '2026-11-28');
    t = savePlace(t, place('b'), '2026-11-28');
    expect(t.days.map((d) => [d.date, d.stops.map((s) => s.key)])).toEqual([
      ['2026-11-28', ['sight:a']],
      ['2026-11-29', ['sight:b']],
    ]);
  });
  it('saving again adds the names of another language, without a second stop', () => {
    let t = savePlace(emptyTrip(), place('a', { en: 'A-Ma Temple' }), '2026-11-28');
    t = savePlace(t, place('a', { pt: 'Templo de A-Má' }), '2026-11-28');
    expect(t.places['sight:a']!.names).toEqual({ en: 'A-Ma Temple', pt: 'Templo de A-Má' });
    expect(t.days[0]!.stops).toHaveLength(1);
  });
  it('moves a stop to another day and back to a position', () => {
    let t = emptyTrip();
    for (const id of ['a', 'b', 'c']) t = savePlace(t, place(id), '2026-11-28');
    t = addDay(t, '2026-11-28');
    t = moveStop(t, 'sight:b', t.days[1]!.id, 0);
    expect(t.days.map((d) => d.stops.map((s) => s.key))).toEqual([['sight:a', 'sight:c'], ['sight:b']]);
    t = moveStop(t, 'sight:b', t.days[0]!.id, 0);
    expect(t.days[0]!.stops.map((s) => s.key)).toEqual(['sight:b', 'sight:a', 'sight:c']);
    t = reorderDay(t, t.days[0]!.id, ['sight:c', 'sight:a']);
    expect(t.days[0]!.stops.map((s) => s.key)).toEqual(['sight:c', 'sight:a', 'sight:b']);
  });
  it('keeps the stops of a removed day, and notes with their stop', () => {
    let t = savePlace(emptyTrip(), place('a'), '2026-11-28');
    t = addDay(t, '2026-11-28');
    t = savePlace(t, place('b'), '2026-11-28');
    t = setNote(t, 'sight:b', 'Go early');
    t = removeDay(t, t.days[1]!.id);
    expect(t.days).toHaveLength(1);
    expect(t.days[0]!.stops).toEqual([
      { key: 'sight:a', note: '' },
      { key: 'sight:b', note: 'Go early' },
    ]);
    t = removePlace(t, 'sight:a');
    expect(Object.keys(t.places)).toEqual(['sight:b']);
    expect(t.days[0]!.stops.map((s) => s.key)).toEqual(['sight:b']);
  });
  it('shows text in the current language, else English, else what it has', () => {
    expect(localText({ en: 'Senado Square', pt: 'Largo do Senado' }, 'pt')).toEqual({ text: 'Largo do Senado', locale: 'pt' });
    expect(localText({ en: 'Senado Square' }, 'ar')).toEqual({ text: 'Senado Square', locale: 'en' });
    expect(localText({ ja: 'セナド広場' }, 'ar')).toEqual({ text: 'セナド広場', locale: 'ja' });
  });
});

describe('mergeShared', () => {
  it('adds a shared trip as new days with its dates, leaving out places already saved', async () => {
    const { mergeShared } = await import('#/lib/trip/model');
    let own = savePlace(emptyTrip(), place('a'), '2026-11-28');
    let shared = savePlace(emptyTrip(), place('a'), '2026-12-05');
    shared = savePlace(shared, place('b'), '2026-12-05');
    shared = addDay(shared, '2026-12-05');
    shared = savePlace(shared, place('c'), '2026-12-05');
    own = mergeShared(own, shared, '2026-11-28');
    expect(own.days.map((d) => [d.date, d.stops.map((s) => s.key)])).toEqual([
      ['2026-11-28', ['sight:a']],
      ['2026-12-05', ['sight:b']],
      ['2026-12-06', ['sight:c']],
    ]);
    expect(Object.keys(own.places).sort()).toEqual(['sight:a', 'sight:b', 'sight:c']);
  });
});
