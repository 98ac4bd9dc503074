// The one content record a page URL is about, for its structured data: a sight, restaurant, hotel, event or article,
// at the same paths the app serves them (server/seo/page-meta.ts reads the same table for titles and share tags).
import { CUSTOM_ARTICLES, FOOTER_ARTICLES, TOUR_CATEGORIES } from '#shared/routes';
import type { Store } from '../store';
import type { Article, EventRecord, Hotel, Restaurant, Sight } from '../store/types';

export type PageSubject =
  | { kind: 'sight'; record: Sight }
  | { kind: 'restaurant'; record: Restaurant }
  | { kind: 'hotel'; record: Hotel }
  | { kind: 'event'; record: EventRecord }
  | { kind: 'article'; record: Article };

const SIGHT_CATEGORIES = new Set(['sightseeing', 'shows-and-entertainment', 'shopping']);

const sightOf = (s: Sight | undefined): PageSubject | undefined => (s ? { kind: 'sight', record: s } : undefined);
const articleOf = (a: Article | undefined): PageSubject | undefined => (a ? { kind: 'article', record: a } : undefined);

/** The record behind `segments` (after the locale), or undefined for list screens and pages without one. */
export function pageSubject(store: Store, segments: readonly string[]): PageSubject | undefined {
  const [a, b, c, d] = segments;
  const n = segments.length;
  if (a === undefined) return undefined;
  if (a === 'sight' && n === 2) return sightOf(store.sight(b!));
  if ((SIGHT_CATEGORIES.has(a) && n === 3) || (a === 'dining' && b === 'specialty-foods' && n === 4)) {
    const [category, group, entity] = a === 'dining' ? ['fnb', c, d] : [a, b, c];
    const s = store.sight(entity!);
    return s && s.category === category && s.group === group ? sightOf(s) : undefined;
  }
  if ((TOUR_CATEGORIES as readonly string[]).includes(a)) {
    if (n === 1 && a === 'macao-light-festival') return articleOf(store.article('custom', a));
    if (n !== 3) return undefined;
    const stop = store.tourGroup(a, b!)?.stops.find((st) => 'sight' in st && st.sight === c);
    return stop && 'sight' in stop ? sightOf(store.sight(stop.sight)) : undefined;
  }
  if (a === 'dining' && (b === 'restaurant' || b === 'qtsas-restaurant') && n === 3) {
    const r = store.restaurant(c!);
    return r ? { kind: 'restaurant', record: r } : undefined;
  }
  if (a === 'accommodation' && n === 2 && b !== 'search') {
    const h = store.hotel(b!);
    return h ? { kind: 'hotel', record: h } : undefined;
  }
  if (a === 'events' && (b === 'calendar' || b === 'whatson') && n === 3) {
    const e = store.event(c!);
    return e && !e.hidden ? { kind: 'event', record: e } : undefined;
  }
  if (a === 'article' && n === 2) return articleOf(store.articles().find((x) => x.slug === b && x.category !== 'accessibility'));
  if (a === 'article' && n === 3) return articleOf(store.article(b!, c!));
  if (a === 'blog' && n === 2) return articleOf(store.article('blog', b!));
  if (a === 'travelessential' && n === 3) return articleOf(store.article(b!, c!));
  if (a === 'dining' && b !== 'specialty-foods' && (n === 2 || n === 3)) return articleOf(n === 2 ? store.article('dining', b!) : store.article(b!, c!));
  if (n === 1 && (FOOTER_ARTICLES as readonly string[]).includes(a)) return articleOf(store.article('footer', a));
  if (n === 1 && (CUSTOM_ARTICLES as readonly string[]).includes(a)) return articleOf(store.article('custom', a));
  return undefined;
}
