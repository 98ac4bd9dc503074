// The weather bureau's UV index page, linked from the weather page and the travel essentials hub.
import type { Locale } from '#shared/locales';

/** SPEC §7: the UV index link exists for these locales only (the weather bureau's languages). */
const UV_LINK_LANG: Partial<Record<Locale, string>> = { 'zh-hant': 'zh-hant', 'zh-hans': 'zh-hans', pt: 'pt', en: 'en' };

export function uvLink(locale: Locale): string | null {
  const lang = UV_LINK_LANG[locale];
  return lang ? `https://www.smg.gov.mo/${lang}/subpage/69/page/64` : null;
}
