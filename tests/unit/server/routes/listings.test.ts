// Dining, accommodation, travel agencies, information pages, articles, videos and home blocks.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swapFirst } from '../../../../server/routes/home';
import { buildApp } from '../helpers';

let app: FastifyInstance;
const json = async (url: string) => {
  const res = await app.inject(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const ids = (list: { id: string }[]) => list.map((x) => x.id);
const status = async (url: string) => (await app.inject(url)).statusCode;

beforeAll(async () => {
  ({ app } = await buildApp());
});
afterAll(async () => app.close());

describe('dining', () => {
  it('recommendations and filters', async () => {
    expect(ids((await json('/api/dining')).recommend)).toEqual(['a-lorcha']);
    const f = await json('/api/dining/qtsas_restaurant_filter?lang=zh-hant');
    // No empty promises: no award restaurant serves Macanese food, so the award filter does not offer it.
    expect(f.cuisines).toEqual([{ name: 'Portuguese', value: 'portuguese', fallbackFields: ['name'] }]);
    expect((await json('/api/dining/restaurant_filter?lang=zh-hant')).cuisines).toEqual([
      { name: '澳門土生菜', value: 'macanese', fallbackFields: [] },
      { name: 'Portuguese', value: 'portuguese', fallbackFields: ['name'] },
    ]);
    expect(f.districts.map((d: { value: string }) => d.value)).toEqual(['peninsula', 'taipa']);
    expect((await json('/api/dining/restaurant_filter')).categories.map((c: { value: string }) => c.value)).toEqual(['fine-dining', 'cafe']);
  });

  it('list cards carry the hours (with the public holidays their PH needs) only for a record that has them', async () => {
    const cardOf = (list: { id: string }[], id: string) => list.find((x) => x.id === id) as { hours?: string; publicHolidays?: string[] };
    const lists = [(await json('/api/dining')).recommend, (await json('/api/dining/restaurant')).results, (await json('/api/dining/qtsas_restaurant')).results];
    for (const list of lists) {
      const lorcha = cardOf(list, 'a-lorcha');
      expect(lorcha.hours).toBe('Mo,We-Su 12:00-22:30; Tu off; PH 12:00-22:30');
      expect(lorcha.publicHolidays).toContain('2026-12-20');
    }
    const manel = cardOf((await json('/api/dining/restaurant')).results, 'o-manel');
    expect(manel).toBeDefined();
    expect(manel).not.toHaveProperty('hours');
    expect(manel).not.toHaveProperty('publicHolidays');
    // Hotels and sights without structured hours stay as they were.
    for (const h of (await json('/api/accommodation?page=1')).results) expect(h).not.toHaveProperty('hours');
    for (const s of (await json('/api/experience/sightseeing/world-heritage')).sights) expect(s).not.toHaveProperty('hours');
  });

  it('the dining page: the gastronomy story (sanitised), the award scheme with counts, and the dining articles', async () => {
    const body = await json('/api/dining?lang=pt');
    expect(body.introduction.story).toMatchObject({ title: 'Quatro séculos à mesma mesa', article: 'macanese-table', fallbackFields: ['badge', 'content'] });
    expect(body.introduction.story.content).toBe("<p>Macao's food story.</p>");
    expect(body.introduction.qtsas.title).toBe('Quality Tourism Services Accreditation Scheme');
    // Both award restaurants hold gold; the icon is our artwork.
    expect(body.awards).toEqual([
      { name: 'Gold award', value: 'gold', icon: expect.stringMatching(/^\/media\/art\/food\//), remark: 'Best', count: 2, fallbackFields: ['name', 'remark'] },
    ]);
    expect(body.articles).toEqual([
      {
        category: 'dining',
        slug: 'macanese-table',
        title: 'A mesa macaense',
        summary: 'Minchi, African chicken and the family recipes behind them.',
        thumbnail: expect.stringMatching(/^\/media\/art\/food\/ochre\/macanese-table\.svg/),
        updatedAt: '2026-09-01',
        fallbackFields: ['summary'],
      },
    ]);
  });

  it('quality-award search: multi-select, any, keyword, dropped options', async () => {
    expect(ids((await json('/api/dining/qtsas_restaurant')).results)).toEqual(['a-lorcha', 'o-manel']);
    expect(ids((await json('/api/dining/qtsas_restaurant?district=taipa')).results)).toEqual(['o-manel']);
    expect(ids((await json('/api/dining/qtsas_restaurant?district=taipa,peninsula&category=')).results)).toEqual(['a-lorcha', 'o-manel']);
    expect(ids((await json('/api/dining/qtsas_restaurant?district=gone')).results)).toEqual(['a-lorcha', 'o-manel']);
    const kw = await json('/api/dining/qtsas_restaurant?keyword=LORCHA');
    expect(kw).toMatchObject({ resultCount: 1 });
  });

  it('restaurant search pages by 10 and returns page, resultCount, results', async () => {
    const body = await json('/api/dining/restaurant?cuisine=portuguese&page=1');
    expect(body.page).toBe(1);
    expect(body.resultCount).toBe(2);
    expect(body.results[0]).toMatchObject({ id: 'a-lorcha', cuisine: { name: 'Portuguese', value: 'portuguese' }, category: { value: 'fine-dining' } });
    expect((await json('/api/dining/restaurant?page=2')).results).toEqual([]);
    expect(ids((await json('/api/dining/restaurant?keyword=riquex%C3%B3')).results)).toEqual(['riquexo']);
  });

  it('details carry awards with validity, gallery, infos and nearby POIs; 404 otherwise', async () => {
    const r = await json('/api/dining/qtsas_restaurant/a-lorcha');
    expect(r.awards[0]).toMatchObject({ name: 'Gold award', value: 'gold', remark: 'Best', validity: [2025, 2026], validityText: '2025-2026; 2026-2027' });
    expect(r.gallery).toHaveLength(3);
    expect(r.infos).toMatchObject({ address: 'Rua do Almirante Sérgio' });
    expect(r.pois.map((p: { distance: number }) => p.distance).every((d: number) => d <= 200)).toBe(true);
    expect((await json('/api/dining/restaurant/riquexo')).awards).toEqual([]);
    expect(await status('/api/dining/qtsas_restaurant/riquexo')).toBe(404);
    expect(await status('/api/dining/restaurant/nope')).toBe(404);
  });
});

describe('accommodation', () => {
  it('introduction without search params, search with them', async () => {
    const intro = await json('/api/accommodation');
    expect(intro.introduction).toMatchObject({ title: 'Where to stay in Macao', content: '<p>Hotels by class.</p>' });
    expect(intro.awards).toEqual([{ name: 'Green hotel', value: 'green-hotel', icon: expect.any(String), count: 1, fallbackFields: [] }]);
    // The four-star class has no hotel in the fixture: it is not offered.
    expect(intro.stars.map((s: { value: string; count: number }) => [s.value, s.count])).toEqual([
      ['five-star-deluxe', 1],
      ['budget', 1],
    ]);
    const search = await json('/api/accommodation?star=budget');
    expect(search).toMatchObject({ page: 1, resultCount: 1 });
    expect(search.results[0]).toMatchObject({ id: 'budget-inn', star: { name: 'Budget', value: 'budget' } });
    expect((await json('/api/accommodation?keyword=lisboa&page=1')).resultCount).toBe(1);
    const filter = await json('/api/accommodation_filter');
    expect(Object.keys(filter)).toEqual(['stars', 'districts', 'awards']);
    // No hotel of the fixture's four-star class: neither the introduction nor the filter offers it.
    expect(filter.stars.map((s: { value: string }) => s.value)).toEqual(['five-star-deluxe', 'budget']);
    const h = await json('/api/accommodation/grand-lisboa');
    expect(h.award[0]).toMatchObject({ value: 'green-hotel', validityText: '2024-2025; 2025-2026' });
    expect(h.gallery).toHaveLength(3);
    expect(await status('/api/accommodation/nope')).toBe(404);
  });
});

describe('travel agencies', () => {
  it('search by award and keyword with page size, details with branches as subsights', async () => {
    const all = await json('/api/travelagency?pagesize=1');
    expect(all).toMatchObject({ page: 1, resultCount: 2 });
    expect(all.results).toHaveLength(1);
    expect(ids((await json('/api/travelagency?award=star-service')).results)).toEqual(['macau-tours']);
    expect(ids((await json('/api/travelagency?keyword=taipa%20branch')).results)).toEqual(['macau-tours']);
    const a = await json('/api/travelagency/macau-tours');
    expect(ids(a.subsights)).toEqual(['macau-tours', 'macau-tours-taipa']);
    expect(a.subsights[1]).toMatchObject({ coordinate: [113.555, 22.155], awards: [{ value: 'star-service', validity: [2025] }] });
    expect(await status('/api/travelagency/nope')).toBe(404);
  });
});

describe('information pages, articles and media', () => {
  it('office place lists and brochures', async () => {
    expect(ids(await json('/api/border-checkpoints'))).toEqual(['border-checkpoints-1']);
    expect(ids(await json('/api/info-counters'))).toEqual(['info-counters-1']);
    expect((await json('/api/delegations'))[0]).toMatchObject({ id: 'beijing', region: 'Mainland', coordinate: [116.4, 39.9] });
    expect((await json('/api/representatives'))[0]).toMatchObject({ id: 'lisbon', region: 'Europe' });
    expect((await json('/api/brochures'))[0]).toMatchObject({ id: 'city-guide', pages: 24, languages: ['en', 'pt'] });
  });

  it('articles, including the accessibility level-icon list; 404 for unknown ones', async () => {
    const a = await json('/api/article/before-you-travel/visas?lang=pt');
    expect(a).toMatchObject({ category: 'before-you-travel', slug: 'visas', title: 'Vistos', updatedAt: '2026-10-01', script: { fullWidth: true } });
    expect(a.fallbackFields).toEqual(expect.arrayContaining(['summary', 'content']));
    expect(a.tabs[0]).toMatchObject({ id: 'rules', title: 'Rules' });
    expect((await json('/api/article/accessibility/level-icon-list')).title).toBe('Level icons');
    expect(await status('/api/article/before-you-travel/nope')).toBe(404);
  });

  it('video playlists and gallery', async () => {
    const p = await json('/api/video-playlists');
    expect(p.playlists[0]).toMatchObject({ id: 'highlights', videos: [{ id: 'v1', duration: 6, src: '/media/video/v1.mp4' }] });
    expect((await json('/api/videogallery')).videos[0]).toMatchObject({ id: 'v1', playlist: 'highlights' });
  });
});

describe('home blocks', () => {
  it('popular attractions keep the same set and swap only the first one', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const body = await json('/api/popularattraction');
      expect(ids(body[0].attractions).sort()).toEqual(['macao-museum', 'ruins-of-st-pauls', 'senado-square']);
      seen.add(body[0].attractions[0].id);
    }
    expect(seen.size).toBeGreaterThan(1);
    const fixed = swapFirst([{ attractions: ['a', 'b', 'c'] }], () => 0.99) as { attractions: string[] }[];
    expect(fixed[0]!.attractions).toEqual(['c', 'b', 'a']);
  });

  it('social feed and curator posts', async () => {
    expect(await json('/api/socialmedia/feed')).toEqual({ infoFeeds: ['feed-a'], imgFeeds: ['feed-b'] });
    const posts = await json('/api/curator/v1/feeds/feed-a/posts?limit=1');
    expect(posts.posts).toHaveLength(1);
    expect(posts.posts[0]).toMatchObject({
      text: 'Hello',
      is_repost: false,
      network_id: 'facebook',
      url: 'https://facebook.com/p1',
      source_identifier: 'mgto',
    });
    expect(posts.posts[0].image).toMatch(/^\/media\/art\/lantern\//);
    expect(posts.networks).toEqual([{ id: 'facebook', name: 'facebook' }]);
    expect(await status('/api/curator/v1/feeds/nope/posts?limit=10')).toBe(404);
    expect(await status('/api/curator/v1/feeds/feed-a/posts?limit=500')).toBe(400);
  });

  it('top tours, what is happening and more', async () => {
    const top = await json('/api/tour/top');
    expect(top[0]).toMatchObject({ category: 'suggested-tours', group: 'historic-walk' });
    expect(ids(top[0].sights)).toEqual(['senado-square', 'ruins-of-st-pauls', 'a-ma-temple-stop']);
    const wh = await json('/api/whatshappening');
    expect(wh.cards[0]).toMatchObject({ id: 'card-1', link: '/events' });
    expect(wh.banners[0].image).toMatch(/aspect=banner$/);
    const more = await json('/api/more?p=/en/sightseeing/world-heritage/senado-square');
    expect(ids(more.items)).toEqual(['ruins-of-st-pauls']);
    expect(more.items[0].link).toBe('/sightseeing/world-heritage/ruins-of-st-pauls');
    expect((await json('/api/more?p=/fnb/snacks')).items[0].link).toBe('/dining/specialty-foods/snacks/egg-tart');
    expect((await json('/api/more?p=/')).items[0].id).toBe('ruins-of-st-pauls');
  });
});
