// The locale table of SPEC §1: the one place that says which languages exist and how they behave.

export const LOCALES = ['zh-hant', 'zh-hans', 'pt', 'en', 'ja', 'ko', 'th', 'id', 'ru', 'ms', 'de', 'fr', 'es', 'it', 'ar'] as const;

export type Locale = (typeof LOCALES)[number];

export interface LocaleInfo {
  locale: Locale;
  /** Display name in the language itself. */
  name: string;
  /** Whether content in this locale may fall back to English field by field. */
  fallback: boolean;
  /** Words are separated by spaces (excerpts cut at words); false for CJK and Thai. */
  wordBreakBySpace: boolean;
  dir: 'ltr' | 'rtl';
  /** Disabled locales are not routed and not offered; flip to false to enable. */
  disable: boolean;
  /** BCP 47 tag for Intl APIs and the html lang attribute. */
  bcp47: string;
}

export const LOCALE_TABLE: Record<Locale, LocaleInfo> = {
  'zh-hant': { locale: 'zh-hant', name: '繁體中文', fallback: true, wordBreakBySpace: false, dir: 'ltr', disable: false, bcp47: 'zh-Hant' },
  'zh-hans': { locale: 'zh-hans', name: '简体中文', fallback: true, wordBreakBySpace: false, dir: 'ltr', disable: false, bcp47: 'zh-Hans' },
  pt: { locale: 'pt', name: 'Português', fallback: true, wordBreakBySpace: true, dir: 'ltr', disable: false, bcp47: 'pt' },
  en: { locale: 'en', name: 'English', fallback: false, wordBreakBySpace: true, dir: 'ltr', disable: false, bcp47: 'en' },
  ja: { locale: 'ja', name: '日本語', fallback: true, wordBreakBySpace: false, dir: 'ltr', disable: false, bcp47: 'ja' },
  ko: { locale: 'ko', name: '한국어', fallback: true, wordBreakBySpace: true, dir: 'ltr', disable: false, bcp47: 'ko' },
  th: { locale: 'th', name: 'ไทย', fallback: true, wordBreakBySpace: false, dir: 'ltr', disable: false, bcp47: 'th' },
  id: { locale: 'id', name: 'Bahasa Indonesia', fallback: true, wordBreakBySpace: true, dir: 'ltr', disable: false, bcp47: 'id' },
  ru: { locale: 'ru', name: 'Русский', fallback: true, wordBreakBySpace: true, dir: 'ltr', disable: true, bcp47: 'ru' },
  ms: { locale: 'ms', name: 'Bahasa Melayu', fallback: true, wordBreakBySpace: true, dir: 'ltr', disable: false, bcp47: 'ms' },
  de: { locale: 'de', name: 'Deutsch', fallback: true, wordBreakBySpace: true, dir: 'ltr', disable: false, bcp47: 'de' },
  fr: { locale: 'fr', name: 'Français', fallback: true, wordBreakBySpace: true, dir: 'ltr', disable: false, bcp47: 'fr' },
  es: { locale: 'es', name: 'Español', fallback: true, wordBreakBySpace: true, dir: 'ltr', disable: false, bcp47: 'es' },
  it: { locale: 'it', name: 'Italiano', fallback: true, wordBreakBySpace: true, dir: 'ltr', disable: false, bcp47: 'it' },
  ar: { locale: 'ar', name: 'العربية', fallback: true, wordBreakBySpace: true, dir: 'rtl', disable: false, bcp47: 'ar' },
};

export const DEFAULT_LOCALE: Locale = 'en';

export const ENABLED_LOCALES: readonly Locale[] = LOCALES.filter((l) => !LOCALE_TABLE[l].disable);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A locale that may be routed and requested: supported and not disabled. */
export function isEnabledLocale(value: unknown): value is Locale {
  return isLocale(value) && !LOCALE_TABLE[value].disable;
}
