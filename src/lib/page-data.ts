// The API answer a search result's page is drawn from, read from the page's address: offline, the search marks a
// result whose answer is not in the saved guide (its page would say "Not saved"). The addresses are the ones the site
// search gives (server/search/entries.ts); one it does not know gives undefined, and the result stays unmarked.
import { EXPERIENCE_PATHS, FOOTER_ARTICLES, CUSTOM_ARTICLES, ESSENTIAL_SECTIONS, TOUR_CATEGORIES, type ExperienceCategory } from '#shared/routes';

const EXPERIENCE_BY_PATH = new Map<string, ExperienceCategory>(
  (Object.entries(EXPERIENCE_PATHS) as [ExperienceCategory, string][]).map(([category, path]) => [path, category]),
);
const seg = (s: string) => encodeURIComponent(s);
/** Travel essentials' pages drawn from a list answer rather than an article. */
const ESSENTIAL_LISTS: Record<string, string | null> = {
  'useful-info/tourist-information': '/api/info-counters',
  'useful-info/msar-delegations': '/api/delegations',
  'useful-info/mgto-representatives': '/api/representatives',
  'useful-info/brochures': '/api/brochures',
  // Searched on the page itself, page by page.
  'before-you-travel/travel-agencies': null,
};

/** The API path (no `lang`) a page's content comes from, for a link such as `/en/sightseeing/world-heritage/ruins-of-st-pauls`. */
export function pageDataPath(link: string): string | undefined {
  const path = link.split(/[?#]/)[0] ?? '';
  const parts = path.split('/').filter(Boolean).map(decodePart);
  // The first part is the locale.
  const [, ...rest] = parts;
  if (rest.length === 0) return undefined;
  const joined = rest.join('/');
  // Experience categories: `dining/specialty-foods` is two parts long.
  for (const [prefix, category] of EXPERIENCE_BY_PATH) {
    if (!joined.startsWith(`${prefix}/`)) continue;
    const tail = joined.slice(prefix.length + 1).split('/');
    if (tail.length === 1) return `/api/experience/${seg(category)}/${seg(tail[0]!)}`;
    if (tail.length === 2) return `/api/experience/${seg(category)}/${seg(tail[0]!)}/${seg(tail[1]!)}`;
    return undefined;
  }
  const [first, second, third] = rest;
  // `/macao-light-festival` alone is an article; with a group after it, a tour.
  if (first && rest.length > 1 && (TOUR_CATEGORIES as readonly string[]).includes(first)) {
    if (rest.length === 2) return `/api/tour/${seg(first)}/${seg(second!)}`;
    if (rest.length === 3) return `/api/tour/${seg(first)}/${seg(second!)}/${seg(third!)}`;
    return undefined;
  }
  if (rest.length === 3 && first === 'dining' && second === 'restaurant') return `/api/dining/restaurant/${seg(third!)}`;
  if (rest.length === 3 && first === 'dining' && second === 'qtsas-restaurant') return `/api/dining/qtsas_restaurant/${seg(third!)}`;
  if (rest.length === 2 && first === 'dining') return `/api/article/dining/${seg(second!)}`;
  if (rest.length === 2 && first === 'accommodation') return `/api/accommodation/${seg(second!)}`;
  if (rest.length === 3 && first === 'events' && second === 'whatson') return `/api/enf/whatson/${seg(third!)}`;
  if (rest.length === 3 && first === 'travelessential' && (ESSENTIAL_SECTIONS as readonly string[]).includes(second!)) {
    const list = ESSENTIAL_LISTS[`${second!}/${third!}`];
    if (list !== undefined) return list ?? undefined;
    return `/api/article/${seg(second!)}/${seg(third!)}`;
  }
  if (rest.length === 3 && first === 'article') return `/api/article/${seg(second!)}/${seg(third!)}`;
  if (rest.length === 1 && (FOOTER_ARTICLES as readonly string[]).includes(first!)) return `/api/article/footer/${seg(first!)}`;
  if (rest.length === 1 && (CUSTOM_ARTICLES as readonly string[]).includes(first!)) return `/api/article/custom/${seg(first!)}`;
  return undefined;
}

function decodePart(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
