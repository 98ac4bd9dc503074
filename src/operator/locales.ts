// The languages of the operator area: the office works in English, Chinese (traditional and simplified) and Portuguese.
export const OPERATOR_LOCALES = ['en', 'zh-hant', 'zh-hans', 'pt'] as const;
export type OperatorLocale = (typeof OPERATOR_LOCALES)[number];

export const OPERATOR_LOCALE_NAMES: Record<OperatorLocale, string> = { en: 'English', 'zh-hant': '繁體中文', 'zh-hans': '简体中文', pt: 'Português' };
export const OPERATOR_BCP47: Record<OperatorLocale, string> = { en: 'en', 'zh-hant': 'zh-Hant', 'zh-hans': 'zh-Hans', pt: 'pt' };

export function isOperatorLocale(v: unknown): v is OperatorLocale {
  return typeof v === 'string' && (OPERATOR_LOCALES as readonly string[]).includes(v);
}

/** The stored choice, else the browser's first language the area speaks, else English. */
export function pickOperatorLocale(stored: string | null, languages: readonly string[]): OperatorLocale {
  if (isOperatorLocale(stored)) return stored;
  for (const lang of languages) {
    const l = lang.toLowerCase();
    if (l.startsWith('zh')) return /hans|cn|sg/.test(l) ? 'zh-hans' : 'zh-hant';
    if (l.startsWith('pt')) return 'pt';
    if (l.startsWith('en')) return 'en';
  }
  return 'en';
}
