// The offline pack holds every answer the app's screens ask for: each query factory of src/api, called with the
// arguments a visitor's navigation gives it over the fixture content, fetches a URL the locale's manifest lists
// (server/offline/sections.ts). A factory left out of the pack must say why in NOT_SAVED; a new factory that is in
// neither list fails here, so a screen's answers cannot drift out of "Save Macao for offline" unnoticed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { OfflineManifest } from '#shared/api/offline';
import type { Locale } from '#shared/locales';
import { packKey } from '#shared/offline';
import { buildApp } from '../../../../server/app';
import { readConfig } from '../../../../server/config';
import type { Store } from '../../../../server/store';
import * as accessibilityQueries from '../../../../src/api/accessibility-queries';
import * as articleQueries from '../../../../src/api/article-queries';
import * as essentialsQueries from '../../../../src/api/essentials-queries';
import * as homeQueries from '../../../../src/api/home-queries';
import * as mapQueries from '../../../../src/api/map-queries';
import * as queries from '../../../../src/api/queries';
import * as videoQueries from '../../../../src/api/video-queries';
import type { ApiQueryMeta } from '../../../../src/api/queries';

const ORIGIN = 'http://guide.test';
const MODULES = { accessibilityQueries, articleQueries, essentialsQueries, homeQueries, mapQueries, queries, videoQueries };

/** Factories whose answers are not saved, and why (each is still answered online). */
const NOT_SAVED: Record<string, string> = {
  // The saved /api/pois (every POI of the locale) answers these in the service worker (sw/saved-answers.ts).
  poisQuery: 'computed offline from the saved list of every POI',
  // Offline, the search modal searches the saved index (/api/search-index, in the pack) instead.
  searchQuery: 'searched offline over the saved search index',
};

type Query = { meta?: Record<string, unknown> };
type Factory = (locale: Locale, ...args: never[]) => Query;
/** The argument lists a visitor's navigation gives each saved factory, from what the store holds. */
type Calls = (store: Store, locale: Locale) => unknown[][];

const one: Calls = () => [[]];
const categories = (store: Store) => [...new Set(store.articles().map((a) => a.category))];

const SAVED: Record<string, Calls> = {
  experienceMenuQuery: one,
  travelEssentialMenuQuery: one,
  announcementsQuery: one,
  weatherQuery: one,
  warningsQuery: one,
  footerBannersQuery: one,
  homeBannersQuery: one,
  subscriptionsQuery: one,
  siteQuery: one,
  popularAttractionsQuery: one,
  whatsHappeningQuery: one,
  topToursQuery: one,
  upcomingEventsQuery: one,
  socialFeedsQuery: one,
  weatherDetailQuery: one,
  feedPostsQuery: (store) => {
    const feeds = store.document('social')?.feeds;
    return [...(feeds?.infoFeeds ?? []), ...(feeds?.imgFeeds ?? [])].map((id) => [id]);
  },
  overviewQuery: (store) => [...store.experienceGroups().map((g) => [g.category]), ...store.tourCategories().map((t) => [t.category])],
  groupQuery: (store) => [
    ...store.experienceGroups().map((g) => [g.category, g.group]),
    ...store.tourCategories().flatMap((t) => (store.tourCategory(t.category)?.groups ?? []).map((g) => [t.category, g.group])),
  ],
  entityQuery: (store) => [
    ...store.sights().flatMap((s) => (s.category && s.group ? [[s.category, s.group, s.id]] : [])),
    ...store
      .tourCategories()
      .flatMap((t) =>
        (store.tourCategory(t.category)?.groups ?? []).flatMap((g) => g.stops.map((stop) => [t.category, g.group, 'sight' in stop ? stop.sight : stop.id])),
      ),
  ],
  sightQuery: (store) => store.sights().map((s) => [s.id]),
  tagQuery: (store) => store.tags().map((t) => [t.id]),
  articleQuery: (store) => store.articles().map((a) => [a.category, a.slug]),
  articleDetailQuery: (store) => store.articles().map((a) => [a.category, a.slug]),
  // The bare /article/{slug} address finds its article in whichever category (bar the barrier-free guide's) holds it.
  articleBySlugQuery: (store) => store.articles().flatMap((a) => (a.category === 'accessibility' ? [] : [[a.slug]])),
  articleListQuery: (store) => categories(store).map((c) => [c]),
  levelIconListQuery: one,
  accessibilitySettingsQuery: one,
  accessibilityFileQuery: () => accessibilityQueries.ACCESSIBILITY_FILES.map((f) => [f]),
  diningQuery: one,
  restaurantFilterQuery: one,
  qtsasFilterQuery: (store) => (store.restaurants().some((r) => r.qtsas) ? [[]] : []),
  qtsasSearchQuery: (store) => [
    [{}],
    ...(store.restaurants().some((r) => r.qtsas) ? (store.document('dining-taxonomy')?.cuisines ?? []).map((c) => [{ cuisine: c.value }]) : []),
  ],
  restaurantSearchQuery: () => [[{}, 1]],
  restaurantQuery: (store) => store.restaurants().map((r) => [r.id]),
  qtsasRestaurantQuery: (store) => store.restaurants().flatMap((r) => (r.qtsas ? [[r.id]] : [])),
  accommodationQuery: one,
  hotelFilterQuery: one,
  hotelSearchQuery: (store) => [[{}], ...(store.document('accommodation-taxonomy')?.stars ?? []).map((s) => [{ star: s.value }])],
  hotelQuery: (store) => store.hotels().map((h) => [h.id]),
  whatsonFilterQuery: one,
  whatsonSearchQuery: (store) => [[{}], ...(store.document('event-types') ?? []).map((t) => [{ type: t.value }])],
  whatsonEventQuery: (store) => store.events().flatMap((e) => (e.hidden ? [] : [[e.id]])),
  calendarQuery: one,
  calendarLookupQuery: (store) => store.events().flatMap((e) => (e.hidden ? [] : [[e.id]])),
  whatsonPdfQuery: one,
  placesQuery: () => [['border-checkpoints'], ['info-counters'], ['delegations'], ['representatives']],
  brochuresQuery: one,
  travelAgencySearchQuery: () => [[{}]],
  videoPlaylistsQuery: one,
};

