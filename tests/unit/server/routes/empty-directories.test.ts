// Issue 26, "no empty promises": while the travel-agency directory or the quality-award list holds nothing, no menu,
// banner, sitemap or offline pack offers it, and the list answers say so (total 0); with records, all of it is back.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePaths } from '../../../../server/seo/sitemap';
import type { Store } from '../../../../server/store';
import { buildApp, copyFixtures } from '../helpers';

const AGENCIES = '/travelessential/before-you-travel/travel-agencies';

/** The fixture content with a footer banner to the award list; `empty` also drops every agency and every award. */
function content(empty: boolean): string {
  const dir = copyFixtures();
  const file = (name: string) => path.join(dir, name);
  const banners = JSON.parse(fs.readFileSync(file('home/banners.json'), 'utf8'));
  banners.footer.push({ id: 'footer-qtsas', title: { en: 'Quality award restaurants' }, link: '/dining/qtsas-restaurant', motif: 'food' });
  banners.home.push({ id: 'home-agencies', title: { en: 'Find a travel agency' }, link: '/travelagencies/search', motif: 'office' });
  fs.writeFileSync(file('home/banners.json'), JSON.stringify(banners));
  if (empty) {
    fs.writeFileSync(file('travel-agencies.json'), '[]');
    const restaurants = JSON.parse(fs.readFileSync(file('dining/restaurants.json'), 'utf8')) as { qtsas?: unknown }[];
    for (const r of restaurants) delete r.qtsas;
    fs.writeFileSync(file('dining/restaurants.json'), JSON.stringify(restaurants));
  }
  return dir;
}

interface Built {
  app: FastifyInstance;
  store: Store;
}
let full: Built;
let empty: Built;
beforeAll(async () => {
  full = await buildApp(content(false));
  empty = await buildApp(content(true));
});
afterAll(async () => {
  await full.app.close();
  await empty.app.close();
});

const json = async (b: Built, url: string) => {
  const res = await b.app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const menuLinks = async (b: Built) =>
  ((await json(b, '/api/travelessential/menu')) as { items: { link: string }[] }[]).flatMap((s) => s.items.map((i) => i.link));
const bannerLinks = async (b: Built, where: 'home' | 'footer') => ((await json(b, `/api/banner/${where}`)) as { link: string }[]).map((x) => x.link);

describe('travel agencies with none listed', () => {
  it('are offered by no menu, banner or sitemap, and come back with the first agency', async () => {
    expect(await menuLinks(empty)).not.toContain(AGENCIES);
    expect(await menuLinks(empty)).toContain('/travelessential/before-you-travel/visas');
    expect(await bannerLinks(empty, 'home')).not.toContain('/travelagencies/search');
    expect(sitePaths(empty.store).filter((p) => p.includes('travel-agencies') || p.startsWith('travelagencies'))).toEqual([]);

    expect(await menuLinks(full)).toContain(AGENCIES);
    expect(await bannerLinks(full, 'home')).toContain('/travelagencies/search');
    expect(sitePaths(full.store)).toEqual(expect.arrayContaining(['travelessential/before-you-travel/travel-agencies', 'travelagencies/search']));
  });

  it('answer the search with total 0, so the page can tell "none listed" from "none matches"', async () => {
    expect(await json(empty, '/api/travelagency?page=1&pagesize=10')).toMatchObject({ resultCount: 0, total: 0, results: [] });
    expect(await json(full, '/api/travelagency?keyword=nothing-like-this')).toMatchObject({ resultCount: 0, total: 2 });
  });
});

describe('quality-award restaurants with no holder', () => {
  it('are offered by no banner, sitemap or dining-page link, and come back with the first holder', async () => {
    expect(await bannerLinks(empty, 'footer')).not.toContain('/dining/qtsas-restaurant');
    expect(sitePaths(empty.store)).not.toContain('dining/qtsas-restaurant');
    expect(await json(empty, '/api/dining')).toMatchObject({ qtsasCount: 0 });
    expect(await json(empty, '/api/dining/qtsas_restaurant')).toMatchObject({ resultCount: 0, total: 0 });

    expect(await bannerLinks(full, 'footer')).toContain('/dining/qtsas-restaurant');
    expect(sitePaths(full.store)).toContain('dining/qtsas-restaurant');
    expect(await json(full, '/api/dining')).toMatchObject({ qtsasCount: 2 });
    expect(await json(full, '/api/dining/qtsas_restaurant?keyword=nothing-like-this')).toMatchObject({ resultCount: 0, total: 2 });
  });

  it('leave their filters out of the offline pack, which keeps the answers the explaining pages need', async () => {
    const urls = async (b: Built) => ((await json(b, '/api/offline/manifest?lang=en')) as { entries: { url: string }[] }).entries.map((e) => e.url);
    const none = await urls(empty);
    expect(none.filter((u) => u.startsWith('/api/dining/qtsas_restaurant') && u !== '/api/dining/qtsas_restaurant?lang=en')).toEqual([]);
    expect(none).toEqual(
      expect.arrayContaining(['/api/dining/qtsas_restaurant?lang=en', '/api/dining?lang=en', '/api/travelagency?pagesize=10&page=1&lang=en']),
    );
    expect((await urls(full)).filter((u) => u.startsWith('/api/dining/qtsas_restaurant_filter'))).toHaveLength(1);
  });
});
