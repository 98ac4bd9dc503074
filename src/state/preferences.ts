// Visitor preferences kept in cookies for 90 days: font size (0 small, 1 medium, 2 large) and black-and-white mode.
import { proxy, useSnapshot } from 'valtio';
import { parseCookies, serializeCookie } from '#shared/cookies';
import { applyColourTokens } from '#/styles/tokens';

export type FontSize = 0 | 1 | 2;
export const FONT_SIZE_COOKIE = 'fontsize';
export const GREYSCALE_COOKIE = 'bw';

const browserCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

function readFontSize(cookie: string): FontSize {
  const v = Number(parseCookies(cookie)[FONT_SIZE_COOKIE]);
  return v === 0 || v === 2 ? v : 1;
}

function readGreyscale(cookie: string): boolean {
  return parseCookies(cookie)[GREYSCALE_COOKIE] === '1';
}

// One read: document.cookie is a round trip to the browser's cookie store, slow on a phone.
const startCookies = browserCookies();
export const preferences = proxy({ fontSize: readFontSize(startCookies), greyscale: readGreyscale(startCookies) });

/** The server renders a page with the visitor's preferences from the request's cookies (src/entry-server.tsx). */
export function readPreferencesFrom(cookie: string): void {
  preferences.fontSize = readFontSize(cookie);
  preferences.greyscale = readGreyscale(cookie);
}

export function usePreferences() {
  return useSnapshot(preferences);
}

export function applyPreferences(): void {
  const root = document.documentElement;
  // Written only when it differs from what the server rendered: any write to <html> restyles the whole page.
  if (root.dataset.fontSize !== String(preferences.fontSize)) root.dataset.fontSize = String(preferences.fontSize);
  root.classList.toggle('is-greyscale', preferences.greyscale);
  applyColourTokens(root, preferences.greyscale);
}

export function setFontSize(size: FontSize): void {
  preferences.fontSize = size;
  document.cookie = serializeCookie(FONT_SIZE_COOKIE, String(size));
  applyPreferences();
}

export function setGreyscale(on: boolean): void {
  preferences.greyscale = on;
  document.cookie = serializeCookie(GREYSCALE_COOKIE, on ? '1' : '0');
  applyPreferences();
}