/** Every query factory the app's API layer exports. */
const factories = Object.fromEntries(
  Object.values(MODULES).flatMap((mod) => Object.entries(mod).filter(([name, v]) => /Query$/.test(name) && name !== 'apiQuery' && typeof v === 'function')),
) as Record<string, Factory>;

let app: FastifyInstance;
let store: Store;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'macao-pack-coverage-'));
  const tiles = join(dir, 'tiles');
  mkdirSync(join(tiles, 'fonts'), { recursive: true });
  writeFileSync(join(tiles, 'macao.pmtiles'), Buffer.alloc(16, 7));
  writeFileSync(join(tiles, 'style.json'), JSON.stringify({ version: 8, sources: {}, layers: [] }));
  const config = { ...readConfig({}, dir), contentDir: resolve('tests/fixtures/content'), dbPath: join(dir, 'store.sqlite'), tilesDir: tiles };
  ({ app, store } = await buildApp({ config }));
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function packKeys(locale: Locale): Promise<Set<string>> {
  const res = await app.inject({ method: 'GET', url: `/api/offline/manifest?lang=${locale}` });
  expect(res.statusCode).toBe(200);
  const manifest = res.json<OfflineManifest>();
  return new Set(manifest.entries.flatMap((e) => [e.url, ...(e.aliases ?? [])]).map((u) => packKey(u, ORIGIN)));
}

describe('offline pack coverage', () => {
  it('knows every query factory of src/api: saved, or left out for a stated reason', () => {
    const names = Object.keys(factories);
    expect(names.length).toBeGreaterThan(40);
    const unknown = names.filter((n) => !(n in SAVED) && !(n in NOT_SAVED));
    expect(unknown, 'add each new query factory to SAVED (with the arguments screens give it) or NOT_SAVED').toEqual([]);
    expect(Object.keys(SAVED).filter((n) => !(n in factories))).toEqual([]);
  });

  for (const locale of ['en', 'ar'] as const) {
    it(`holds every URL the screens fetch in ${locale}`, async () => {
      const saved = await packKeys(locale);
      const missing: string[] = [];
      let checked = 0;
      for (const [name, calls] of Object.entries(SAVED)) {
        for (const args of calls(store, locale)) {
          const meta = factories[name]!(locale, ...(args as never[])).meta as ApiQueryMeta | undefined;
          expect(meta?.url, `${name} carries its URL in meta`).toBeTypeOf('string');
          checked += 1;
          if (saved.has(packKey(meta!.url, ORIGIN))) continue;
          // An answer the server does not give (a feed with no posts) has nothing to save: the screen skips it.
          if ((await app.inject({ method: 'GET', url: meta!.url })).statusCode !== 200) continue;
          missing.push(`${name}(${args.map((a) => JSON.stringify(a)).join(', ')}): ${meta!.url}`);
        }
      }
      expect(checked).toBeGreaterThan(100);
      expect(missing).toEqual([]);
    });
  }
});
