// Visitor keys read only own properties: prototype keys in every path parameter and in POST /api/uit are unknown
// keys like any other (4xx, never a 5xx), and an old article section named like one is a real 404.
import { describe, expect, it } from 'vitest';
import { useServer, expectCleanError } from '../helpers';

const server = useServer();

const PROTO_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];
/** Every API route with a path parameter, `{}` standing for the parameter under attack. */
const PARAM_ROUTES = [
  '/api/curator/v1/feeds/{}/posts?lang=en',
  '/api/experience/{}',
  '/api/experience/sightseeing/{}',
  '/api/experience/sightseeing/historic-centre/{}',
  '/api/tour/{}',
  '/api/tour/suggested-tours/{}',
  '/api/tour/suggested-tours/{}/{}',
  '/api/sight/{}',
  '/api/tag/{}',
  '/api/enf/whatson/{}',
  '/api/enf/calendar/{}',
  '/api/dining/restaurant/{}',
  '/api/dining/qtsas_restaurant/{}',
  '/api/accommodation/{}',
  '/api/travelagency/{}',
  '/api/article/{}/{}',
  '/api/accessibility/{}/hotels.json',
  '/api/accessibility/en/{}.json',
  '/media/pdf/{}.pdf',
  '/media/art/{}/auto/x.svg',
  '/media/art/temple/{}/x.svg',
  '/tiles/fonts/{}/0-255.pbf',
];

describe('prototype keys', () => {
  it.each(PROTO_KEYS)('"%s" in every path parameter is a 4xx, never a 5xx', async (key) => {
    for (const route of PARAM_ROUTES) {
      const url = route.replaceAll('{}', key);
      const res = await server.app.inject(url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expectCleanError(res.body);
    }
  });

  it('feed "__proto__" is an unknown feed', async () => {
    const res = await server.app.inject('/api/curator/v1/feeds/__proto__/posts?lang=en');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('unknown feed "__proto__"');
  });

  it('POST /api/uit treats prototype categories and keys as unknown text, kept as own keys', async () => {
    const q = JSON.stringify({ __proto__: ['a'], constructor: ['toString'], common: ['__proto__', 'constructor', 'hello'] });
    // JSON.stringify drops a literal __proto__ key; write it by hand.
    const body = { q: q.replace('{', '{"__proto__":["a"],'), lang: 'pt' };
    const res = await server.app.inject({ method: 'POST', url: '/api/uit', payload: body });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual(
      JSON.parse('{"__proto__":{"a":""},"constructor":{"toString":""},"common":{"__proto__":"","constructor":"","hello":"Olá"}}'),
    );
  });

  it('an old article section named like a prototype key is a 404 page, not a redirect', async () => {
    for (const key of PROTO_KEYS) {
      const res = await server.app.inject(`/en/${key}`);
      expect(res.statusCode, key).toBe(404);
      expect(res.headers.location).toBeUndefined();
    }
  });
});
