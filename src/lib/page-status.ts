// The session record of which page paths exist in which language (SPEC §2 page-not-found suggestions).
import { isEnabledLocale, type Locale } from '#shared/locales';

export type PageStatus = 200 | 404;
export type PageStatusRecord = Record<string, Partial<Record<Locale, PageStatus>>>;

const MAX_PATHS = 200;

/** Splits `/{locale}/rest` into the locale and the language-independent rest path. */
export function splitLocalePath(pathname: string): { locale: Locale | undefined; rest: string } {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (isEnabledLocale(first)) return { locale: first, rest: segments.slice(1).join('/') };
  return { locale: undefined, rest: segments.join('/') };
}

export function recordStatus(record: PageStatusRecord, rest: string, locale: Locale, status: PageStatus): PageStatusRecord {
  const next: PageStatusRecord = { ...record, [rest]: { ...record[rest], [locale]: status } };
  const keys = Object.keys(next);
  if (keys.length > MAX_PATHS) for (const k of keys.slice(0, keys.length - MAX_PATHS)) delete next[k];
  return next;
}

/** Locales other than `current` in which the page is known to exist. */
export function availableLocales(record: PageStatusRecord, rest: string, current: Locale): Locale[] {
  const entry = record[rest] ?? {};
  return (Object.keys(entry) as Locale[]).filter((l) => l !== current && entry[l] === 200 && isEnabledLocale(l));
}
