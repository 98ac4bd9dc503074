// Site search through the API on the guide's real content: a place is found by its Chinese, Portuguese or English name
// (or an alias) in every interface language, and GET /api/search-index serves the locale's index for offline search.
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLocaleIndex, searchLocale, type SearchIndexPayload } from '#shared/search/index';
import { buildApp } from '../helpers';

const CONTENT = fileURLToPath(new URL('../../../../content', import.meta.url));
let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildApp(CONTENT));
}, 60_000);
afterAll(async () => app.close());

async function links(q: string, lang: string): Promise<string[]> {
  const res = await app.inject(`/api/gcse?q=${encodeURIComponent(q)}&lang=${lang}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { link: string }[] }).items.map((i) => i.link.replace(`/${lang}/`, '/'));
}

const RUINS = '/sightseeing/world-heritage/ruins-of-st-pauls';
const SENADO = '/sightseeing/world-heritage/senado-square';
const A_MA = '/sightseeing/world-heritage/a-ma-temple';

describe('the held-back check: a street sign finds its place whatever the interface language', () => {
  for (const lang of ['en', 'ja', 'ar']) {
    it(`puts the Ruins of St. Paul's and Senado Square in the top 3 in ${lang}`, async () => {
      for (const q of ['大三巴', 'Ruínas de São Paulo', 'Sao Paulo ruins', 'St Paul'])
        expect((await links(q, lang)).slice(0, 3), `${q} in ${lang}`).toContain(RUINS);
      for (const q of ['議事亭', 'Largo do Senado']) expect((await links(q, lang)).slice(0, 3), `${q} in ${lang}`).toContain(SENADO);
    });
  }
});

/** A place's names in Korean, Japanese, Thai and Arabic: none of them is a sign language nor the interface's. */
const EVERY_SCRIPT: [string, string][] = [
  ['세나도 광장', SENADO],
  ['聖ポール天主堂跡', RUINS],
  ['ซากโบสถ์เซนต์พอล', RUINS],
  ['أطلال كنيسة القديس بولس', RUINS],
];

describe('every name from every interface: a place is found by its name in any of the guide’s languages', () => {
  for (const lang of ['en', 'pt', 'zh-hant']) {
    it(`finds the place in the top 3 online and in the saved index in ${lang}`, async () => {
      const res = await app.inject(`/api/search-index?lang=${lang}`);
      const offline = loadLocaleIndex(res.json() as SearchIndexPayload);
      for (const [q, link] of EVERY_SCRIPT) {
        expect((await links(q, lang)).slice(0, 3), `${q} in ${lang}`).toContain(link);
        const saved = searchLocale(offline, { q }).items.map((i) => i.link.replace(`/${lang}/`, '/'));
        expect(saved.slice(0, 3), `${q} in ${lang}, saved index`).toContain(link);
      }
    });
  }

  it('shows the foreign name that matched before the snippet', async () => {
    const res = await app.inject(`/api/gcse?q=${encodeURIComponent('세나도 광장')}&lang=en`);
    const [item] = (res.json() as { items: { title: string; htmlSnippet: string }[] }).items;
    expect(item!.title).toBe('Senado Square');
    expect(item!.htmlSnippet.startsWith('<b>세나도</b> <b>광장</b> · ')).toBe(true);
  });
});

describe('more names and scripts', () => {
  it('puts the place first when the query is one of its names or aliases', async () => {
    const cases: [string, string, string][] = [
      ['大三巴', 'en', RUINS],
      ['大三巴牌坊', 'zh-hans', RUINS], // Traditional typed in the Simplified interface
      ['大三巴牌坊', 'zh-hant', RUINS],
      ['Tai Sam Ba', 'de', RUINS],
      ['議事亭', 'zh-hans', SENADO],
      ['议事亭前地', 'zh-hant', SENADO], // Simplified typed in the Traditional interface
      ['噴水池', 'fr', SENADO],
      ['A-Ma', 'ar', A_MA],
      ['媽閣廟', 'th', A_MA],
      ['妈阁庙', 'en', A_MA],
      ['Ma Kok Miu', 'ko', A_MA],
      ['Templo de A-Ma', 'es', A_MA], // accents fold: the Portuguese name is "Templo de A-Má"
      ['성 바울 성당 유적', 'ko', RUINS],
      ['세나도 광장', 'ko', SENADO],
      ['ซากโบสถ์เซนต์พอล', 'th', RUINS],
      ['จัตุรัสเซนาโด', 'th', SENADO],
      ['أطلال كنيسة القديس بولس', 'ar', RUINS],
      ['اطلال كنيسه القديس بولس', 'ar', RUINS], // typed without hamza or ta marbuta
    ];
    for (const [q, lang, link] of cases) expect((await links(q, lang))[0], `${q} in ${lang}`).toBe(link);
  });

  it('finds A-Ma Temple by its Chinese name in every script form, and by its Latin name', async () => {
    const traditional = await links('媽閣廟', 'en');
    expect(await links('妈阁庙', 'en')).toEqual(traditional);
    expect(traditional[0]).toBe(A_MA);
    expect((await links('A-Ma Temple', 'ja'))[0]).toBe(A_MA);
  });

  it("shows the visitor's title and the name that matched", async () => {
    const res = await app.inject(`/api/gcse?q=${encodeURIComponent('大三巴')}&lang=en`);
    const [item] = (res.json() as { items: { title: string; htmlSnippet: string; thumbnail?: string }[] }).items;
    expect(item!.title).toBe('Ruins of St. Paul’s');
    expect(item!.htmlSnippet.startsWith('<b>大三巴</b>')).toBe(true);
    expect(item!.thumbnail).toMatch(/^\/media\//);
  });
});

describe('GET /api/search-index', () => {
  it('serves the locale index compressed, with an ETag that answers 304', async () => {
    const res = await app.inject({ url: '/api/search-index?lang=ja', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    const payload = JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as SearchIndexPayload;
    expect(payload).toMatchObject({ format: 2, locale: 'ja' });
    const again = await app.inject({ url: '/api/search-index?lang=ja', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);

    // Loaded as the browser loads it, it finds the same places as the server.
    const offline = loadLocaleIndex(payload);
    for (const q of ['大三巴', 'Largo do Senado', 'St Paul']) {
      const served = (await links(q, 'ja')).slice(0, 3);
      expect(
        searchLocale(offline, { q })
          .items.slice(0, 3)
          .map((i) => i.link.replace('/ja/', '/')),
      ).toEqual(served);
    }
    const [first] = searchLocale(offline, { q: 'Ruínas de São Paulo' }).items;
    expect(first).toMatchObject({ title: '聖ポール天主堂跡', type: 'sight' });
    expect(first!.thumbnail).toMatch(/^\/media\//);
  });

  it('answers plain JSON without Accept-Encoding, and 400 for a locale that is not enabled', async () => {
    const res = await app.inject('/api/search-index?lang=en');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().locale).toBe('en');
    expect((await app.inject('/api/search-index?lang=xx')).statusCode).toBe(400);
    expect((await app.inject('/api/search-index?lang=ru')).statusCode).toBe(400);
  });
});
