// What the offline pack of one locale holds, section by section: the one place a new screen's API answers are
// added to "Save Macao for offline" (and, marked core, to what a first visit saves in the background).
// Each section lists the URLs exactly as the app requests them (query order does not matter: see packKey).
import { ACCESSIBILITY_FILES } from '../import/parse-accessibility';
import { EXPERIENCE_CATEGORIES, PLACE_FILES } from '../import/vocab';
import type { Store } from '../store';
import { directoryCounts } from '../api/directories';
import type { EntryScope } from '#shared/api/offline';
import type { Locale } from '#shared/locales';

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
  api(path: string, params?: Record<string, string | number | undefined>): string;
  /** The parsed answer of a URL (fetched once, through the app itself), to discover pages and ids. */
  json<T>(url: string): Promise<T | undefined>;
}

export interface SectionDef {
  id: string;
  scope: EntryScope;
  urls(ctx: SectionContext): Promise<PackRequest[]> | PackRequest[];
}

const enc = encodeURIComponent;
/** SPEC §9: search page size of the list answers (restaurants, hotels). */
const PAGE_SIZE = 10;
/** SPEC §9: agency searches come in pages of 10 (the app asks with pagesize=10). */
const AGENCY_PAGE_SIZE = 10;

/** Every page of a paged list answer ({ resultCount }), page 1 first. */
async function pages(ctx: SectionContext, path: string, params: Record<string, string | undefined> = {}): Promise<PackRequest[]> {
  const first = ctx.api(path, { ...params, page: 1 });
  const head = await ctx.json<{ resultCount?: number }>(first);
  const count = Math.max(1, Math.ceil((head?.resultCount ?? 0) / PAGE_SIZE));
  return Array.from({ length: count }, (_, i) => ({ url: ctx.api(path, { ...params, page: i + 1 }) }));
}

/** The one-value filter answers a menu or a chip links to (?category=, ?cuisine=, ?star= …). */
function singleFilters(ctx: SectionContext, path: string, dims: Record<string, { value: string }[] | undefined>): PackRequest[] {
  return Object.entries(dims).flatMap(([param, values]) => (values ?? []).map((v) => ({ url: ctx.api(path, { [param]: v.value }) })));
}

