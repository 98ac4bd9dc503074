// The language-choice step and the redirect table, run before any route under /$locale loads.
import { redirect } from '@tanstack/react-router';
import { isEnabledLocale, type Locale } from '#shared/locales';
import { activateLocale } from '#/i18n/activate';
import { negotiateLocale } from '#shared/negotiate';
import { parseCookies, serializeCookie } from '#shared/cookies';
import { resolveRedirect, splitPath } from '#shared/routes';

export const LANG_COOKIE = 'lang';

export function chosenLocale(): Locale {
  return negotiateLocale({ cookie: parseCookies(document.cookie)[LANG_COOKIE], languages: navigator.languages });
}

function hrefOf(path: string, searchStr: string, hash: string): string {
  return `${path}${searchStr}${hash ? `#${hash}` : ''}`;
}

export async function guardLocale(locale: string, location: { pathname: string; searchStr: string; hash: string }): Promise<Locale> {
  const segments = splitPath(location.pathname);
  if (!isEnabledLocale(locale)) {
    const chosen = chosenLocale();
    if (segments.includes('no-lang')) throw redirect({ href: `/${chosen}`, replace: true });
    throw redirect({ href: hrefOf(`/${chosen}${location.pathname}`, location.searchStr, location.hash), replace: true });
  }
  const target = resolveRedirect(segments.slice(1));
  if (target) {
    const path = `/${locale}${target.path ? `/${target.path}` : ''}`;
    throw redirect({ href: hrefOf(path, target.hash ? '' : location.searchStr, target.hash ?? ''), replace: true });
  }
  // The home page hydrates with its first messages; any other page needs them all (src/i18n/activate.ts).
  await activateLocale(locale, { firstOnly: segments.length <= 1 });
  // On the server (src/entry-server.tsx) the language cookie is the browser's to write.
  if (typeof document !== 'undefined') rememberLocale(locale);
  return locale;
}

/** The visitor's language for their next visit; a hydrated page writes it too (hydration does not run the guard again). */
export function rememberLocale(locale: Locale): void {
  document.cookie = serializeCookie(LANG_COOKIE, locale);
}
