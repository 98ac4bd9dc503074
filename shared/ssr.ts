// What the server's rendered page and the browser's hydration agree on: where the query cache and the viewport guess are.
export const SSR_STATE_ID = 'ssr-state';
/** On #root: "mobile" or "desktop", the server's guess from the User-Agent that the markup was rendered for. */
export const SSR_VIEWPORT_ATTR = 'data-viewport';

/** A phone or small tablet by its User-Agent (the server cannot see the viewport; CSS does the rest). */
export function isMobileUserAgent(userAgent: string | undefined): boolean {
  return /Mobi|Android|iPhone|iPod|iPad/i.test(userAgent ?? '');
}

/** The cookies that change what a rendered page shows: text size, black-and-white mode, the last announcement seen. */
const RENDER_COOKIES = ['fontsize', 'bw', 'larts'];

/** Only those cookies, in a fixed order: what the renderer reads, and part of its cache key. */
export function renderCookies(cookies: Record<string, string>): string {
  return RENDER_COOKIES.filter((n) => cookies[n] !== undefined)
    .map((n) => `${n}=${encodeURIComponent(cookies[n]!)}`)
    .join('; ');
}
