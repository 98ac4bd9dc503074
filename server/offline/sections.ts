// What the offline pack of one locale holds, section by section: the one place a new screen's API answers are
// added to "Save Macao for offline" (and, marked core, to what a first visit saves in the background).
// Each section lists the URLs exactly as the app requests them (query order does not matter: see packKey), built with
// the app's own path builders (#shared/api/paths); tests/unit/server/offline/pack-coverage.test.ts fails when a query
// factory of src/api asks for a URL no section lists.
import { ACCESSIBILITY_FILES } from '../import/parse-accessibility';
import { EXPERIENCE_CATEGORIES, PLACE_FILES } from '../import/vocab';
import type { Store } from '../store';
import { directoryCounts } from '../api/directories';
import type { EntryScope } from '#shared/api/offline';
import { apiPath, type ApiPath, type ApiRoute } from '#shared/api/paths';
import type { Locale } from '#shared/locales';
import { WALK_GRAPH_URL } from '#shared/walk/format';

export interface PackRequest {
  url: string;
  core?: boolean;
  live?: boolean;
  /** URLs answering the same body (stored under each after one download). */
  aliases?: string[];
}

export interface SectionContext {
  store: Store;
  locale: Locale;
  /** An API URL with the locale's `lang` parameter, built as the app's client builds it. */
  api(path: ApiPath, params?: Record<string, string | number | undefined>): string;
  /** The parsed answer of a URL (fetched once, through the app itself), to discover pages and ids. */
  json<T>(url: string): Promise<T | undefined>;
}

export interface SectionDef {
  id: string;
  scope: EntryScope;
  urls(ctx: SectionContext): Promise<PackRequest[]> | PackRequest[];
}

/** SPEC §9: search page size of the list answers (restaurants, hotels). */
const PAGE_SIZE = 10;
/** SPEC §9: agency searches come in pages of 10 (the app asks with pagesize=10). */
const AGENCY_PAGE_SIZE = 10;

/** Every page of a paged list answer ({ resultCount }), page 1 first. */
async function pages(ctx: SectionContext, path: ApiPath, params: Record<string, string | undefined> = {}): Promise<PackRequest[]> {
  const first = ctx.api(path, { ...params, page: 1 });
  const head = await ctx.json<{ resultCount?: number }>(first);
  const count = Math.max(1, Math.ceil((head?.resultCount ?? 0) / PAGE_SIZE));
  return Array.from({ length: count }, (_, i) => ({ url: ctx.api(path, { ...params, page: i + 1 }) }));
}

/** The one-value filter answers a menu or a chip links to (?category=, ?cuisine=, ?star= …). */
function singleFilters(ctx: SectionContext, path: ApiPath, dims: Record<string, { value: string }[] | undefined>): PackRequest[] {
  return Object.entries(dims).flatMap(([param, values]) => (values ?? []).map((v) => ({ url: ctx.api(path, { [param]: v.value }) })));
}

/** SPEC §9: each curator posts request asks for 10. */
const FEED_POSTS_LIMIT = 10;
/** The search index is not a JSON route of the contract (it is sent pre-compressed), so its path is written here. */
const SEARCH_INDEX_PATH = '/api/search-index' as ApiPath;

/** What the home page and the page frame ask for on every page: menus, banners, the home blocks, the site. */
const HOME_ROUTES = [
  '/api/banner/home',
  '/api/whatshappening',
  '/api/enf',
  '/api/tour/top',
  '/api/socialmedia/feed',
  '/api/experience/menu',
  '/api/travelessential/menu',
  '/api/banner/footer',
  '/api/socialmedia/subscription',
  '/api/site',
] as const satisfies readonly ApiRoute[];
const LIVE_ROUTES = ['/api/popularattraction', '/api/announcement', '/api/weather', '/api/warnings'] as const satisfies readonly ApiRoute[];
const ESSENTIALS_ROUTES = [
  ...PLACE_FILES.map((kind) => `/api/${kind}` as const),
  '/api/brochures',
  '/api/video-playlists',
] as const satisfies readonly ApiRoute[];

