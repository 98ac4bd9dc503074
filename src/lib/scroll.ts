// Scroll rules of SPEC §2: search pages keep their position when an `id` query is present.

const SEARCH_PAGES = [
  /\/dining\/restaurant$/,
  /\/dining\/qtsas-restaurant$/,
  /\/travelagencies\/search$/,
  /\/travelessential\/before-you-travel\/travel-agencies$/,
];

export const HASH_SCROLL_OFFSET_PX = 50;

export function keepsScrollPosition(pathname: string, search: Record<string, unknown>): boolean {
  const trimmed = pathname.replace(/\/+$/, '');
  return search.id !== undefined && search.id !== '' && SEARCH_PAGES.some((re) => re.test(trimmed));
}
