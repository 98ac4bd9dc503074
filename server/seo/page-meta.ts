// What a page URL is about, for its <title>, description and share picture: the content record behind the path
// (sight, tour, restaurant, hotel, event, article, tag, playlist), localized, or nothing for screens without one.
import { LOCALE_TABLE, type Locale } from '#shared/locales';
import { excerpt } from '#shared/excerpt';
import { htmlToText } from '#shared/html-text';
import { CUSTOM_ARTICLES, FOOTER_ARTICLES, TOUR_CATEGORIES } from '#shared/routes';
import { pick } from '../api/localize';
import type { Store } from '../store';
import type { Art, Article, ML } from '../store/types';

/** The artwork a share picture is drawn from: the same motif, palette and seed as the page's own banner. */
export interface ArtSource {
  motif: string;
  palette?: string | undefined;
  seed: string;
}

export interface PageMeta {
  title: string;
  description: string;
  image?: ArtSource;
  /** `article` for articles and blog posts; everything else is a `website` page. */
  type: 'article' | 'website';
}

const SIGHT_CATEGORIES = new Set(['sightseeing', 'shows-and-entertainment', 'shopping']);
/** Share descriptions are cut where search engines cut snippets. */
const DESCRIPTION_LIMIT = 160;

const art = (x: Art, seed: string): ArtSource => ({ motif: x.motif, palette: x.palette, seed });

function describe(locale: Locale, ...texts: (ML | undefined)[]): string {
  for (const t of texts) {
    const plain = htmlToText(pick(t, locale)).replace(/\s+/g, ' ').trim();
    if (plain) return excerpt(plain, { limit: DESCRIPTION_LIMIT, wordBased: LOCALE_TABLE[locale].wordBreakBySpace });
  }
  return '';
}

function articleMeta(locale: Locale, a: Article | undefined): PageMeta | undefined {
  if (!a) return undefined;
  return {
    title: pick(a.title, locale),
    description: describe(locale, a.summary, a.content),
    image: art(a, `${a.category}-${a.slug}`),
    type: 'article',
  };
}

/** The meta of the page at `segments` (after the locale), or undefined when the site's own name and description fit. */
export function pageMeta(store: Store, locale: Locale, segments: readonly string[]): PageMeta | undefined {
  const [a, b, c] = segments;
  const n = segments.length;
  const web = (title: ML, description: (ML | undefined)[], image?: ArtSource): PageMeta => ({
    title: pick(title, locale),
    description: describe(locale, ...description),
    ...(image ? { image } : {}),
    type: 'website',
  });
  if (a === undefined) return undefined;

  if (a === 'sight' && n === 2) {
    const s = store.sight(b!);
    return s && web(s.name, [s.summary, s.description], art(s, s.id));
  }
  if (a === 'tags' && n === 2) {
    const t = store.tag(b!);
    const first = t && store.sightsByTag(t.id)[0];
    return t && web(t.name, [t.summary], first ? art(first, first.id) : undefined);
  }
  if (SIGHT_CATEGORIES.has(a) || (a === 'dining' && b === 'specialty-foods')) {
    const category = a === 'dining' ? 'fnb' : a;
    const [group, entity] = a === 'dining' ? [c, segments[3]] : [b, c];
    if (group === undefined) return undefined;
    const g = store.experienceGroups(category).find((x) => x.group === group);
    if (!g) return undefined;
    if (entity === undefined) {
      const first = store.sights({ category, group })[0];
      return web(g.name, [g.summary], first ? art(first, first.id) : undefined);
    }
    const s = store.sight(entity);
    return s && s.category === category && s.group === group ? web(s.name, [s.summary, s.description], art(s, s.id)) : undefined;
  }
  if ((TOUR_CATEGORIES as readonly string[]).includes(a)) {
    const tc = store.tourCategory(a);
    if (!tc) return undefined;
    if (n === 1) {
      if (a === 'macao-light-festival') return articleMeta(locale, store.article('custom', 'macao-light-festival'));
      const first = tc.groups[0];
      return web(tc.name, [tc.summary], first ? art(first, first.group) : undefined);
    }
    const g = tc.groups.find((x) => x.group === b);
    if (!g) return undefined;
    if (n === 2) return web(g.name, [g.summary, g.description], art(g, g.group));
    const stop = g.stops.find((st) => ('sight' in st ? st.sight : st.id) === c);
    if (!stop) return undefined;
    if ('sight' in stop) {
      const s = store.sight(stop.sight);
      return s && web(s.name, [s.summary, s.description], art(s, s.id));
    }
    return web(stop.name, [stop.summary], art(stop, stop.id));
  }
  if (a === 'dining' && (b === 'restaurant' || b === 'qtsas-restaurant') && n === 3) {
    const r = store.restaurant(c!);
    return r && web(r.name, [r.summary, r.description], art(r, r.id));
  }
  if (a === 'accommodation' && n === 2 && b !== 'search') {
    const h = store.hotel(b!);
    return h && web(h.name, [h.summary, h.description], art(h, h.id));
  }
  if (a === 'events' && (b === 'calendar' || b === 'whatson') && n === 3) {
    const e = store.event(c!);
    return e && !e.hidden ? web(e.name, [e.summary, e.description], art(e, e.id)) : undefined;
  }
  if (a === 'video-playlists' && n === 2) {
    const p = (store.document('videos')?.playlists ?? []).find((x) => x.id === b);
    const first = p?.videos[0];
    return p && web(p.name, [first?.summary], first ? art(first, first.id) : undefined);
  }
  // Articles, at every path the URL table gives them (the app's routes read the same records).
  if (a === 'article' && n === 2)
    return articleMeta(
      locale,
      store.articles().find((x) => x.slug === b && x.category !== 'accessibility'),
    );
  if (a === 'article' && n === 3) return articleMeta(locale, store.article(b!, c!));
  if (a === 'blog' && n === 2) return articleMeta(locale, store.article('blog', b!));
  if (a === 'travelessential' && n === 3) return articleMeta(locale, store.article(b!, c!));
  if (a === 'dining' && n === 2) return articleMeta(locale, store.article('dining', b!));
  if (a === 'dining' && n === 3) return articleMeta(locale, store.article(b!, c!));
  if (n === 1 && (FOOTER_ARTICLES as readonly string[]).includes(a)) return articleMeta(locale, store.article('footer', a));
  if (n === 1 && (CUSTOM_ARTICLES as readonly string[]).includes(a)) return articleMeta(locale, store.article('custom', a));
  return undefined;
}
