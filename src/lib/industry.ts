// Locale rules for outward links (SPEC §2): the industry site and the chatbot exist in some languages only.
import type { Locale } from '#shared/locales';

const INDUSTRY_LOCALES: readonly Locale[] = ['zh-hant', 'zh-hans', 'pt', 'en'];
const CHATBOT_LOCALES: readonly Locale[] = ['zh-hant', 'zh-hans', 'pt', 'en', 'ja', 'ko', 'th'];

export function industryLocale(locale: Locale): Locale {
  return INDUSTRY_LOCALES.includes(locale) ? locale : 'en';
}

export function hasChatbot(locale: Locale): boolean {
  return CHATBOT_LOCALES.includes(locale);
}

export function joinUrl(base: string, ...parts: string[]): string {
  return [base.replace(/\/+$/, ''), ...parts.map((p) => p.replace(/^\/+|\/+$/g, ''))].filter(Boolean).join('/');
}
