// Content text served in English because the visitor's language has none (the API lists such fields in
// `fallbackFields`): the one test for it, and the attributes that mark it (lang="en", its own direction so it reads
// left-to-right in Arabic). FallbackText adds the visible "EN" badge where there is room for one.
import type { Locale } from '#shared/locales';

/** True when `field` was served in English instead of `locale` (without a locale: whenever it is listed). */
export function isFallback(fields: readonly string[] | undefined, field: string, locale?: Locale | string): boolean {
  return locale !== 'en' && Boolean(fields?.includes(field));
}

export function fallbackAttrs(fields: readonly string[] | undefined, field: string, locale: Locale | string): { lang?: string; dir?: 'auto' } {
  return isFallback(fields, field, locale) ? { lang: 'en', dir: 'auto' } : {};
}
