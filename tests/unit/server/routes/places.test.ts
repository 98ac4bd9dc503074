// Sight maps, sights, tags and POIs: shapes, 404s, nearby distances and English fallback.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../helpers';

let app: FastifyInstance;
const json = async (url: string) => {
  const res = await app.inject(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const status = async (url: string) => (await app.inject(url)).statusCode;

beforeAll(async () => {
  ({ app } = await buildApp());
});
afterAll(async () => app.close());

describe('experience sight maps', () => {
  it('overview lists groups with their sights', async () => {
    const body = await json('/api/experience/sightseeing?lang=pt');
    expect(body.category).toBe('sightseeing');
    expect(body.groups.map((g: { group: string }) => g.group)).toEqual(['world-heritage', 'museums']);
    expect(body.groups[0].name).toBe('Património Mundial');
    expect(body.groups[0].sights[0]).toMatchObject({
      id: 'ruins-of-st-pauls',
      name: 'Ruínas de São Paulo',
      category: 'sightseeing',
      group: 'world-heritage',
      coordinate: [113.540893, 22.197418],
      fallbackFields: ['summary'],
    });
  });

  it('group lists its sights; entity has the SPEC §3 fields', async () => {
    const group = await json('/api/experience/sightseeing/world-heritage');
    expect(group.sights.map((s: { id: string }) => s.id)).toEqual(['ruins-of-st-pauls', 'senado-square']);
    const e = await json('/api/experience/sightseeing/world-heritage/ruins-of-st-pauls?lang=zh-hant');
    expect(e).toMatchObject({
      id: 'ruins-of-st-pauls',
      name: '大三巴牌坊',
      category: 'sightseeing',
      coordinate: [113.540893, 22.197418],
      groups: [{ category: 'sightseeing', group: 'world-heritage', name: '世界遺產' }],
      tours: [{ category: 'suggested-tours', group: 'historic-walk' }],
      description: '<p>著名。</p>',
      infos: { address: 'Largo da Companhia de Jesus', fallbackFields: ['address'] },
      tags: [{ id: 'heritage', name: '遺產' }],
    });
    expect(e.banner).toMatch(/aspect=banner$/);
    expect(e.thumbnail).toMatch(/aspect=card$/);
    expect(e.subsights[0]).toMatchObject({ id: 'mount-fortress', name: 'Mount Fortress', fallbackFields: ['name'] });
    expect(Array.isArray(e.videos)).toBe(true);
    expect(e.pois.every((p: { id: string }) => p.id !== 'ruins-of-st-pauls')).toBe(true);
  });

  it('404s for unknown category, group or entity, and for an entity in the wrong group', async () => {
    expect(await status('/api/experience/nightlife')).toBe(404);
    expect(await status('/api/experience/sightseeing/nope')).toBe(404);
    expect(await status('/api/experience/sightseeing/world-heritage/nope')).toBe(404);
    expect(await status('/api/experience/sightseeing/museums/ruins-of-st-pauls')).toBe(404);
    expect((await app.inject('/api/sight/nope')).json()).toMatchObject({ statusCode: 404, message: 'unknown sight "nope"' });
  });

  it("an entity's pois are those within 200 m, nearest first, without itself or ended events", async () => {
    const e = await json('/api/sight/senado-square');
    expect(e.pois.map((p: { id: string; distance: number }) => [p.id, p.distance])).toEqual([
      ['light-festival', 0],
      ['wifi-senado', 15],
      ['bus-senado', 76],
    ]);
  });

  it('GET /api/sight/{id} and /api/tag/{tagId}', async () => {
    const s = await json('/api/sight/macao-museum');
    expect(s.groups[0]).toMatchObject({ category: 'sightseeing', group: 'museums' });
    // Three different views of the place for the image slider.
    expect(s.gallery).toHaveLength(3);
    expect(new Set(s.gallery).size).toBe(3);
    expect(s.coordinate).toEqual([
      [113.5425, 22.1972],
      [113.5426, 22.1973],
    ]);
    const tag = await json('/api/tag/heritage');
    expect(tag.sights.map((x: { id: string }) => x.id)).toEqual(['ruins-of-st-pauls', 'senado-square']);
    expect(await status('/api/tag/nope')).toBe(404);
  });
});

describe('tour sight maps', () => {
  it('overview, route with ordered stops and route line, and stop entities', async () => {
    const overview = await json('/api/tour/suggested-tours');
    expect(overview.groups.map((g: { group: string }) => g.group)).toEqual(['historic-walk', 'others']);
    const route = await json('/api/tour/suggested-tours/historic-walk');
    expect(route.sights.map((s: { id: string; order: number }) => [s.id, s.order])).toEqual([
      ['senado-square', 1],
      ['ruins-of-st-pauls', 2],
      ['a-ma-temple-stop', 3],
    ]);
    expect(route.route).toEqual([
      [113.539, 22.1935],
      [113.540893, 22.197418],
      [113.5307, 22.1866],
    ]);
    expect(route).toMatchObject({ distance: 2500, duration: '3 hours' });
    const stop = await json('/api/tour/suggested-tours/historic-walk/a-ma-temple-stop');
    expect(stop).toMatchObject({ id: 'a-ma-temple-stop', name: 'A-Ma Temple', order: 3, tours: [{ category: 'suggested-tours', group: 'historic-walk' }] });
    const sight = await json('/api/tour/suggested-tours/historic-walk/ruins-of-st-pauls');
    expect(sight).toMatchObject({ id: 'ruins-of-st-pauls', order: 2 });
    expect(await status('/api/tour/no-tours')).toBe(404);
    expect(await status('/api/tour/suggested-tours/nope')).toBe(404);
    expect(await status('/api/tour/suggested-tours/historic-walk/red-market')).toBe(404);
  });
});

describe('GET /api/pois', () => {
  it('without coordinates lists every POI with tempClose', async () => {
    const all = await json('/api/pois');
    expect(all.length).toBe(16);
    // The ended event's POI (old-parade) is left out; the running festival's is there.
    const ids = all.map((p: { id: string }) => p.id);
    expect(ids).toContain('light-festival');
    expect(ids).not.toContain('old-parade');
    expect(all.find((p: { id: string }) => p.id === 'toilet-far')).toMatchObject({ tempClosed: true, tempClose: true });
    const lrt = all.find((p: { id: string }) => p.id === 'lrt-ocean');
    expect(lrt).toMatchObject({ type: 'lrt', route: 'Taipa Line', link: 'https://www.mlm.com.mo/', line: 'taipa' });
    expect(all.find((p: { id: string }) => p.id === 'grand-lisboa').star).toMatchObject({ value: 'five-star-deluxe' });
  });

  it('filters by range around any coordinate with the haversine distance to the nearest one', async () => {
    const near = await json('/api/pois?coordinates=113.539,22.1935&range=100');
    // Bus stop at [113.5385, 22.1930]: dLat = dLon = 0.0005° → R·Δ = 6371000 × 0.0005 × π/180 = 55.597 m;
    // × sqrt(1 + cos²(22.19325°)) = × 1.36283 → 75.77 m, rounded to 76.
    const bus = near.find((p: { id: string }) => p.id === 'bus-senado');
    expect(bus.distance).toBe(76);
    const distances = near.map((p: { distance: number }) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d: number) => d <= 100)).toBe(true);
    expect(near.some((p: { id: string }) => p.id === 'a-lorcha')).toBe(false);

    // A second coordinate near A Lorcha brings it in, measured from that nearer coordinate.
    const two = await json('/api/pois?coordinates=113.539,22.1935|113.5307,22.1866&range=100&types=restaurant,busstop,nope');
    expect(two.map((p: { id: string }) => p.id).sort()).toEqual(['a-lorcha', 'bus-senado']);
    expect(two.find((p: { id: string }) => p.id === 'a-lorcha')).toMatchObject({ distance: 54, nearestCoordinate: [113.5307, 22.1866] });
  });
});

describe('barrier-free guide', () => {
  it('serves settings and item files for the locale in the path', async () => {
    const settings = await json('/api/accessibility/pt/accessibility.json');
    expect(settings.tabs[0]).toMatchObject({ id: 'hotels', name: 'Hotéis', remarks: 'Checked in 2026.', fallbackFields: ['remarks'] });
    expect(settings.filter.section).toEqual(['entrance']);
    const hotels = await json('/api/accessibility/pt/hotels.json');
    expect(hotels[0]).toMatchObject({
      poiId: 'grand-lisboa',
      name: 'Grande Lisboa',
      coordinate: [22.1905, 113.5435],
      levels: { carPark: 'on', wheelChair: 'half', visuallyImpaired: 'off' },
    });
    expect(hotels[0].infos[0].rows[0][4]).toEqual([{ name: 'Map', link: 'https://example.org/map' }]);
    expect(await json('/api/accessibility/en/malls.json')).toEqual([]);
    expect(await status('/api/accessibility/en/nope.json')).toBe(404);
    expect(await status('/api/accessibility/ru/hotels.json')).toBe(400);
  });
});
