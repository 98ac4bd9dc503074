// Each page's own head in the served HTML (title, description, canonical, hreflang, og:/twitter:), the sitemaps and robots.txt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../server/app';
import { readConfig } from '../../../../server/config';
import { ENABLED_LOCALES } from '../../../../shared/locales';

/** The built shell's head as Vite writes it: the site-wide title and description the server replaces. */
const SHELL =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8" /><meta name="description" content="The official travel guide to Macao." />' +
  '<title>Macao Tourism</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

let dir: string;
const apps: FastifyInstance[] = [];

async function serve(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const root = mkdtempSync(join(dir, 'app-'));
  const dist = join(root, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), SHELL);
  const config = { ...readConfig(env, root), distDir: dist, contentDir: resolve('tests/fixtures/content'), dbPath: join(root, 'store.sqlite') };
  const { app } = await buildApp({ config });
  apps.push(app);
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'macao-seo-'));
  app = await serve();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: 'guide.example', ...headers } });
const meta = (html: string, attr: 'name' | 'property', key: string): string | undefined =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
const links = (html: string, rel: string): { hreflang?: string; href: string }[] =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]+)")? href="([^"]+)">`, 'g'))].map((m) => ({
    ...(m[1] ? { hreflang: m[1] } : {}),
    href: m[2]!,
  }));

describe('a sight page', () => {
  const path = '/en/sightseeing/world-heritage/ruins-of-st-pauls';

  it('carries its name, description and share picture in the HTML', async () => {
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Ruins of St. Paul's | Macao Tourism</title>");
    expect(meta(res.body, 'name', 'description')).toBe('The façade of a 17th-century church.');
    expect(meta(res.body, 'property', 'og:title')).toBe("Ruins of St. Paul's");
    expect(meta(res.body, 'property', 'og:description')).toBe('The façade of a 17th-century church.');
    expect(meta(res.body, 'property', 'og:type')).toBe('website');
    expect(meta(res.body, 'property', 'og:url')).toBe(`http://guide.example${path}`);
    expect(meta(res.body, 'name', 'twitter:card')).toBe('summary_large_image');
    // The shell's own description is replaced, not repeated.
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('shares the place’s artwork as a 1200×630 PNG that the media route serves', async () => {
    const res = await get(path);
    const image = meta(res.body, 'property', 'og:image')!.replace(/&amp;/g, '&');
    expect(image).toMatch(/^http:\/\/guide\.example\/media\/art\/[^/]+\/[^/]+\/ruins-of-st-pauls\.png\?aspect=og&w=1200$/);
    expect(meta(res.body, 'name', 'twitter:image')).toBe(meta(res.body, 'property', 'og:image'));
    expect(meta(res.body, 'property', 'og:image:width')).toBe('1200');
    expect(meta(res.body, 'property', 'og:image:height')).toBe('630');
    const png = await get(image.replace('http://guide.example', ''));
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect([png.rawPayload.readUInt32BE(16), png.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('names its canonical URL without the query and its version in each of the 14 languages', async () => {
    const res = await get(`${path}?utm_source=chat`);
    expect(links(res.body, 'canonical')).toEqual([{ href: `http://guide.example${path}` }]);
    const alternates = links(res.body, 'alternate');
    expect(alternates).toHaveLength(ENABLED_LOCALES.length + 1);
    expect(ENABLED_LOCALES).toHaveLength(14);
    expect(alternates).toContainEqual({ hreflang: 'zh-Hant', href: 'http://guide.example/zh-hant/sightseeing/world-heritage/ruins-of-st-pauls' });
    expect(alternates).toContainEqual({ hreflang: 'ar', href: 'http://guide.example/ar/sightseeing/world-heritage/ruins-of-st-pauls' });
    expect(alternates).toContainEqual({ hreflang: 'x-default', href: 'http://guide.example/sightseeing/world-heritage/ruins-of-st-pauls' });
    expect(alternates.some((a) => a.hreflang === 'ru')).toBe(false);
  });

  it('speaks the visitor’s language, and the site’s name in it when the place has no translation', async () => {
    const zh = await get('/zh-hant/sight/ruins-of-st-pauls');
    expect(zh.body).toContain('<title>大三巴牌坊 | 澳門旅遊</title>');
    expect(meta(zh.body, 'name', 'description')).toBe('十七世紀教堂的前壁。');
    expect(meta(zh.body, 'property', 'og:locale')).toBe('zh_HK');
    expect(meta(zh.body, 'property', 'og:locale:alternate')).toBe('zh_CN');
    const alternates = [...zh.body.matchAll(/<meta property="og:locale:alternate" content="([^"]+)">/g)].map((m) => m[1]);
    expect(alternates).toEqual(['zh_CN', 'pt_PT', 'en_US', 'ja_JP', 'ko_KR', 'th_TH', 'id_ID', 'ms_MY', 'de_DE', 'fr_FR', 'es_ES', 'it_IT', 'ar_AR']);
    const ar = await get(path.replace('/en/', '/ar/'));
    expect(ar.body).toContain('<html lang="ar" dir="rtl" data-locale="ar">');
    expect(ar.body).toContain("<title>Ruins of St. Paul's | سياحة ماكاو</title>");
    expect(meta(ar.body, 'property', 'og:locale')).toBe('ar_AR');
    expect(meta((await get(path)).body, 'property', 'og:locale')).toBe('en_US');
  });
});

describe('other page types', () => {
  it('gives the home page the site’s name, description and the first banner as its picture', async () => {
    const res = await get('/fr');
    expect(res.body).toContain('<title>Tourisme Macao</title>');
    expect(meta(res.body, 'name', 'description')).toMatch(/^Le guide touristique officiel de Macao/);
    expect(meta(res.body, 'property', 'og:image')).toMatch(/\/media\/art\/lantern\/auto\/welcome\.png\?aspect=og&amp;w=1200$/);
    expect(links(res.body, 'canonical')).toEqual([{ href: 'http://guide.example/fr' }]);
  });

  it('describes articles as articles, from their summary', async () => {
    const res = await get('/en/travelessential/before-you-travel/visas');
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, 'property', 'og:type')).toBe('article');
    expect(meta(res.body, 'property', 'og:image')).toMatch(/\/before-you-travel-visas\.png\?/);
    expect(res.body).not.toContain('<title>Macao Tourism</title>');
  });

  it('describes restaurants, hotels, events and tour routes by their own records', async () => {
    const cases: [string, string, string][] = [
      ['/en/dining/restaurant/a-lorcha', 'A Lorcha', 'Portuguese classics.'],
      ['/en/dining/qtsas-restaurant/a-lorcha', 'A Lorcha', 'Portuguese classics.'],
      ['/en/accommodation/grand-lisboa', 'Grand Lisboa', 'Landmark hotel.'],
      ['/en/events/whatson/light-festival', 'Macao Light Festival', 'Lights.'],
      ['/en/suggested-tours/historic-walk', 'Historic walk', 'A walk.'],
    ];
    for (const [path, title, description] of cases) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(`<title>${title} | Macao Tourism</title>`);
      expect(meta(res.body, 'name', 'description'), path).toBe(description);
      expect(meta(res.body, 'property', 'og:image'), path).toMatch(/\.png\?aspect=og&amp;w=1200$/);
    }
  });

  it('keeps the site’s head for a screen without a record, and gives a missing page no canonical URL', async () => {
    const weather = await get('/de/weather');
    expect(weather.body).toContain('<title>Macau Tourismus</title>');
    expect(links(weather.body, 'canonical')).toEqual([{ href: 'http://guide.example/de/weather' }]);
    const missing = await get('/en/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('rel="canonical"');
    expect(missing.body).not.toContain('og:');
  });

  it('adds no script but a JSON-LD data block: the Content-Security-Policy still allows none inline', async () => {
    const res = await get('/en/sight/ruins-of-st-pauls');
    expect(res.body.match(/<script/g)).toHaveLength(2);
    expect(res.body.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  });

  it('never writes a visitor’s Host header into the page as it came', async () => {
    const res = await get('/en', { host: 'evil.example"><img src=x>' });
    expect(res.body).not.toContain('evil.example"');
    expect(links(res.body, 'canonical')[0]?.href).toBe('http://localhost/en');
  });

  it('refuses to start in production without a public origin, so no Host header reaches a link', () => {
    expect(() => readConfig({ NODE_ENV: 'production' }, dir)).toThrow(/PUBLIC_ORIGIN must be set in production/);
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.macaotourism.example' }, dir).publicOrigin).toBe(
      'https://www.macaotourism.example',
    );
  });

  it('uses the configured public origin when there is one', async () => {
    const configured = await serve({ PUBLIC_ORIGIN: 'https://www.macaotourism.example' });
    const res = await configured.inject({ url: '/en/sight/ruins-of-st-pauls', headers: { host: 'internal:8080' } });
    expect(links(res.body, 'canonical')).toEqual([{ href: 'https://www.macaotourism.example/en/sight/ruins-of-st-pauls' }]);
    expect(meta(res.body, 'property', 'og:image')).toMatch(/^https:\/\/www\.macaotourism\.example\/media\/art\//);
    const robots = await configured.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://www.macaotourism.example/sitemap.xml');
  });
});

describe('sitemaps and robots.txt', () => {
  it('points robots at the sitemap index, which lists one sitemap per language', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Sitemap: http://guide.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
    const index = await get('/sitemap.xml');
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(ENABLED_LOCALES.map((l) => `http://guide.example/sitemaps/${l}.xml`));
  });

  it('lists every page of a language with its other-language versions, each of which is served', async () => {
    const res = await get('/sitemaps/ja.xml');
    expect(res.statusCode).toBe(200);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(locs).toContain('http://guide.example/ja');
    expect(locs).toContain('http://guide.example/ja/sightseeing/world-heritage/ruins-of-st-pauls');
    expect(locs).toContain('http://guide.example/ja/travelessential/before-you-travel/visas');
    expect(res.body).toContain('<xhtml:link rel="alternate" hreflang="ar" href="http://guide.example/ar/sightseeing/world-heritage/ruins-of-st-pauls"/>');
    for (const loc of locs) {
      const page = await get(loc.replace('http://guide.example', ''));
      expect(page.statusCode, loc).toBe(200);
    }
  });

  it('dates each page: its record’s last source check, an article’s update day, else the content’s newest file', async () => {
    const res = await get('/sitemaps/en.xml');
    const lastmod = (loc: string) => new RegExp(`<loc>${loc.replace(/[.?]/g, '\\$&')}</loc><lastmod>([^<]+)</lastmod>`).exec(res.body)?.[1];
    // The newest of the sight's two sources (2026-11-20, 2026-10-01).
    expect(lastmod('http://guide.example/en/sightseeing/world-heritage/ruins-of-st-pauls')).toBe('2026-11-20');
    expect(lastmod('http://guide.example/en/events/whatson/light-festival')).toBe('2026-11-25');
    expect(lastmod('http://guide.example/en/travelessential/before-you-travel/visas')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const fallback = lastmod('http://guide.example/en/weather');
    expect(fallback).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A restaurant's own source check (the fixture's A Lorcha was checked on 2026-11-25).
    expect(lastmod('http://guide.example/en/dining/restaurant/a-lorcha')).toBe('2026-11-25');
    // Every <url> has one, right after its <loc> (the order sitemaps.org's schema asks for).
    expect(res.body.match(/<url>/g)!.length).toBe(res.body.match(/<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)!.length);
  });

  it('answers 404 for a sitemap of a language the site does not serve', async () => {
    expect((await get('/sitemaps/ru.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/xx.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/en.txt')).statusCode).toBe(404);
  });
});
