// Offline in a language that is not saved on this device: which saved languages to offer instead, and where each leads.
import { ENABLED_LOCALES, isEnabledLocale, type Locale } from '#shared/locales';
import { splitLocalePath } from './page-status';

/**
 * The saved languages to go back to when the current one is not saved, in the locale table's order; undefined when the
 * current language is saved, or when nothing is (then the plain "not saved" screen says all there is to say).
 */
export function savedAlternatives(current: Locale, saved: readonly string[]): Locale[] | undefined {
  if (saved.includes(current)) return undefined;
  const others = ENABLED_LOCALES.filter((l) => l !== current && saved.includes(l) && isEnabledLocale(l));
  return others.length ? others : undefined;
}

/** The same page in another language: `/fr/sightseeing/x?y` becomes `/en/sightseeing/x?y`. */
export function samePageIn(locale: Locale, pathname: string, search = ''): string {
  const { rest } = splitLocalePath(pathname);
  return `/${locale}${rest ? `/${rest}` : ''}${search}`;
}
