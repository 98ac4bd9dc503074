// GET /api/offline/manifest: every URL of a locale's pack with its real size and ETag, the core subset, the
// artwork those answers show, a version that follows the content, and a clean 400 for a bad query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { OfflineManifest } from '#shared/api/offline';
import { decodeArchive } from '#shared/offline-archive';
import { buildApp } from '../../../../server/app';
import { readConfig } from '../../../../server/config';
import { artUrlsIn, isThumbnail } from '../../../../server/offline/manifest';
import { allPlaceNames } from '#shared/map-place-names';
import { rangesFor } from '../../../../tiles/glyphs';

const LABEL_RANGES = rangesFor(allPlaceNames());

let app: FastifyInstance;
let dir: string;
beforeAll(async () => {
  // The whole server (API, media, tiles) over the fixture content and a small stand-in basemap.
  dir = mkdtempSync(join(tmpdir(), 'macao-offline-'));
  const tiles = join(dir, 'tiles');
  mkdirSync(join(tiles, 'fonts', 'Inter Regular'), { recursive: true });
  writeFileSync(join(tiles, 'macao.pmtiles'), Buffer.alloc(4096, 7));
  writeFileSync(join(tiles, 'style.json'), JSON.stringify({ version: 8, sources: {}, layers: [] }));
  // Every range the basemap's labels need in every language, as the tiles build writes them (Arabic included).
  for (const start of LABEL_RANGES) writeFileSync(join(tiles, 'fonts', 'Inter Regular', `${start}-${start + 255}.pbf`), Buffer.alloc(100, 1));
  const walk = join(dir, 'walk');
  mkdirSync(walk);
  writeFileSync(join(walk, 'macao-walk.bin'), Buffer.alloc(2048, 3));
  const config = { ...readConfig({}, dir), contentDir: resolve('tests/fixtures/content'), dbPath: join(dir, 'store.sqlite'), tilesDir: tiles, walkDir: walk };
  ({ app } = await buildApp({ config }));
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const manifest = async (query: string): Promise<OfflineManifest> => {
  const res = await app.inject({ method: 'GET', url: `/api/offline/manifest?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<OfflineManifest>();
};

describe('offline manifest', () => {
  it('lists each section of the guide with sizes and tags that match what a download gets', async () => {
    const m = await manifest('lang=pt');
    expect(m.locale).toBe('pt');
    const sections = new Set(m.entries.map((e) => e.section));
    for (const s of ['home', 'pois', 'sights', 'tours', 'restaurants', 'hotels', 'events', 'articles', 'accessibility', 'thumbnails'])
      expect(sections).toContain(s);
    const sample = m.entries.filter((e) => e.section === 'hotels' && e.url.includes('/api/accommodation/'))[0]!;
    const res = await app.inject({ method: 'GET', url: sample.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(sample.bytes);
    expect(res.headers.etag).toBe(sample.etag);
    expect(sample.url).toContain('lang=pt');
    expect(m.entries.every((e) => e.bytes > 0)).toBe(true);
    expect(new Set(m.entries.map((e) => e.url)).size).toBe(m.entries.length);
  });

  it('stores each sight once and names its /sight/{id} address as an alias', async () => {
    const m = await manifest('lang=en');
    const sight = m.entries.find((e) => e.url.startsWith('/api/experience/') && e.url.split('/').length === 6)!;
    expect(sight.aliases?.[0]).toMatch(/^\/api\/sight\/[^/?]+\?lang=en$/);
  });

  it('marks the core a first visit saves: home, menus, overviews and groups, all POIs, the guide; not the details', async () => {
    const m = await manifest('lang=en');
    const core = m.entries.filter((e) => e.core).map((e) => e.url);
    expect(core).toContain('/api/pois?lang=en');
    expect(core).toContain('/api/experience/menu?lang=en');
    expect(core).toContain('/api/accessibility/en/accessibility.json');
    expect(core.some((u) => /^\/api\/experience\/sightseeing\/[^/?]+\?/.test(u))).toBe(true);
    expect(core.some((u) => u.startsWith('/api/accommodation/'))).toBe(false);
    const coreOnly = await manifest('lang=en&core=1');
    expect(coreOnly.entries.map((e) => e.url)).toEqual(core);
    expect(coreOnly.version).toBe(m.version);
  });

  it('adds the thumbnails the answers show, shared by every locale', async () => {
    const m = await manifest('lang=en');
    const thumbs = m.entries.filter((e) => e.section === 'thumbnails');
    expect(thumbs.length).toBeGreaterThan(0);
    expect(thumbs.every((e) => e.scope === 'common' && isThumbnail(e.url))).toBe(true);
    const other = await manifest('lang=ja');
    expect(other.entries.filter((e) => e.section === 'thumbnails').map((e) => e.url)).toEqual(thumbs.map((e) => e.url));
  });

  it('has one version per content state: live answers (weather, random picks) do not change it', async () => {
    const a = await manifest('lang=en');
    const b = await manifest('lang=en');
    expect(a.version).toBe(b.version);
    expect(a.entries.find((e) => e.url === '/api/popularattraction?lang=en')?.live).toBe(true);
    // The warnings in force travel with the guide, so saved place pages show their status offline.
    expect(a.entries.find((e) => e.url === '/api/warnings?lang=en')).toMatchObject({ live: true, core: true });
    expect((await manifest('lang=ja')).version).not.toBe(a.version);
  });

  it('adds the whole basemap (archive, style, every glyph range) to the core, once for every locale', async () => {
    const m = await manifest('lang=en');
    const basemap = m.entries.filter((e) => e.section === 'basemap');
    const glyphs = LABEL_RANGES.map((start) => `/tiles/fonts/Inter%20Regular/${start}-${start + 255}.pbf`);
    expect(basemap.map((e) => e.url).sort()).toEqual([...glyphs, '/tiles/macao.pmtiles', '/tiles/style.json'].sort());
    expect(basemap.every((e) => e.core && e.scope === 'common')).toBe(true);
    expect(basemap.find((e) => e.url === '/tiles/macao.pmtiles')?.bytes).toBe(4096);
  });

  it('saves the walking graph with the guide, outside the first-visit core', async () => {
    const walk = (await manifest('lang=en')).entries.filter((e) => e.section === 'walk');
    expect(walk).toEqual([expect.objectContaining({ url: '/walk/macao-walk.bin', scope: 'common', bytes: 2048 })]);
    expect(walk[0]!.core).toBeUndefined();
  });

  it('saves the Arabic glyph ranges the map labels of ar need (letters and their shaped forms), first visit included', async () => {
    expect(LABEL_RANGES).toEqual(expect.arrayContaining([1536, 65024]));
    for (const lang of ['ar', 'en']) {
      const core = (await manifest(`lang=${lang}&core=1`)).entries.map((e) => e.url);
      expect(core).toContain('/tiles/fonts/Inter%20Regular/1536-1791.pbf');
      expect(core).toContain('/tiles/fonts/Inter%20Regular/65024-65279.pbf');
    }
  });

  it("saves the locale's search index with the first visit", async () => {
    const core = (await manifest('lang=ja&core=1')).entries;
    expect(core.find((e) => e.section === 'search')?.url).toBe('/api/search-index?lang=ja');
  });

  it('answers 400 for a locale that is not enabled or a bad core flag', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/offline/manifest?lang=xx' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/offline/manifest?lang=en&core=yes' })).statusCode).toBe(400);
  });
});

describe('offline parts', () => {
  it('carries every non-live entry in exactly one part, byte for byte as the entry answers, under a few requests', async () => {
    const m = await manifest('lang=en');
    expect(m.parts.length).toBeLessThanOrEqual(30);
    expect(m.entries.filter((e) => !e.live).every((e) => m.parts.some((p) => p.id === e.part))).toBe(true);
    expect(m.entries.filter((e) => e.live).every((e) => e.part === undefined)).toBe(true);
    const hotels = m.parts.find((p) => p.id === 'hotels')!;
    const res = await app.inject({ method: 'GET', url: hotels.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(hotels.etag);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.length).toBe(hotels.bytes);
    expect(createHash('sha256').update(res.rawPayload).digest('base64url')).toBe(hotels.sha256);
    const items = decodeArchive(new Uint8Array(res.rawPayload));
    expect(items.length).toBe(hotels.items);
    const one = items.find((i) => i.entry.url.startsWith('/api/accommodation/'))!;
    const direct = await app.inject({ method: 'GET', url: one.entry.url });
    expect(Buffer.from(one.body).equals(direct.rawPayload)).toBe(true);
    expect(one.entry.etag).toBe(direct.headers.etag);
    expect(one.entry.type).toBe(direct.headers['content-type']);
    expect(m.parts.find((p) => p.id === 'basemap')?.scope).toBe('common');
  });

  it('answers a range from where a cut left it, and the whole part for another version', async () => {
    const part = (await manifest('lang=en')).parts.find((p) => p.id === 'sights')!;
    const whole = (await app.inject({ method: 'GET', url: part.url })).rawPayload;
    const rest = await app.inject({ method: 'GET', url: part.url, headers: { range: 'bytes=100-', 'if-range': part.etag } });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 100-${part.bytes - 1}/${part.bytes}`);
    expect(rest.rawPayload.equals(whole.subarray(100))).toBe(true);
    const other = await app.inject({ method: 'GET', url: part.url, headers: { range: 'bytes=100-', 'if-range': '"old"' } });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.length).toBe(part.bytes);
    expect((await app.inject({ method: 'GET', url: part.url, headers: { range: `bytes=${part.bytes}-` } })).statusCode).toBe(416);
  });

  it('sends a whole JSON part compressed, a range never', async () => {
    const part = (await manifest('lang=en')).parts.find((p) => p.id === 'sights')!;
    const gz = await app.inject({ method: 'GET', url: part.url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(part.bytes);
    expect(createHash('sha256').update(gunzipSync(gz.rawPayload)).digest('base64url')).toBe(part.sha256);
    const range = await app.inject({ method: 'GET', url: part.url, headers: { 'accept-encoding': 'gzip', range: 'bytes=10-' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 for an unknown part and 400 for a malformed one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/offline/part/nothing?lang=en' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/offline/part/..%2Fx?lang=en' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/offline/part/sights?lang=xx' })).statusCode).toBe(400);
  });

  it("lists the whole guide's size of each language whose manifest is built, and only those", async () => {
    const en = await manifest('lang=en');
    const res = await app.inject({ method: 'GET', url: '/api/offline/sizes' });
    expect(res.statusCode).toBe(200);
    const { sizes } = res.json<{ sizes: { locale: string; bytes: number; items: number }[] }>();
    const whole = en.parts.reduce((n, p) => n + p.bytes, 0) + en.entries.filter((e) => !e.part).reduce((n, e) => n + e.bytes, 0);
    expect(sizes.find((s) => s.locale === 'en')).toMatchObject({ bytes: whole, items: en.entries.length });
    expect(sizes.find((s) => s.locale === 'ko')).toBeUndefined();
  });

  it('leaves parts out of the first-visit manifest (that save stays per entry)', async () => {
    expect((await manifest('lang=en&core=1')).parts).toEqual([]);
  });
});

describe('artUrlsIn', () => {
  it('finds artwork URLs in a JSON answer once each', () => {
    const body = JSON.stringify({
      a: '/media/art/temple/lantern/x.svg?aspect=card',
      b: ['/media/art/temple/lantern/x.svg?aspect=card', '/media/art/hotel/auto/y.png'],
    });
    expect(artUrlsIn(body)).toEqual(['/media/art/temple/lantern/x.svg?aspect=card', '/media/art/hotel/auto/y.png']);
    expect(isThumbnail('/media/art/a/b/c.svg?aspect=card')).toBe(true);
    expect(isThumbnail('/media/art/a/b/c.svg?aspect=banner')).toBe(false);
  });
});