export const SECTIONS: readonly SectionDef[] = [
  {
    // What the home page and the page frame ask for on every page (menus, weather, announcements, banners).
    id: 'home',
    scope: 'locale',
    urls: (ctx) => {
      const social = ctx.store.document('social');
      const feeds = [...(social?.feeds.infoFeeds ?? []), ...(social?.feeds.imgFeeds ?? [])];
      return [
        ...HOME_ROUTES.map((r) => ({ url: ctx.api(apiPath(r)), core: true })),
        ...feeds.map((feedId) => ({ url: ctx.api(apiPath('/api/curator/v1/feeds/:feedId/posts', { feedId }), { limit: FEED_POSTS_LIMIT }), core: true })),
        // Live data: the last answer is what a traveller sees offline, fetched again on every save.
        // The warnings answer too: a saved place page then shows what the signal in force at saving time means for it.
        ...LIVE_ROUTES.map((r) => ({ url: ctx.api(apiPath(r)), core: true, live: true })),
        // The rules the worker applies to a pushed warning offline (sw/push.ts).
        { url: ctx.api(apiPath('/api/offline/warning-rules')), core: true },
        { url: ctx.api(apiPath('/api/weather'), { detail: 1 }), core: true, live: true },
      ];
    },
  },
  {
    id: 'pois',
    scope: 'locale',
    urls: (ctx) => [{ url: ctx.api(apiPath('/api/pois')), core: true }],
  },
  {
    // Overviews and groups come with a first visit; each sight's page (also reachable as /sight/{id}) with the pack.
    id: 'sights',
    scope: 'locale',
    urls: (ctx) => [
      ...EXPERIENCE_CATEGORIES.flatMap((category) => [
        { url: ctx.api(apiPath('/api/experience/:category', { category })), core: true },
        ...ctx.store.experienceGroups(category).flatMap(({ group }) => [
          { url: ctx.api(apiPath('/api/experience/:category/:group', { category, group })), core: true },
          ...ctx.store.sights({ category, group }).map((s) => ({
            url: ctx.api(apiPath('/api/experience/:category/:group/:entity', { category, group, entity: s.id })),
            aliases: [ctx.api(apiPath('/api/sight/:id', { id: s.id }))],
          })),
        ]),
      ]),
      ...ctx.store.tags().map((t) => ({ url: ctx.api(apiPath('/api/tag/:tagId', { tagId: t.id })) })),
    ],
  },
  {
    id: 'tours',
    scope: 'locale',
    urls: (ctx) =>
      ctx.store.tourCategories().flatMap(({ category }) => [
        { url: ctx.api(apiPath('/api/tour/:category', { category })), core: true },
        ...(ctx.store.tourCategory(category)?.groups ?? []).flatMap(({ group, stops }) => [
          { url: ctx.api(apiPath('/api/tour/:category/:group', { category, group })), core: true },
          ...stops.map((stop) => ({
            url: ctx.api(apiPath('/api/tour/:category/:group/:entity', { category, group, entity: 'sight' in stop ? stop.sight : stop.id })),
          })),
        ]),
      ]),
  },
  {
    id: 'restaurants',
    scope: 'locale',
    urls: async (ctx) => {
      const tax = ctx.store.document('dining-taxonomy');
      const dims = { category: tax?.categories, cuisine: tax?.cuisines, district: tax?.districts };
      // With no award holder the award page only explains the scheme (its list answer says so): no filters to save.
      const holders = directoryCounts(ctx.store).qtsasRestaurants > 0;
      return [
        { url: ctx.api(apiPath('/api/dining')) },
        ...(holders ? [{ url: ctx.api(apiPath('/api/dining/qtsas_restaurant_filter')) }] : []),
        { url: ctx.api(apiPath('/api/dining/restaurant_filter')) },
        { url: ctx.api(apiPath('/api/dining/qtsas_restaurant')) },
        ...(holders ? singleFilters(ctx, apiPath('/api/dining/qtsas_restaurant'), dims) : []),
        ...(await pages(ctx, apiPath('/api/dining/restaurant'))),
        ...ctx.store.restaurants().map(({ id, qtsas }) =>
          qtsas
            ? {
                url: ctx.api(apiPath('/api/dining/qtsas_restaurant/:id', { id })),
                aliases: [ctx.api(apiPath('/api/dining/restaurant/:id', { id }))],
              }
            : { url: ctx.api(apiPath('/api/dining/restaurant/:id', { id })) },
        ),
      ];
    },
  },
  {
    id: 'hotels',
    scope: 'locale',
    urls: async (ctx) => {
      const tax = ctx.store.document('accommodation-taxonomy');
      const hotels = apiPath('/api/accommodation');
      const byStar = await Promise.all((tax?.stars ?? []).map((s) => pages(ctx, hotels, { star: s.value })));
      const byDistrict = await Promise.all((tax?.districts ?? []).map((d) => pages(ctx, hotels, { district: d.value })));
      return [
        { url: ctx.api(hotels) },
        { url: ctx.api(apiPath('/api/accommodation_filter')) },
        ...(await pages(ctx, hotels)),
        ...byStar.flat(),
        ...byDistrict.flat(),
        ...ctx.store.hotels().map(({ id }) => ({ url: ctx.api(apiPath('/api/accommodation/:id', { id })) })),
      ];
    },
  },
  {
    id: 'events',
    scope: 'locale',
    urls: (ctx) => [
      { url: ctx.api(apiPath('/api/enf/whatson')) },
      { url: ctx.api(apiPath('/api/enf/whatson_filter')) },
      { url: ctx.api(apiPath('/api/enf/calendar')) },
      { url: ctx.api(apiPath('/api/enf/whatson-pdf')) },
      ...singleFilters(ctx, apiPath('/api/enf/whatson'), { type: ctx.store.document('event-types') }),
      ...ctx.store
        .events()
        .filter((e) => !e.hidden)
        .flatMap(({ id }) => [{ url: ctx.api(apiPath('/api/enf/whatson/:id', { id })) }, { url: ctx.api(apiPath('/api/enf/calendar/:id', { id })) }]),
    ],
  },
  {
    id: 'articles',
    scope: 'locale',
    urls: (ctx) => {
      const articles = ctx.store.articles();
      // The bare /article/{slug} address answers the first article outside the barrier-free guide with that slug.
      const bySlug = new Map<string, (typeof articles)[number]>();
      for (const a of articles) if (a.category !== 'accessibility' && !bySlug.has(a.slug)) bySlug.set(a.slug, a);
      return [
        ...[...new Set(articles.map((a) => a.category))].map((category) => ({ url: ctx.api(apiPath('/api/article/:category', { category })) })),
        ...articles.map((a) => ({
          url: ctx.api(apiPath('/api/article/:category/:slug', { category: a.category, slug: a.slug })),
          core: a.category === 'accessibility',
          ...(bySlug.get(a.slug) === a ? { aliases: [ctx.api(apiPath('/api/article'), { slug: a.slug })] } : {}),
        })),
      ];
    },
  },
  {
    // The barrier-free guide: the locale is in the path (SPEC §7), so no lang parameter.
    id: 'accessibility',
    scope: 'locale',
    urls: (ctx) =>
      ['accessibility', ...ACCESSIBILITY_FILES].map((file) => ({
        url: apiPath('/api/accessibility/:locale/:file', { locale: ctx.locale, file: `${file}.json` }),
        core: true,
      })),
  },
  {
    // The locale's search index (every place's names in Chinese, Portuguese and English too): the search modal
    // searches it when the network is absent or slow. Small enough (about 0.1 MB brotli) for a first visit.
    id: 'search',
    scope: 'locale',
    urls: (ctx) => [{ url: ctx.api(SEARCH_INDEX_PATH), core: true }],
  },
  {
    // The walking graph (issue 33): routes on foot offline. Not core: at 0.75 MB as stored it would take the
    // largest locale's first visit past its 5 MB budget.
    id: 'walk',
    scope: 'common',
    urls: () => [{ url: WALK_GRAPH_URL }],
  },
  {
    id: 'essentials',
    scope: 'locale',
    urls: async (ctx) => [
      ...ESSENTIALS_ROUTES.map((r) => ({ url: ctx.api(apiPath(r)) })),
      // The agency directory unfiltered, page by page (empty, it is the one answer the page needs to say so).
      ...(await pages(ctx, apiPath('/api/travelagency'), { pagesize: String(AGENCY_PAGE_SIZE) })),
    ],
  },
];
