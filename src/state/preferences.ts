// Visitor preferences kept in cookies for 90 days: font size (0 small, 1 medium, 2 large) and black-and-white mode.
import { useContext } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { parseCookies, serializeCookie } from '#shared/cookies';
import { applyColourTokens } from '#/styles/tokens';
import { StateScopeContext } from './scope-context';

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

/** The choices a `cookie` header holds: the browser's at start, or none for a server render (src/entry-server.tsx). */
export function createPreferences(cookie: string) {
  return proxy({ fontSize: readFontSize(cookie), greyscale: readGreyscale(cookie) });
}

export type PreferencesState = ReturnType<typeof createPreferences>;

// One read: document.cookie is a round trip to the browser's cookie store, slow on a phone.
export const preferences = createPreferences(browserCookies());

/** The page takes the visitor's choices from its cookies once hydrated (src/main.tsx). */
export function readPreferencesFrom(cookie: string): void {
  preferences.fontSize = readFontSize(cookie);
  preferences.greyscale = readGreyscale(cookie);
}

/** The render's own choices when it has them (a server render), else the page's. */
export function usePreferences() {
  return useSnapshot(useContext(StateScopeContext)?.preferences ?? preferences);
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
