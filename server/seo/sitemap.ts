// Sitemaps (sitemaps.org): every page of the site per locale, with its other-language versions, plus the index
// of those sitemaps and the robots.txt that points to it.
import { ENABLED_LOCALES, LOCALE_TABLE, type Locale } from '#shared/locales';
import { CUSTOM_ARTICLES, ESSENTIAL_SECTIONS, FOOTER_ARTICLES, INFO_PAGES, TOUR_CATEGORIES, isKnownPath, resolveRedirect, splitPath } from '#shared/routes';
import type { Store } from '../store';
import { directoryCounts, emptyDirectoryPages, leadsToEmptyDirectory } from '../api/directories';
import { escapeHtml, pageUrl } from './head';

/** Screens without a record behind them, as path segments after the locale. */
const SCREENS: readonly string[] = [
  '',
  'events',
  'events/calendar',
  'events/whatson',
  'weather',
  'barrier-free-access-guide',
  'travelessential',
  'travelessential/before-you-travel/travel-agencies',
  'travelessential/before-you-travel/ports-of-entry',
  ...INFO_PAGES.map((p) => `travelessential/useful-info/${p}`),
  'travelagencies/search',
  'dining',
  'dining/restaurant',
  'dining/qtsas-restaurant',
  'dining/specialty-foods',
  'accommodation',
  'accommodation/search',
  'video-playlists',
  'whatson',
  'blog',
  ...FOOTER_ARTICLES,
  ...TOUR_CATEGORIES,
  'sightseeing',
  'shows-and-entertainment',
  'shopping',
];

/** Where an article is served (the same path the app links it at). */
function articlePath(category: string, slug: string): string | undefined {
  if (category === 'accessibility') return undefined;
  if (category === 'footer') return (FOOTER_ARTICLES as readonly string[]).includes(slug) ? slug : undefined;
  // The custom articles are served at their own top-level paths (macao-light-festival is its tour category's page).
  if (category === 'custom' && ((CUSTOM_ARTICLES as readonly string[]).includes(slug) || slug === 'macao-light-festival')) return slug;
  if (category === 'blog') return `blog/${slug}`;
  if (category === 'dining') return `dining/${slug}`;
  if ((ESSENTIAL_SECTIONS as readonly string[]).includes(category)) return `travelessential/${category}/${slug}`;
  return `article/${category}/${slug}`;
}

/** Every page path of the site (after the locale), from the URL table's screens and the content store. */
export function sitePaths(store: Store): string[] {
  const paths = new Set<string>(SCREENS);
  for (const g of store.experienceGroups()) {
    const base = g.category === 'fnb' ? 'dining/specialty-foods' : g.category;
    paths.add(`${base}/${g.group}`);
  }
  for (const s of store.sights()) paths.add(`${s.category === 'fnb' ? 'dining/specialty-foods' : s.category}/${s.group}/${s.id}`);
  for (const c of store.tourCategories()) {
    const tc = store.tourCategory(c.category);
    for (const g of tc?.groups ?? []) paths.add(`${c.category}/${g.group}`);
  }
  for (const r of store.restaurants()) paths.add(`dining/restaurant/${r.id}`);
  for (const h of store.hotels()) paths.add(`accommodation/${h.id}`);
  for (const e of store.events()) if (!e.hidden) paths.add(`events/whatson/${e.id}`);
  for (const a of store.articles()) {
    const p = articlePath(a.category, a.slug);
    if (p) paths.add(p);
  }
  for (const t of store.tags()) paths.add(`tags/${t.id}`);
  for (const p of store.document('videos')?.playlists ?? []) paths.add(`video-playlists/${p.id}`);
  // Only pages served as they are: a path the URL table redirects (suggested-tours/others) is left to its target.
  // An empty directory's page (it only explains why) is no page to send a search engine to.
  const empty = emptyDirectoryPages(directoryCounts(store));
  return [...paths].filter((p) => isKnownPath(splitPath(p)) && resolveRedirect(splitPath(p)) === null && !leadsToEmptyDirectory(p, empty));
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * The <lastmod> of each page path: the day its record's sources were last checked (sights, restaurants, hotels,
 * events), an article's own update day, and otherwise the day the content last changed (its newest file).
 */
export function pageLastmod(store: Store): (path: string) => string | undefined {
  const dates = store.document('page-dates');
  const byPath = new Map<string, string>();
  const checked = (kind: 'sight' | 'restaurant' | 'hotel' | 'event', id: string) => own(dates?.checked[kind], id);
  for (const s of store.sights()) {
    const day = checked('sight', s.id);
    if (day) byPath.set(`${s.category === 'fnb' ? 'dining/specialty-foods' : s.category}/${s.group}/${s.id}`, day);
  }
  for (const r of store.restaurants()) {
    const day = checked('restaurant', r.id);
    if (day) byPath.set(`dining/restaurant/${r.id}`, day);
  }
  for (const h of store.hotels()) {
    const day = checked('hotel', h.id);
    if (day) byPath.set(`accommodation/${h.id}`, day);
  }
  for (const e of store.events()) {
    const day = checked('event', e.id);
    if (day) byPath.set(`events/whatson/${e.id}`, day);
  }
  for (const a of store.articles()) {
    const p = articlePath(a.category, a.slug);
    if (p && DAY.test(a.updatedAt)) byPath.set(p, a.updatedAt.slice(0, 10));
  }
  return (path) => byPath.get(path) ?? dates?.modified;
}

function own(map: Record<string, string> | undefined, key: string): string | undefined {
  return map && Object.hasOwn(map, key) ? map[key] : undefined;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** One locale's sitemap: each page with its alternates in every enabled locale (Google's hreflang in sitemaps). */
export function localeSitemap(
  origin: string,
  locale: Locale,
  paths: readonly string[],
  lastmod: (path: string) => string | undefined = () => undefined,
): string {
  const urls = paths.map((path) => {
    const segments = splitPath(path);
    const alternates = ENABLED_LOCALES.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${LOCALE_TABLE[l].bcp47}" href="${escapeHtml(pageUrl(origin, l, segments))}"/>`,
    ).join('');
    const day = lastmod(path);
    // sitemaps.org orders the children: loc, then lastmod; the xhtml:link alternates come from another namespace.
    return `<url><loc>${escapeHtml(pageUrl(origin, locale, segments))}</loc>${day ? `<lastmod>${day}</lastmod>` : ''}${alternates}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export const sitemapPath = (locale: Locale) => `/sitemaps/${locale}.xml`;

export function sitemapIndex(origin: string): string {
  const entries = ENABLED_LOCALES.map((l) => `<sitemap><loc>${escapeHtml(origin + sitemapPath(l))}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Everything may be crawled except the APIs and the operators' console; the sitemap index says what there is. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /operator/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
