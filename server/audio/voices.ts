// Which eSpeak NG voice speaks each locale's audio guides, and what to offer where no voice exists.
import type { Locale } from '#shared/locales';

/**
 * zh-hant is Macao's written Chinese, read aloud in Cantonese (the city's language); zh-hans in Mandarin.
 * Every enabled locale has a voice in eSpeak NG 1.52; `ru` (disabled) too.
 */
export const VOICES: Partial<Record<Locale, string>> = {
  en: 'en-gb',
  'zh-hant': 'yue',
  'zh-hans': 'cmn',
  pt: 'pt',
  ja: 'ja',
  ko: 'ko',
  th: 'th',
  id: 'id',
  ms: 'ms',
  de: 'de',
  fr: 'fr-fr',
  es: 'es',
  it: 'it',
  ar: 'ar',
  ru: 'ru',
};

/** Speaking rate in words per minute: a little slower than eSpeak's 175 for visitors listening on the street. */
export const SPEED_WPM = 150;

/**
 * The language the audio is given in for a page locale: the locale itself when it has a voice, else the
 * nearest one a visitor of that locale is likely to follow (Chinese scripts to each other, else English).
 */
export function audioLanguageFor(locale: Locale, voices: Partial<Record<Locale, string>> = VOICES): Locale {
  if (voices[locale]) return locale;
  if (locale === 'zh-hant' && voices['zh-hans']) return 'zh-hans';
  if (locale === 'zh-hans' && voices['zh-hant']) return 'zh-hant';
  return 'en';
}
