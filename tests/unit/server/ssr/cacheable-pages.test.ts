// Rendered pages as a shared cache (CDN) sees them: the same HTML for every visitor, an ETag stable across campaign
// parameters, 304 on revalidation, a bounded render queue that answers 503 with Retry-After, and health endpoints
// that answer while it is full.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/app';
import { readConfig } from '../../../../server/config';
import { createWorkQueues } from '../../../../server/work/queues';
import { FIXTURE_CONTENT, tempDir } from '../helpers';
import { setFakeRender, writeFakeBuild, type FakeRenderRequest } from './page-renderer-fake';

let app: FastifyInstance;
let dir: string;
let renders: FakeRenderRequest[] = [];

beforeAll(async () => {
  dir = tempDir();
  const { distDir, ssrDir } = writeFakeBuild(dir);
  const config = { ...readConfig({}, dir), distDir, ssrDir, contentDir: path.resolve(FIXTURE_CONTENT), dbPath: path.join(dir, 'store.sqlite') };
  // One render at a time and none waiting: a second distinct page while one renders finds the queue full.
  const work = createWorkQueues({ pages: { concurrency: 1, maxWaiting: 0, timeoutMs: 10_000 } });
  ({ app } = await buildApp({ config, work }));
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  renders = [];
  setFakeRender(async (req) => {
    renders.push(req);
    return { html: `<main>${req.url}</main><script>x()</script>`, status: 200, routeIds: [] };
  });
});

const visitor = {
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
  cookie: 'fontsize=2; bw=1; larts=1700000000',
  'accept-encoding': 'identity',
};
const other = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/136', 'accept-encoding': 'identity' };

describe('a rendered page', () => {
  it('is the same for every visitor: no Vary on User-Agent or Cookie, cacheable by a shared cache, scripts allowed by hash', async () => {
    const a = await app.inject({ url: '/en/sightseeing/temples', headers: visitor });
    const b = await app.inject({ url: '/en/sightseeing/temples', headers: other });
    expect(a.statusCode).toBe(200);
    expect(a.body).toContain('<main>/en/sightseeing/temples</main>');
    expect(b.body).toBe(a.body);
    expect(String(a.headers.vary)).not.toMatch(/user-agent|cookie/i);
    expect(a.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(String(a.headers['content-security-policy'])).toMatch(/script-src [^;]*'sha256-/);
    expect(a.body).not.toContain('nonce');
    // Rendered once, for no visitor in particular.
    expect(renders).toEqual([{ url: '/en/sightseeing/temples', locale: 'en' }]);
  });

  it('keeps its ETag and its cache entry across campaign parameters (utm_*, fbclid, gclid)', async () => {
    const plain = await app.inject({ url: '/en/sightseeing/museums', headers: other });
    const tagged = await app.inject({ url: '/en/sightseeing/museums?utm_source=news&utm_medium=email&fbclid=abc&gclid=x1', headers: other });
    expect(tagged.statusCode).toBe(200);
    expect(tagged.headers.etag).toBe(plain.headers.etag);
    expect(tagged.body).toBe(plain.body);
    expect(renders.map((r) => r.url)).toEqual(['/en/sightseeing/museums']);
  });

  it('answers 304 to If-None-Match with its ETag', async () => {
    const first = await app.inject({ url: '/en/sightseeing/churches', headers: other });
    const again = await app.inject({ url: '/en/sightseeing/churches?utm_campaign=x', headers: { ...other, 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('renders once for identical requests in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    setFakeRender(async (req) => {
      renders.push(req);
      await gate;
      return { html: '<main>slow</main>', status: 200, routeIds: [] };
    });
    const both = Promise.all([
      app.inject({ url: '/en/sightseeing/gardens', headers: visitor }),
      app.inject({ url: '/en/sightseeing/gardens?utm_source=x', headers: other }),
    ]);
    await expect.poll(() => renders.length).toBe(1);
    release();
    const [a, b] = await both;
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(renders).toHaveLength(1);
  });
});

describe('a full render queue', () => {
  it('answers another page with 503 and Retry-After at once, while /healthz, /readyz and the API keep answering', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    setFakeRender(async (req) => {
      renders.push(req);
      await gate;
      return { html: '<main>slow</main>', status: 200, routeIds: [] };
    });
    const slow = app.inject({ url: '/en/sightseeing/heritage', headers: other });
    await expect.poll(() => renders.length).toBe(1);
    const refused = await app.inject({ url: '/en/sightseeing/beaches', headers: other });
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['cache-control']).toBe('no-store');
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', store: 'open', renderer: 'loaded', queues: { pages: { running: 1, waiting: 0 } } });
    expect((await app.inject({ url: '/api/site?lang=en' })).statusCode).toBe(200);
    release();
    expect((await slow).statusCode).toBe(200);
  });
});

describe('etagMatches', () => {
  it('compares weakly, in a list, and with a no-cache request as well', async () => {
    const { etagMatches } = await import('../../../../server/page-shell');
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"c"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
    const first = await app.inject({ url: '/en/sightseeing/temples', headers: other });
    const again = await app.inject({
      url: '/en/sightseeing/temples',
      headers: { ...other, 'if-none-match': String(first.headers.etag), 'cache-control': 'no-cache' },
    });
    expect(again.statusCode).toBe(304);
  });
});
