// The /media routes through app.inject: formats, policies, widths, validation, caching headers and PDFs (videos: video.test.ts).
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artPath } from '../../../../server/media/art-path';
import { mediaPlugin } from '../../../../server/media/plugin';
import { decodePng } from './png';
import { xmlProblems } from './xml';

const pngSize = (b: Buffer): [number, number] => {
  expect(b.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
};

let app: FastifyInstance;
let cacheDir: string;

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), 'media-cache-'));
  app = Fastify();
  await app.register(mediaPlugin, {
    prefix: '/media',
    cacheDir,
    pdfSource: (name, locale) =>
      name === 'whatson-2026-12'
        ? {
            locale,
            title: locale === 'ja' ? 'マカオ・イベントガイド 2026年12月' : "What's on — December 2026",
            sections: [{ heading: 'Festivals', paragraphs: ['Macao Light Festival.'], entries: [] }],
          }
        : undefined,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('GET /media/art', () => {
  it('serves the SVG that artPath links to, with immutable caching and a script-proof CSP', async () => {
    const res = await app.inject(artPath('church', 'azulejo', 'ruins of St. Paul’s', 'banner'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(xmlProblems(res.body)).toEqual([]);
    expect(res.body).toContain('viewBox="0 0 1600 900"');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject('/media/art/temple/auto/a-ma.svg');
    const again = await app.inject({ url: '/media/art/temple/auto/a-ma.svg', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('defaults to the card aspect', async () => {
    const res = await app.inject('/media/art/tower/sea/macau-tower.svg');
    expect(res.body).toContain('viewBox="0 0 800 600"');
  });

  it('rasterises PNG at the requested width, default 800', async () => {
    const def = await app.inject('/media/art/lighthouse/jade/guia.png?aspect=square');
    expect(def.headers['content-type']).toBe('image/png');
    expect(def.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(def.rawPayload)).toEqual([800, 800]);
    const small = await app.inject('/media/art/lighthouse/jade/guia.png?aspect=banner&w=320');
    expect(pngSize(small.rawPayload)).toEqual([320, 180]);
    // The share picture of a page (og:image): 1200×630, as Open Graph and Twitter's large card ask.
    const og = await app.inject('/media/art/lighthouse/jade/guia.png?aspect=og&w=1200');
    expect(pngSize(og.rawPayload)).toEqual([1200, 630]);
    const tiny = await app.inject('/media/art/lighthouse/jade/guia.png?w=16');
    expect(pngSize(tiny.rawPayload)).toEqual([16, 12]);
  });

  it('keeps rendered PNGs in the cache directory', async () => {
    await app.inject('/media/art/bridge/sea/sai-van.png?w=100');
    // Written after the answer has gone.
    await expect.poll(() => readdirSync(cacheDir).some((f) => f.endsWith('.png'))).toBe(true);
  });

  it('applies the face policies as 16:9 and square compositions', async () => {
    const wide = await app.inject('/media/art/garden/mint/lou-lim-ioc.png?w=160&policy=face16x9');
    expect(pngSize(wide.rawPayload)).toEqual([160, 90]);
    const sq = await app.inject('/media/art/garden/mint/lou-lim-ioc.png?w=160&policy=facesquare&aspect=banner');
    expect(pngSize(sq.rawPayload)).toEqual([160, 160]);
  });

  it('greys the picture with the bw policy (SVG and PNG)', async () => {
    const svg = await app.inject('/media/art/lantern/lantern/festival.svg?policy=bw');
    const colours = [...svg.body.matchAll(/#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/gi)];
    expect(colours.length).toBeGreaterThan(10);
    for (const [, r, g, b] of colours) expect(r === g && g === b).toBe(true);
    const png = decodePng((await app.inject('/media/art/lantern/lantern/festival.png?policy=bw&w=128')).rawPayload);
    expect(png.width).toBe(128);
    let worst = 0;
    for (let i = 0; i < png.rgba.length; i += 4)
      worst = Math.max(worst, Math.abs(png.rgba[i]! - png.rgba[i + 1]!), Math.abs(png.rgba[i + 1]! - png.rgba[i + 2]!));
    expect(worst).toBeLessThanOrEqual(2);
    // The same picture without the policy is colourful, so the check above can fail.
    const colour = decodePng((await app.inject('/media/art/lantern/lantern/festival.png?w=128')).rawPayload);
    let spread = 0;
    for (let i = 0; i < colour.rgba.length; i += 4) spread = Math.max(spread, Math.abs(colour.rgba[i]! - colour.rgba[i + 2]!));
    expect(spread).toBeGreaterThan(40);
  });

  it.each([
    ['/media/art/spaceship/azulejo/x.svg', 'motif'],
    ['/media/art/church/purple/x.svg', 'palette'],
    ['/media/art/church/azulejo/x.gif', 'file'],
    ['/media/art/church/azulejo/x.svg?aspect=portrait', 'aspect'],
    ['/media/art/church/azulejo/x.svg?policy=sepia', 'policy'],
    ['/media/art/church/azulejo/x.png?w=15', 'w'],
    ['/media/art/church/azulejo/x.png?w=2401', 'w'],
    ['/media/art/church/azulejo/x.png?w=12.5', 'w'],
    ['/media/art/church/azulejo/x.png?w=abc', 'w'],
    ['/media/art/church/azulejo/x.png?w=100&w=200', 'w'],
  ])('answers 400 JSON to %s', async (url, word) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toContain(word);
  });
});

describe('GET /media/pdf', () => {
  it('serves a generated PDF in English under its old link', async () => {
    const res = await app.inject('/media/pdf/whatson-2026-12.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-language']).toBe('en');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.headers.etag).toBeTruthy();
  });

  it('serves the visitor’s language from the file name or the lang parameter, the same bytes either way', async () => {
    const named = await app.inject('/media/pdf/whatson-2026-12.ja.pdf');
    expect(named.statusCode).toBe(200);
    expect(named.headers['content-language']).toBe('ja');
    expect(named.headers['content-disposition']).toBe('inline; filename="whatson-2026-12.ja.pdf"');
    const query = await app.inject('/media/pdf/whatson-2026-12.pdf?lang=ja');
    expect(query.headers.etag).toBe(named.headers.etag);
    expect(named.headers.etag).not.toBe((await app.inject('/media/pdf/whatson-2026-12.en.pdf')).headers.etag);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject('/media/pdf/whatson-2026-12.ja.pdf');
    const again = await app.inject({ url: '/media/pdf/whatson-2026-12.ja.pdf', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 400 for an unknown lang and 404 for a disabled language in the name', async () => {
    const bad = await app.inject('/media/pdf/whatson-2026-12.pdf?lang=xx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('lang');
    expect((await app.inject('/media/pdf/whatson-2026-12.ru.pdf')).statusCode).toBe(404);
  });

  it('answers 404 JSON for an unknown name', async () => {
    const res = await app.inject('/media/pdf/whatson-1999-01.pdf');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect((await app.inject('/media/pdf/whatson-2026-12.txt')).statusCode).toBe(404);
  });
});
