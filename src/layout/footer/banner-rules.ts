// Footer banner rules (SPEC §3, §4, §9): which banners a path shows, row sizes and when the row scrolls.
import type { FooterBanner } from '#shared/api/site';
import { isEnabledLocale } from '#shared/locales';

export const FOOTER_LOOP_MS = 3000;
export const FOOTER_TWEEN_MS = 300;
export const ROW_DESKTOP = 4;
export const ROW_MOBILE = 2;

/** The current path without its locale prefix or trailing slash: "/en/events/" → "/events", "/en" → "/". */
export function pathWithoutLocale(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] && isEnabledLocale(parts[0])) parts.shift();
  return `/${parts.join('/')}`;
}

function normalise(url: string): string {
  const trimmed = url.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`;
}

/** An exact rule matches the path only; otherwise the path or anything below it ("/" then matches every page). */
export function showOnMatches(rule: { url: string; exact: boolean }, path: string): boolean {
  const url = normalise(rule.url);
  const p = normalise(path);
  if (rule.exact) return url === p;
  return url === '/' || p === url || p.startsWith(`${url}/`);
}

export function bannersFor(banners: readonly FooterBanner[], path: string): FooterBanner[] {
  return banners.filter((b) => b.showOn.some((rule) => showOnMatches(rule, path)));
}

export function rowSize(mobile: boolean): number {
  return mobile ? ROW_MOBILE : ROW_DESKTOP;
}

/** The row scrolls only when it holds more than twice its size. */
export function scrolls(count: number, row: number): boolean {
  return count > 2 * row;
}

/** Positions the scrolling row can stop at: the first visible banner runs from 0 to count - row. */
export function positions(count: number, row: number): number {
  return Math.max(1, count - row + 1);
}
