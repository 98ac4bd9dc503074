// Attributes for a content field that fell back to English: lang="en", and dir="auto" so it reads left-to-right in Arabic.
import type { Locale } from '#shared/locales';

export function fallbackAttrs(fields: readonly string[] | undefined, field: string, locale: Locale): { lang?: string; dir?: 'auto' } {
  return locale !== 'en' && fields?.includes(field) ? { lang: 'en', dir: 'auto' } : {};
}
