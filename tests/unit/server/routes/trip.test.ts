// GET /api/trip/places: what My trip stores with a saved place, in every language, whatever the request's language.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildApp());
});
afterAll(async () => app.close());

const get = (ids: string, lang = 'en') => app.inject(`/api/trip/places?ids=${encodeURIComponent(ids)}&lang=${lang}`);

describe('GET /api/trip/places', () => {
  it('answers names in every language, coordinate, page, hours with holidays and status', async () => {
    const res = await get('restaurant:a-lorcha,sight:ruins-of-st-pauls', 'pt');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.missing).toEqual([]);
    const [lorcha, ruins] = body.places;
    expect(lorcha).toMatchObject({ key: 'restaurant:a-lorcha', path: 'dining/restaurant/a-lorcha', hours: 'Mo,We-Su 12:00-22:30; Tu off; PH 12:00-22:30' });
    expect(lorcha.publicHolidays.length).toBeGreaterThan(0);
    expect(lorcha.names).toContainEqual({ locale: 'en', text: 'A Lorcha' });
    expect(ruins.names.map((n: { locale: string }) => n.locale)).toEqual(expect.arrayContaining(['en', 'pt', 'zh-hant']));
    expect(ruins).toMatchObject({ path: 'sight/ruins-of-st-pauls', coordinate: [113.540893, 22.197418], status: { kind: expect.any(String) } });
  });
  it('answers an event with its days, a tour route and a barrier-free place', async () => {
    const body = (await get('event:music-festival,tour:step-out-macao/taipa-village,barrier-free:hotels/grand-lisboa-access')).json();
    expect(body.places.map((p: { key: string; path: string }) => p.path)).toEqual([
      'events/whatson/music-festival',
      'step-out-macao/taipa-village',
      'barrier-free-access-guide/hotels/grand-lisboa-access',
    ]);
    expect(body.places[0].dates).toEqual([{ start: '2026-12-01', end: '2026-12-10' }]);
    // The guide keeps [lat, lon]; trips keep [lon, lat].
    expect(body.places[2].coordinate).toEqual([113.5435, 22.1905]);
  });
  it('lists unknown places as missing', async () => {
    const body = (await get('hotel:nowhere,sight:ruins-of-st-pauls')).json();
    expect(body.missing).toEqual(['hotel:nowhere']);
    expect(body.places).toHaveLength(1);
  });
  it('refuses a malformed list with 400 and a message', async () => {
    for (const ids of ['ruins', 'castle:x', 'sight:<b>', 'sight:a/b/c', '']) {
      const res = await get(ids);
      expect(res.statusCode, ids).toBe(400);
      expect(res.json().message).toMatch(/ids/);
    }
    expect((await get(Array.from({ length: 201 }, (_, i) => `sight:s${i}`).join(','))).statusCode).toBe(400);
  });
});
