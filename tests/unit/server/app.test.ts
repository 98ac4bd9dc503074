// The whole server through app.inject: language choice, redirects, the shell's lang/dir, 404s, headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { readConfig } from '../../../server/config';

let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'macao-app-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install",()=>{})');
  writeFileSync(join(dist, 'operator.html'), '<!doctype html><title>Operator</title>');
  const config = { ...readConfig({}, dir), distDir: dist, contentDir: resolve('tests/fixtures/content'), dbPath: join(dir, 'store.sqlite') };
  ({ app } = await buildApp({ config }));
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the operator page', () => {
  it.each(['/operator', '/operator.html'])('is no-store and noindex at %s, never a cacheable static file', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Operator</title>');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});

describe('first visit language choice (SPEC §2)', () => {
  it('redirects / by Accept-Language', async () => {
    expect((await get('/', { 'accept-language': 'zh-TW,zh;q=0.9' })).headers.location).toBe('/zh-hant');
    expect((await get('/', { 'accept-language': 'zh-CN' })).headers.location).toBe('/zh-hans');
    expect((await get('/', { 'accept-language': 'pt-BR,en;q=0.5' })).headers.location).toBe('/pt');
    expect((await get('/', { 'accept-language': 'nl' })).headers.location).toBe('/en');
    expect((await get('/', { 'accept-language': 'ru' })).headers.location).toBe('/en');
    expect((await get('/')).headers.location).toBe('/en');
  });
  it('prefers the lang cookie', async () => {
    expect((await get('/', { cookie: 'lang=ja', 'accept-language': 'fr' })).headers.location).toBe('/ja');
    expect((await get('/', { cookie: 'lang=ru', 'accept-language': 'fr' })).headers.location).toBe('/fr');
  });
  it('prefixes a path whose first segment is not a language, keeping the query', async () => {
    const res = await get('/dining/qtsas-restaurant?cuisine=macanese', { 'accept-language': 'ko' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ko/dining/qtsas-restaurant?cuisine=macanese');
    expect((await get('/ru/dining', { 'accept-language': 'de' })).headers.location).toBe('/de/ru/dining');
  });
  it('sends /no-lang paths home', async () => {
    expect((await get('/no-lang/whatever', { 'accept-language': 'it' })).headers.location).toBe('/it');
    expect((await get('/en/no-lang')).headers.location).toBe('/en');
  });
});

describe('redirect table on the server', () => {
  it.each([
    ['/en/travelagencies', '/en/travelessential/before-you-travel/travel-agencies'],
    ['/en/travelessential/useful-info', '/en/travelessential#useful-info'],
    ['/en/article', '/en'],
    ['/pt/videogallery/heritage', '/pt/video-playlists/heritage'],
    ['/en/suggested-tours/others', '/en/suggested-tours#others'],
    ['/ja/before-you-travel/visas', '/ja/travelessential/before-you-travel/visas'],
    ['/en/taste-of-macao/macanese-cuisine', '/en/dining/macanese-cuisine'],
  ])('%s → %s', async (from, to) => {
    const res = await get(from);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });
});

describe('the app shell', () => {
  it('serves the locale with lang and dir in the HTML', async () => {
    const ar = await get('/ar');
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain('<html lang="ar" dir="rtl"');
    const zh = await get('/zh-hant/dining');
    expect(zh.body).toContain('<html lang="zh-Hant" dir="ltr"');
  });
  it('answers 404 for unknown pages but still serves the app', async () => {
    const res = await get('/en/this/page/does/not/exist');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('id="root"');
  });
  it('answers 404 for an unknown article, blog post or playlist, and 200 for real ones', async () => {
    for (const url of [
      '/en/article/nope',
      '/en/article/before-you-travel/nope',
      '/en/travelessential/about-macao/nope',
      '/en/blog/nope',
      '/en/dining/nope',
      '/en/video-playlists/nope',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('id="root"');
    }
    for (const url of [
      '/en/article/visas',
      '/en/article/before-you-travel/visas',
      '/en/travelessential/before-you-travel/visas',
      '/en/video-playlists/highlights',
      '/en/travelessential/before-you-travel/ports-of-entry',
      '/en/dining/restaurant',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });
  it('answers 404 JSON for missing files and API routes', async () => {
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
  });
  it('sends security headers with a strict CSP', async () => {
    const res = await get('/en');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });
  it('revalidates the shell with ETag', async () => {
    const first = await get('/en');
    const again = await get('/en', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
  it('caches hashed build files forever and the service worker never', async () => {
    expect((await get('/assets/app-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
  });
  it('refuses a malformed URL with 400', async () => {
    expect((await get('/en/%E0%A4%A')).statusCode).toBe(400);
  });
});

describe('API basics through the app', () => {
  it('rejects an unknown or disabled lang with 400', async () => {
    for (const lang of ['xx', 'ru']) {
      const res = await get(`/api/weather?lang=${lang}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
  it('compresses large responses', async () => {
    const res = await get('/api/pois?lang=en', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    if (Number(res.headers['content-length'] ?? res.rawPayload.length) > 1024) expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('generated PDFs linked by the API', () => {
  it('serves the what’s-on guide and brochure PDFs the API links to', async () => {
    const guides = (await get('/api/enf/whatson-pdf?lang=en')).json() as { link: string }[];
    const brochures = (await get('/api/brochures?lang=en')).json() as { link: string }[];
    const links = [guides[0]?.link, brochures[0]?.link].filter((l): l is string => Boolean(l));
    expect(links.length).toBe(2);
    for (const link of links) {
      const res = await get(link);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(link).toMatch(/\.en\.pdf$/);
    }
  });
});

describe('home hero preload', () => {
  it('preloads the first home banner image in the home page shell only', async () => {
    const home = await get('/pt');
    const banners = (await get('/api/banner/home?lang=pt')).json() as { image: string }[];
    const first = banners[0]?.image;
    expect(first).toBeTruthy();
    expect(home.body).toContain(`<link rel="preload" as="image" href="${first!.replace(/&/g, '&amp;')}" fetchpriority="high">`);
    expect((await get('/pt/weather')).body).not.toContain('rel="preload" as="image"');
  });
});
