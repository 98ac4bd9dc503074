// Whether a content page exists (an article, a blog post, a playlist), so the shell answers a real 404 for an
// unknown slug instead of a 200 that the app then turns into the not-found screen.
import type { Store } from './store';
import { ESSENTIAL_SECTIONS } from '#shared/routes';

/** Dining paths that are screens, not articles. */
const DINING_SCREENS = new Set(['restaurant', 'qtsas-restaurant', 'specialty-foods']);

/** True or false for content pages; undefined for every other path (the URL table decides). */
export function contentPageExists(store: Store, segments: readonly string[]): boolean | undefined {
  const [a, b, c] = segments;
  const article = (category: string, slug: string) => store.article(category, slug) !== undefined;
  const n = segments.length;
  if (a === 'article' && n === 2) return store.articles().some((x) => x.slug === b && x.category !== 'accessibility');
  if (a === 'article' && n === 3) return article(b!, c!);
  if (a === 'blog' && n === 2) return article('blog', b!);
  if (a === 'travelessential' && n === 3 && (ESSENTIAL_SECTIONS as readonly string[]).includes(b!)) {
    // The section's own pages (ports of entry, agencies, the useful-info lists) are screens.
    if (b === 'before-you-travel' && (c === 'ports-of-entry' || c === 'travel-agencies')) return undefined;
    if (b === 'useful-info' && ['brochures', 'tourist-information', 'msar-delegations', 'mgto-representatives'].includes(c!)) return undefined;
    return article(b!, c!);
  }
  if (a === 'dining' && n === 2 && !DINING_SCREENS.has(b!)) return article('dining', b!);
  if (a === 'dining' && n === 3 && !DINING_SCREENS.has(b!)) return article(b!, c!);
  if (a === 'video-playlists' && n === 2) return (store.document('videos')?.playlists ?? []).some((p) => p.id === b);
  return undefined;
}
