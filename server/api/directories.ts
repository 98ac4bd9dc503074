// Directories that may hold nothing (issue 26, "no empty promises"): the travel agencies and the quality-award
// restaurants list only what a source confirms, so either may be empty. While one is, no menu, banner, sitemap or
// offline list offers it; its page stays for old links and says why it is empty. Counted from the store, so a
// directory comes back everywhere as soon as its content does, without a code change.
import type { Store } from '../store';

export interface DirectoryCounts {
  travelAgencies: number;
  qtsasRestaurants: number;
}

/** The pages (paths after the locale, no leading slash) that show each directory. */
const DIRECTORY_PAGES: Record<keyof DirectoryCounts, readonly string[]> = {
  travelAgencies: ['travelessential/before-you-travel/travel-agencies', 'travelagencies/search', 'travelagencies'],
  qtsasRestaurants: ['dining/qtsas-restaurant'],
};

export function directoryCounts(store: Store): DirectoryCounts {
  return { travelAgencies: store.travelAgencies().length, qtsasRestaurants: store.restaurants({ qtsas: true }).length };
}

/** The pages of the directories that hold nothing. */
export function emptyDirectoryPages(counts: DirectoryCounts): Set<string> {
  const out = new Set<string>();
  for (const key of Object.keys(DIRECTORY_PAGES) as (keyof DirectoryCounts)[]) {
    if (counts[key] === 0) for (const p of DIRECTORY_PAGES[key]) out.add(p);
  }
  return out;
}

/** A link's page as the table above names it: no locale (when `locales` lists it), query, hash or slashes around it. */
function pageOf(link: string, locales: readonly string[]): string {
  const path = link.replace(/[?#].*$/, '');
  const segments = path.split('/').filter(Boolean);
  if (segments.length > 0 && locales.includes(segments[0]!)) segments.shift();
  return segments.join('/');
}

/** Whether a link (as content writes it: '/dining/qtsas-restaurant', with or without a locale) leads into an empty directory. */
export function leadsToEmptyDirectory(link: string, empty: ReadonlySet<string>, locales: readonly string[] = []): boolean {
  if (empty.size === 0 || /^[a-z][a-z0-9+.-]*:/i.test(link)) return false;
  const page = pageOf(link, locales);
  for (const p of empty) if (page === p || page.startsWith(`${p}/`)) return true;
  return false;
}
