// API rules every route follows (lang, errors, ETag/304, caching) and the app-shell endpoints.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../helpers';

let app: FastifyInstance;
const get = async (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const json = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

beforeAll(async () => {
  ({ app } = await buildApp());
});
afterAll(async () => app.close());

describe('API rules', () => {
  it('defaults lang to en and rejects disabled or unknown locales with a JSON 400', async () => {
    expect((await json('/api/site')).office).toBe('Macao Government Tourism Office');
    for (const lang of ['ru', 'xx', 'EN']) {
      const res = await get(`/api/site?lang=${lang}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.json().message).toMatch(/lang/);
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sends ETag and Cache-Control and honours If-None-Match with 304', async () => {
    expect((await get('/api/site?lang=pt')).headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const first = await get('/api/announcement?lang=pt');
    // Live answers are asked again every time (a 304 while unchanged), so a publish shows at the next refresh.
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/api/announcement?lang=pt', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/announcement?lang=pt', { 'if-none-match': '"stale"' });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).toBe(etag);
    expect((await get('/api/announcement?lang=zh-hant')).headers.etag).toBeDefined();
  });

  it('rejects over-long strings and wrong types with 400, never 500', async () => {
    const long = 'a'.repeat(201);
    for (const url of [
      `/api/dining/restaurant?keyword=${long}`,
      '/api/dining/restaurant?page=0',
      '/api/dining/restaurant?page=abc',
      '/api/travelagency?pagesize=51',
      '/api/travelagency?pagesize=0',
      '/api/enf/whatson?m=2026-12',
      '/api/enf/whatson?m=202613',
      '/api/pois?coordinates=113.54,22.19&range=300',
      '/api/pois?coordinates=113.54',
      '/api/pois?coordinates=113.54,22.19,5',
      '/api/pois?coordinates=0,0',
      '/api/pois?coordinates=abc,def',
      '/api/weather?detail=yes',
      `/api/lang?lang=${long}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.json().message, url).toEqual(expect.any(String));
    }
    expect((await get('/api/dining/restaurant?page=0')).statusCode).toBe(400);
  });

  it('lists in fallbackFields the fields served in English', async () => {
    const en = await json('/api/site?lang=en');
    expect(en.fallbackFields).toEqual([]);
    const pt = await json('/api/site?lang=pt');
    expect(pt.office).toBe('Direcção dos Serviços de Turismo');
    expect(pt.fallbackFields).toEqual(['address']);
    expect(pt.aboutLinks[0].fallbackFields).toEqual(['title']);
  });
});

describe('app shell endpoints', () => {
  it('GET /api/travelessential/menu', async () => {
    const menu = await json('/api/travelessential/menu');
    expect(menu.map((m: { id: string }) => m.id)).toEqual(['before-you-travel', 'useful-info']);
    expect(menu[0].items[0]).toMatchObject({ name: 'Visas', slug: 'visas', category: 'before-you-travel', link: '/travelessential/before-you-travel/visas' });
    expect(menu[0].items[1].link).toBe('/travelessential/before-you-travel/travel-agencies');
  });

  it('GET /api/experience/menu gives groups and the most-viewed sight per category', async () => {
    const menu = await json('/api/experience/menu?lang=zh-hant');
    expect(menu.map((m: { category: string }) => m.category)).toEqual(['sightseeing', 'shows-and-entertainment', 'shopping', 'fnb']);
    expect(menu[0].groups).toEqual([
      { group: 'world-heritage', name: '世界遺產', fallbackFields: [] },
      { group: 'museums', name: '博物館', fallbackFields: [] },
    ]);
    expect(menu[0].topViewSight).toMatchObject({ group: 'world-heritage', id: 'ruins-of-st-pauls', name: '大三巴牌坊' });
    expect(menu[0].topViewSight.thumbnail).toMatch(/^\/media\/art\/church\/ochre\/ruins-of-st-pauls\.svg/);
  });

  it('GET /api/announcement lists active announcements newest first', async () => {
    const body = await json('/api/announcement');
    expect(body.messages.map((m: { id: string }) => m.id)).toEqual(['typhoon-8', 'old-info']);
    expect(body.messages[0]).toMatchObject({
      content: '<p>Typhoon signal 8</p>',
      issuedTime: 1763800000,
      active: true,
      isWarning: true,
      channels: ['web', 'app'],
    });
    expect(body.information).toEqual([expect.objectContaining({ id: 'old-info', channel: 'web' })]);
  });

  it('GET /api/banner/home and /api/banner/footer', async () => {
    // The second slide is tied to the fixture light festival, on at the tests' date (routes/current.test.ts).
    expect((await json('/api/banner/home'))[0]).toEqual({
      id: 'welcome',
      link: '/sightseeing',
      title: 'Welcome',
      image: '/media/art/lantern/auto/welcome.svg?aspect=banner',
      fallbackFields: [],
    });
    const footer = await json('/api/banner/footer');
    expect(footer[0]).toMatchObject({ link: 'https://example.org/app', title: 'Get the app', showOn: [{ url: '/', exact: true }] });
    expect(footer[0].image).toMatch(/^\/media\/art\/info\//);
  });

  it('GET /api/socialmedia/subscription and /api/site', async () => {
    expect((await json('/api/socialmedia/subscription')).map((s: { type: string }) => s.type)).toEqual(['facebook', 'weixin']);
    const site = await json('/api/site');
    expect(site).toMatchObject({ tel: '+853 2833 3000', emails: ['mgto@example.org'], chatbot: 'https://example.org/chat' });
  });

  it('POST /api/uit returns texts by category and key, empty for missing keys', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/uit',
      payload: { q: JSON.stringify({ common: ['bye', 'hello', 'missing'], other: ['x'] }), lang: 'pt' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ common: { bye: 'Bye', hello: 'Olá', missing: '' }, other: { x: '' } });
  });

  it('POST /api/uit rejects malformed q and bad lang with 400', async () => {
    for (const payload of [
      { q: '{not json', lang: 'en' },
      { q: '["a"]', lang: 'en' },
      { q: '{"a": [1]}', lang: 'en' },
      { q: '{"a":["b"]}', lang: 'ru' },
      { lang: 'en' },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/uit', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('Bad Request');
    }
  });
});
