// The public URL table of SPEC §2 (under /{locale}): which paths exist and which redirect where.
// Shared by the server (real 404s and one-step redirects) and the app (client-side navigation).

export const TOUR_CATEGORIES = ['suggested-tours', 'explore-on-your-own-routes', 'macao-light-festival', 'step-out-macao', 'macao-full-of-fun'] as const;
export type TourCategory = (typeof TOUR_CATEGORIES)[number];

/** Experience categories and the path each is served at (fnb lives under dining). */
export const EXPERIENCE_CATEGORIES = ['sightseeing', 'shows-and-entertainment', 'shopping', 'fnb'] as const;
export type ExperienceCategory = (typeof EXPERIENCE_CATEGORIES)[number];
export const EXPERIENCE_PATHS: Record<ExperienceCategory, string> = {
  sightseeing: 'sightseeing',
  'shows-and-entertainment': 'shows-and-entertainment',
  shopping: 'shopping',
  fnb: 'dining/specialty-foods',
};

export const ESSENTIAL_SECTIONS = ['before-you-travel', 'about-macao', 'useful-info'] as const;
export const INFO_PAGES = ['brochures', 'tourist-information', 'msar-delegations', 'mgto-representatives'] as const;
export const FOOTER_ARTICLES = ['about-us', 'contact-us', 'terms-and-conditions', 'privacy-statement'] as const;
export const CUSTOM_ARTICLES = ['macao-light-festival', 'chinese-new-year-parade'] as const;

/** A path pattern: literal segments, `:param` for one segment, `:param?` for an optional last one. */
const PATTERNS: readonly string[] = [
  '',
  'events',
  'events/calendar',
  'events/calendar/:entity',
  'events/whatson',
  'events/whatson/:entity',
  'weather',
  'announcement',
  'barrier-free-access-guide',
  'barrier-free-access-guide/:file/:id',
  'travelagencies/search',
  'travelessential',
  'travelessential/before-you-travel/travel-agencies',
  'travelessential/before-you-travel/ports-of-entry',
  ...INFO_PAGES.map((p) => `travelessential/useful-info/${p}`),
  ...ESSENTIAL_SECTIONS.map((s) => `travelessential/${s}/:slug`),
  'article/:slug',
  'article/:category/:slug',
  'dining',
  'dining/restaurant',
  'dining/qtsas-restaurant',
  'dining/qtsas-restaurant/:entity',
  'dining/specialty-foods',
  'dining/specialty-foods/:group',
  'dining/specialty-foods/:group/:entity',
  'dining/:slug',
  'dining/:category/:slug',
  'accommodation',
  'accommodation/search',
  'accommodation/:entity',
  'video-playlists/:playlistId?',
  'whatson',
  'whatson/download',
  'redirecting',
  'offline',
  'my-trip',
  ...FOOTER_ARTICLES,
  'chinese-new-year-parade',
  ...TOUR_CATEGORIES.flatMap((c) => [c, `${c}/:group`, `${c}/:group/:entity`]),
  ...(['sightseeing', 'shows-and-entertainment', 'shopping'] as const).flatMap((c) => [c, `${c}/:group`, `${c}/:group/:entity`]),
  'sight/:entity',
  'tags/:tagId',
  'blog',
  'blog/:slug',
];

const SEGMENT = /^[A-Za-z0-9._~%-]+$/;

function matchPattern(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern === '' ? [] : pattern.split('/');
  const optionalLast = parts.length > 0 && parts[parts.length - 1]!.endsWith('?');
  const min = optionalLast ? parts.length - 1 : parts.length;
  if (segments.length < min || segments.length > parts.length) return false;
  return segments.every((seg, i) => {
    const part = parts[i]!;
    return part.startsWith(':') ? SEGMENT.test(seg) : part === seg;
  });
}

/** Whether a path (segments after the locale) is one of the site's screens. */
export function isKnownPath(segments: readonly string[]): boolean {
  return PATTERNS.some((p) => matchPattern(p, segments));
}

export function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

export interface RedirectTarget {
  /** Path after the locale, without leading slash ('' is home). */
  path: string;
  hash?: string;
}

const OLD_ARTICLE_SECTIONS: Record<string, string> = {
  'before-you-travel': 'travelessential/before-you-travel',
  'about-macao': 'travelessential/about-macao',
  'useful-info': 'travelessential/useful-info',
  'taste-of-macao': 'dining',
};

/**
 * The redirects of SPEC §2 for a path under a locale, or null when the path is served as is.
 * Applied by the server (HTTP 301/302) and by the app's router (client-side).
 */
export function resolveRedirect(segments: readonly string[]): RedirectTarget | null {
  if (segments.includes('no-lang')) return { path: '' };
  const [first, second, ...rest] = segments;
  if (first === undefined) return null;
  const joined = segments.join('/');
  if (joined === 'travelagencies') return { path: 'travelessential/before-you-travel/travel-agencies' };
  if (joined === 'article') return { path: '' };
  if (first === 'travelessential' && second && segments.length === 2 && (ESSENTIAL_SECTIONS as readonly string[]).includes(second)) {
    return { path: 'travelessential', hash: second };
  }
  if (first === 'videogallery' && segments.length <= 2) {
    return { path: ['video-playlists', second].filter(Boolean).join('/') };
  }
  if (joined === 'suggested-tours/others') return { path: 'suggested-tours', hash: 'others' };
  // `first` comes from the URL: only the table's own keys count (not "constructor" or "__proto__").
  const oldSection = Object.hasOwn(OLD_ARTICLE_SECTIONS, first) ? OLD_ARTICLE_SECTIONS[first] : undefined;
  if (oldSection) {
    if (second === undefined) {
      return first === 'taste-of-macao' ? { path: 'dining' } : { path: 'travelessential', hash: first };
    }
    return { path: [oldSection, second, ...rest].join('/') };
  }
  return null;
}