export const SECTIONS: readonly SectionDef[] = [
  {
    // What the home page and the page frame ask for on every page (menus, weather, announcements, banners).
    id: 'home',
    scope: 'locale',
    urls: (ctx) => {
      const social = ctx.store.document('social');
      const feeds = [...(social?.feeds.infoFeeds ?? []), ...(social?.feeds.imgFeeds ?? [])];
      return [
        ...['/api/banner/home', '/api/whatshappening', '/api/enf', '/api/tour/top', '/api/socialmedia/feed', '/api/experience/menu'].map((p) => ({
          url: ctx.api(p),
          core: true,
        })),
        ...['/api/travelessential/menu', '/api/banner/footer', '/api/socialmedia/subscription', '/api/site'].map((p) => ({ url: ctx.api(p), core: true })),
        ...feeds.map((id) => ({ url: ctx.api(`/api/curator/v1/feeds/${enc(id)}/posts`, { limit: 10 }), core: true })),
        // Live data: the last answer is what a traveller sees offline, fetched again on every save.
        // The warnings answer too: a saved place page then shows what the signal in force at saving time means for it.
        ...['/api/popularattraction', '/api/announcement', '/api/weather', '/api/warnings'].map((p) => ({ url: ctx.api(p), core: true, live: true })),
        // The rules the worker applies to a pushed warning offline (sw/push.ts).
        { url: ctx.api('/api/offline/warning-rules'), core: true },
        { url: ctx.api('/api/weather', { detail: 1 }), core: true, live: true },
      ];
    },
  },
  {
    id: 'pois',
    scope: 'locale',
    urls: (ctx) => [{ url: ctx.api('/api/pois'), core: true }],
  },
  {
    // Overviews and groups come with a first visit; each sight's page (also reachable as /sight/{id}) with the pack.
    id: 'sights',
    scope: 'locale',
    urls: (ctx) => [
      ...EXPERIENCE_CATEGORIES.flatMap((category) => [
        { url: ctx.api(`/api/experience/${category}`), core: true },
        ...ctx.store.experienceGroups(category).flatMap((g) => [
          { url: ctx.api(`/api/experience/${category}/${enc(g.group)}`), core: true },
          ...ctx.store.sights({ category, group: g.group }).map((s) => ({
            url: ctx.api(`/api/experience/${category}/${enc(g.group)}/${enc(s.id)}`),
            aliases: [ctx.api(`/api/sight/${enc(s.id)}`)],
          })),
        ]),
      ]),
      ...ctx.store.tags().map((t) => ({ url: ctx.api(`/api/tag/${enc(t.id)}`) })),
    ],
  },
  {
    id: 'tours',
    scope: 'locale',
    urls: (ctx) =>
      ctx.store
        .tourCategories()
        .flatMap(({ category }) => [
          { url: ctx.api(`/api/tour/${category}`), core: true },
          ...(ctx.store.tourCategory(category)?.groups ?? []).flatMap((g) => [
            { url: ctx.api(`/api/tour/${category}/${enc(g.group)}`), core: true },
            ...g.stops.map((stop) => ({ url: ctx.api(`/api/tour/${category}/${enc(g.group)}/${enc('sight' in stop ? stop.sight : stop.id)}`) })),
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
        { url: ctx.api('/api/dining') },
        ...(holders ? [{ url: ctx.api('/api/dining/qtsas_restaurant_filter') }] : []),
        { url: ctx.api('/api/dining/restaurant_filter') },
        { url: ctx.api('/api/dining/qtsas_restaurant') },
        ...(holders ? singleFilters(ctx, '/api/dining/qtsas_restaurant', dims) : []),
        ...(await pages(ctx, '/api/dining/restaurant')),
        ...ctx.store
          .restaurants()
          .map((r) =>
            r.qtsas
              ? { url: ctx.api(`/api/dining/qtsas_restaurant/${enc(r.id)}`), aliases: [ctx.api(`/api/dining/restaurant/${enc(r.id)}`)] }
              : { url: ctx.api(`/api/dining/restaurant/${enc(r.id)}`) },
          ),
      ];
    },
  },
  {
    id: 'hotels',
    scope: 'locale',
    urls: async (ctx) => {
      const tax = ctx.store.document('accommodation-taxonomy');
      const byStar = await Promise.all((tax?.stars ?? []).map((s) => pages(ctx, '/api/accommodation', { star: s.value })));
      const byDistrict = await Promise.all((tax?.districts ?? []).map((d) => pages(ctx, '/api/accommodation', { district: d.value })));
      return [
        { url: ctx.api('/api/accommodation') },
        { url: ctx.api('/api/accommodation_filter') },
        ...(await pages(ctx, '/api/accommodation')),
        ...byStar.flat(),
        ...byDistrict.flat(),
        ...ctx.store.hotels().map((h) => ({ url: ctx.api(`/api/accommodation/${enc(h.id)}`) })),
      ];
    },
  },
  {
    id: 'events',
    scope: 'locale',
    urls: (ctx) => [
      { url: ctx.api('/api/enf/whatson') },
      { url: ctx.api('/api/enf/whatson_filter') },
      { url: ctx.api('/api/enf/calendar') },
      ...singleFilters(ctx, '/api/enf/whatson', { type: ctx.store.document('event-types') }),
      ...ctx.store
        .events()
        .filter((e) => !e.hidden)
        .flatMap((e) => [{ url: ctx.api(`/api/enf/whatson/${enc(e.id)}`) }, { url: ctx.api(`/api/enf/calendar/${enc(e.id)}`) }]),
    ],
  },
  {
    id: 'articles',
    scope: 'locale',
    urls: (ctx) => ctx.store.articles().map((a) => ({ url: ctx.api(`/api/article/${enc(a.category)}/${enc(a.slug)}`), core: a.category === 'accessibility' })),
  },
  {
    // The barrier-free guide: the locale is in the path (SPEC §7), so no lang parameter.
    id: 'accessibility',
    scope: 'locale',
    urls: (ctx) =>
      ['accessibility', ...ACCESSIBILITY_FILES].map((file) => ({
        url: `/api/accessibility/${ctx.locale}/${file}.json`,
        core: true,
      })),
  },
  {
    // The locale's search index (every place's names in Chinese, Portuguese and English too): the search modal
    // searches it when the network is absent or slow. Small enough (about 0.1 MB brotli) for a first visit.
    id: 'search',
    scope: 'locale',
    urls: (ctx) => [{ url: ctx.api('/api/search-index'), core: true }],
  },
  {
    id: 'essentials',
    scope: 'locale',
    urls: async (ctx) => [
      ...[...PLACE_FILES, 'brochures', 'video-playlists'].map((p) => ({ url: ctx.api(`/api/${p}`) })),
      // The agency directory unfiltered, page by page (empty, it is the one answer the page needs to say so).
      ...(await pages(ctx, '/api/travelagency', { pagesize: String(AGENCY_PAGE_SIZE) })),
    ],
  },
];
