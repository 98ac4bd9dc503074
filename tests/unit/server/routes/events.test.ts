// Events and site search: month filter, date status and sort computed for Macao's "today", calendar, PDFs, /api/gcse.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { macaoToday } from '#shared/events';
import { buildApp } from '../helpers';

let app: FastifyInstance;
const json = async (url: string) => {
  const res = await app.inject(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const ids = (list: { id: string }[]) => list.map((x) => x.id);

beforeAll(async () => {
  ({ app } = await buildApp()); // the clock is fixed at 2026-11-22 in Macao
});
afterAll(async () => app.close());

describe("what's on", () => {
  it('uses Macao time for today', () => {
    expect(macaoToday(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
    expect(macaoToday(new Date('2026-11-21T15:30:00Z'))).toBe('2026-11-21');
  });

  it('filter lists types and the 12 months up to the current one', async () => {
    const f = await json('/api/enf/whatson_filter');
    // No event is of the fixture's "sport" type, so it is not offered.
    expect(f.types.map((t: { value: string }) => t.value)).toEqual(['festival', 'music']);
    expect(f.months).toHaveLength(12);
    expect(f.months[0]).toMatchObject({ value: '202611', month: '2026-11' });
  });

  it('without a month keeps current and later events, sorted by status then days', async () => {
    const body = await json('/api/enf/whatson');
    expect(ids(body.results)).toEqual(['light-festival', 'music-festival', 'december-fair']);
    expect(body.resultCount).toBe(3);
    expect(body.results[0]).toMatchObject({ dateStatus: 'inProgress', daysBeforeEnd: 3, badge: 'ending', coordinate: [113.539, 22.1935] });
    expect(body.results[1]).toMatchObject({ dateStatus: 'upComing', daysBeforeStart: 9 });
    expect(body.results[2]).toMatchObject({ dateStatus: 'fullMonth', month: '2026-12' });
    expect(ids(body.top)).toEqual(['light-festival', 'music-festival']);
  });

  it('with a month keeps only that month; type and keyword filter', async () => {
    expect(ids((await json('/api/enf/whatson?m=202612')).results)).toEqual(['music-festival', 'december-fair']);
    expect(ids((await json('/api/enf/whatson?m=202602')).results)).toEqual(['old-parade']);
    expect((await json('/api/enf/whatson?m=202602')).results[0]).toMatchObject({ dateStatus: 'ended' });
    expect(ids((await json('/api/enf/whatson?type=music')).results)).toEqual(['music-festival']);
    expect(ids((await json('/api/enf/whatson?keyword=light')).results)).toEqual(['light-festival']);
    expect((await json('/api/enf/whatson?m=202501')).resultCount).toBe(0);
  });

  it('details, calendar lookup with link, PDFs, calendar and upcoming', async () => {
    const e = await json('/api/enf/whatson/light-festival');
    expect(e).toMatchObject({ id: 'light-festival', types: [{ name: 'Festival', value: 'festival' }], location: [{ coordinate: [113.539, 22.1935] }] });
    expect(e.gallery).toHaveLength(3);
    expect(ids(e.pois)).toContain('senado-square');
    expect((await json('/api/enf/calendar/light-festival')).link).toBe('https://example.org/lf');
    expect((await json('/api/enf/calendar/music-festival')).link).toBeUndefined();
    expect((await app.inject('/api/enf/whatson/nope')).statusCode).toBe(404);
    expect((await app.inject('/api/enf/calendar/nope')).statusCode).toBe(404);
    expect((await json('/api/enf/whatson-pdf'))[0]).toMatchObject({ month: '2026-12', file: 'whatson-2026-12.pdf' });
    const cal = await json('/api/enf/calendar');
    expect(cal.introduction).toBe('<p>Annual calendar.</p>');
    expect(cal.Introduction).toBe(cal.introduction);
    expect(ids(cal.enfs)).toEqual(['light-festival', 'music-festival']);
    expect(ids((await json('/api/enf')).enfs)).toEqual(['light-festival', 'music-festival']);
  });
});

describe('GET /api/gcse', () => {
  it('searches the locale of lang and returns items with links under the locale', async () => {
    const en = await json('/api/gcse?q=ruins');
    expect(en.items[0]).toMatchObject({ link: '/en/sightseeing/world-heritage/ruins-of-st-pauls', title: "Ruins of St. Paul's" });
    expect(en.queries.request[0].searchTerms).toBe('ruins');
    const zh = await json(`/api/gcse?q=${encodeURIComponent('大三巴')}&lang=zh-hant`);
    expect(zh.items[0].link).toBe('/zh-hant/sightseeing/world-heritage/ruins-of-st-pauls');
    const egg = await json('/api/gcse?q=tart&siteSearch=example.org/pt');
    expect(egg.items[0].link).toBe('/pt/dining/specialty-foods/snacks/egg-tart');
  });

  it('validates q, start and sort', async () => {
    for (const url of ['/api/gcse', '/api/gcse?q=', '/api/gcse?q=%20', `/api/gcse?q=${'a'.repeat(201)}`, '/api/gcse?q=a&start=0', '/api/gcse?q=a&sort=name']) {
      expect((await app.inject(url)).statusCode, url).toBe(400);
    }
  });
});

describe('PDF lists', () => {
  it('link each PDF in the request’s language and mark the fields served in English', async () => {
    const ja = (await json('/api/enf/whatson-pdf?lang=ja'))[0];
    expect(ja).toMatchObject({ title: "What's on December", link: '/media/pdf/whatson-2026-12.ja.pdf', fallbackFields: ['title'] });
    expect((await json('/api/enf/whatson-pdf?lang=en'))[0]).toMatchObject({ link: '/media/pdf/whatson-2026-12.en.pdf', fallbackFields: [] });
    const brochure = (await json('/api/brochures?lang=ar'))[0];
    expect(brochure.link).toBe('/media/pdf/brochure-city-guide.ar.pdf');
    expect(brochure.fallbackFields).toEqual(expect.arrayContaining(['title', 'summary']));
  });
});
