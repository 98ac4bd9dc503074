// Hostile input through the whole app: prototype keys in every path parameter and in POST /api/uit, paths that
// would put raw bytes into Location, error bodies without internal codes, cache keys an attacker cannot multiply,
// honest caching of the random popular attractions, the Permissions-Policy, and a request body that never ends.
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { queryKey } from '../../../server/cache/query-key';
import { buildLocation, safeQuery } from '../../../server/http/location';
import { Api } from '../../../server/api/context';
import { registerHome } from '../../../server/routes/home';
import { registerPois } from '../../../server/routes/pois';
import { registerSiteRoutes } from '../../../server/routes/site';
import { FIXTURE_CONTENT, buildApp as buildApiApp } from './helpers';

let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'macao-hostile-'));
  const config = { ...readConfig({}, dir), distDir: join(dir, 'no-dist'), contentDir: resolve(FIXTURE_CONTENT), dbPath: join(dir, 'store.sqlite') };
  ({ app } = await buildApp({ config }));
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

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

/** An error body must not name an internal error code or carry a stack. */
function expectCleanError(body: string): void {
  expect(body).not.toMatch(/FST_|ERR_|SQLITE_|"code"/);
  expect(body).not.toMatch(/\n\s+at /);
}

describe('prototype keys', () => {
  it.each(PROTO_KEYS)('"%s" in every path parameter is a 4xx, never a 5xx', async (key) => {
    for (const route of PARAM_ROUTES) {
      const url = route.replaceAll('{}', key);
      const res = await app.inject(url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expectCleanError(res.body);
    }
  });

  it('feed "__proto__" is an unknown feed', async () => {
    const res = await app.inject('/api/curator/v1/feeds/__proto__/posts?lang=en');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('unknown feed "__proto__"');
  });

  it('POST /api/uit treats prototype categories and keys as unknown text, kept as own keys', async () => {
    const q = JSON.stringify({ __proto__: ['a'], constructor: ['toString'], common: ['__proto__', 'constructor', 'hello'] });
    // JSON.stringify drops a literal __proto__ key; write it by hand.
    const body = { q: q.replace('{', '{"__proto__":["a"],'), lang: 'pt' };
    const res = await app.inject({ method: 'POST', url: '/api/uit', payload: body });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual(
      JSON.parse('{"__proto__":{"a":""},"constructor":{"toString":""},"common":{"__proto__":"","constructor":"","hello":"Olá"}}'),
    );
  });

  it('an old article section named like a prototype key is a 404 page, not a redirect', async () => {
    for (const key of PROTO_KEYS) {
      const res = await app.inject(`/en/${key}`);
      expect(res.statusCode, key).toBe(404);
      expect(res.headers.location).toBeUndefined();
    }
  });
});

describe('Location of redirects', () => {
  it.each([
    ['/%E5%AF%BA%E5%BB%9F', '/en/%E5%AF%BA%E5%BB%9F'],
    ['/%00', '/en/%00'],
    ['/%0d%0aSet-Cookie:%20x=1', '/en/%0D%0ASet-Cookie%3A%20x%3D1'],
    ['/%E2%80%AE', '/en/%E2%80%AE'],
    ['/a%3Fb', '/en/a%3Fb'],
    ['/a%23b?x=1', '/en/a%23b?x=1'],
    ['/en/videogallery/%E5%AF%BA', '/en/video-playlists/%E5%AF%BA'],
    ['/dining?q=%E5%AF%BA&x=%0d%0a', '/en/dining?q=%E5%AF%BA&x=%0d%0a'],
  ])('%s redirects to %s', async (from, to) => {
    const res = await app.inject(from);
    expect([301, 302]).toContain(res.statusCode);
    expect(res.headers.location).toBe(to);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('then the page is a real 404, not an error', async () => {
    const res = await app.inject('/en/%E5%AF%BA%E5%BB%9F');
    expect(res.statusCode).toBe(404);
  });

  it('escapes raw bytes of a query byte by byte and keeps valid escapes', () => {
    expect(safeQuery('?a=\u00e5\u00af\u00ba&b=%41&c=%zz&d=<x>')).toBe('?a=%E5%AF%BA&b=%41&c=%25zz&d=%3Cx%3E');
    expect(safeQuery('?q=\u5bfa')).toBe('?q=%E5%AF%BA');
    expect(buildLocation({ locale: 'en', segments: ['a b', 'c/d', "it's"], hash: 'x y' })).toBe('/en/a%20b/c%2Fd/it%27s#x%20y');
  });
});

describe('error bodies', () => {
  it.each([
    ['GET', '/%'],
    ['GET', '/en/%E0%A4%A'],
    ['GET', `/api/sight/${'x'.repeat(400)}`],
    ['GET', '/api/sight/%'],
    ['POST', '/api/uit'],
    ['DELETE', '/api/weather'],
    ['GET', '/api/weather?lang=xx'],
    ['GET', '/api/pois?coordinates=1,2|3'],
  ])('%s %s answers 4xx without an internal code', async (method, url) => {
    const res = await app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectCleanError(res.body);
  });

  it('a malformed JSON body and a wrong content type are 4xx without an internal code', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/uit', headers: { 'content-type': 'application/json' }, payload: '{"q":' });
    const type = await app.inject({ method: 'POST', url: '/api/uit', headers: { 'content-type': 'text/x-nope' }, payload: 'q' });
    const huge = await app.inject({
      method: 'POST',
      url: '/api/uit',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ q: 'x'.repeat(70_000) }),
    });
    for (const res of [bad, type, huge]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectCleanError(res.body);
    }
  });
});

describe('response cache keys', { timeout: 60_000 }, () => {
  let api: Api;
  let small: FastifyInstance;
  let source: FastifyInstance;

  beforeAll(async () => {
    const built = await buildApiApp();
    source = built.app;
    small = Fastify();
    api = new Api(small, built.store);
    registerPois(api);
    registerHome(api);
    registerSiteRoutes(api);
    await small.ready();
  });
  afterAll(async () => {
    await small.close();
    await source.close();
  });

  it('ignores undeclared query parameters, so a flood of them makes no new entries', async () => {
    for (let z = 0; z < 3000; z += 1) {
      const res = await small.inject(`/weather?lang=en&z=${z}&zz${z}=1`);
      expect(res.statusCode).toBe(200);
    }
    expect(api.cache.size).toBe(1);
    await small.inject('/weather?lang=pt&z=1');
    await small.inject('/weather?detail=1');
    expect(api.cache.size).toBe(3);
  });

  it('keys on declared parameters and marks the ones that depart from their defaults as varying', () => {
    const req = (query: Record<string, unknown>, params: Record<string, unknown> = {}) =>
      ({
        method: 'GET',
        query,
        params,
        routeOptions: {
          url: '/x/:id',
          schema: { querystring: { properties: { lang: {}, limit: { default: 10 }, keyword: {} } } },
        },
      }) as never;
    expect(queryKey(req({ lang: 'en', limit: 10, evil: 'x' }, { id: 'a' }), 's')).toEqual({ key: 's|GET /x/:id|id="a"|lang="en"&limit=10', varies: false });
    expect(queryKey(req({ keyword: 'temple', limit: 10 }), 's').varies).toBe(true);
    expect(queryKey(req({ limit: 5 }), 's').varies).toBe(true);
  });
});

describe('caching of the random popular attractions', () => {
  it('is private and revalidated, with one weak ETag while the content is unchanged', async () => {
    const a = await app.inject('/api/popularattraction?lang=en');
    const b = await app.inject('/api/popularattraction?lang=en');
    expect(a.headers['cache-control']).toBe('private, no-cache');
    expect(a.headers.etag).toMatch(/^W\/"/);
    expect(b.headers.etag).toBe(a.headers.etag);
    const again = await app.inject({ url: '/api/popularattraction?lang=en', headers: { 'if-none-match': String(a.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // Ordinary answers stay public.
    expect((await app.inject('/api/weather?lang=en')).headers['cache-control']).toMatch(/^public/);
  });
});

describe('headers', () => {
  it('sends a Permissions-Policy: geolocation for the site itself, camera, microphone, payment and USB off', async () => {
    for (const url of ['/en', '/api/weather', '/media/art/temple/auto/x.svg', '/nothing.js']) {
      expect((await app.inject(url)).headers['permissions-policy']).toBe('geolocation=(self), camera=(), microphone=(), payment=(), usb=()');
    }
  });
});

describe('a request body that never ends', { timeout: 30_000 }, () => {
  it('loses its connection once the request time is up', async () => {
    const timeouts = { requestMs: 1000, headersMs: 1000, idleMs: 5000, keepAliveMs: 1000, checkEveryMs: 200 };
    const slowDir = mkdtempSync(join(tmpdir(), 'macao-slow-'));
    const config = {
      ...readConfig({}, slowDir),
      distDir: join(slowDir, 'no-dist'),
      contentDir: resolve(FIXTURE_CONTENT),
      dbPath: join(slowDir, 's.sqlite'),
      timeouts,
    };
    const { app: slow } = await buildApp({ config });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    const { port } = slow.server.address() as net.AddressInfo;
    const started = Date.now();
    const outcome = await new Promise<string>((done) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('POST /api/uit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
        const drip = setInterval(() => socket.write(' '), 300);
        let answer = '';
        socket.on('data', (d) => (answer += d.toString()));
        socket.on('close', () => {
          clearInterval(drip);
          done(answer.split('\r\n')[0] ?? '');
        });
        socket.on('error', () => undefined);
      });
    });
    const took = Date.now() - started;
    await slow.close();
    rmSync(slowDir, { recursive: true, force: true });
    expect(took).toBeLessThan(4000);
    expect(outcome === '' || /^HTTP\/1\.1 408/.test(outcome)).toBe(true);
  });
});
