import { describe, expect, it } from 'vitest';
import { parseCoordinates, parsePoiQuery, poisNear } from '#shared/offline-pois';

const POIS = [
  { id: 'near-toilet', type: 'toilet', coordinate: [113.5401, 22.19] as [number, number] },
  { id: 'near-atm', type: 'atm', coordinate: [113.5402, 22.1901] as [number, number] },
  { id: 'far-toilet', type: 'toilet', coordinate: [113.57, 22.12] as [number, number] },
];
const query = (search: string) => parsePoiQuery('/api/pois', new URLSearchParams(search));

describe('POIs near points from the saved list', () => {
  it('reads the coordinates of the POI call, and refuses malformed ones', () => {
    expect(parseCoordinates('113.54,22.19|113.55,22.2')).toEqual([
      [113.54, 22.19],
      [113.55, 22.2],
    ]);
    expect(parseCoordinates('113.54,')).toBeUndefined();
    expect(parseCoordinates('a,b')).toBeUndefined();
  });
  it('is no POI query without coordinates or on another path', () => {
    expect(query('lang=en')).toBeUndefined();
    expect(parsePoiQuery('/api/sight/x', new URLSearchParams('coordinates=1,2'))).toBeUndefined();
  });
  it('filters by type and range, nearest first, with the default range', () => {
    const q = query('coordinates=113.54,22.19&types=toilet&lang=en')!;
    expect(q.range).toBe(200);
    expect(poisNear(POIS, q).map((p) => p.id)).toEqual(['near-toilet']);
    expect(poisNear(POIS, query('coordinates=113.54,22.19&range=200')!).map((p) => p.id)).toEqual(['near-toilet', 'near-atm']);
  });
});
