// Language negotiation of SPEC §2: saved cookie, else the first browser language, else English.
import { DEFAULT_LOCALE, isEnabledLocale, type Locale } from './locales';

/** Maps one browser language tag (e.g. `zh-TW`, `pt-BR`, `en`) to a supported locale, if any. */
export function localeFromLanguageTag(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  if (lower === 'zh' || lower.startsWith('zh-') || lower.startsWith('zh_')) {
    const parts = lower.split(/[-_]/).slice(1);
    return parts.some((p) => p === 'tw' || p === 'hk' || p === 'mo' || p === 'hant') ? 'zh-hant' : 'zh-hans';
  }
  const two = lower.slice(0, 2);
  return isEnabledLocale(two) ? two : undefined;
}

export interface NegotiationInput {
  /** Value of the `lang` cookie, if any. */
  cookie?: string | null | undefined;
  /** The browser's language list, most preferred first (navigator.languages or parsed Accept-Language). */
  languages?: readonly string[] | undefined;
}

export function negotiateLocale({ cookie, languages }: NegotiationInput): Locale {
  if (cookie && isEnabledLocale(cookie)) return cookie;
  const first = languages?.[0];
  return (first && localeFromLanguageTag(first)) || DEFAULT_LOCALE;
}

/** Parses an Accept-Language header into tags ordered by quality (stable for equal q). */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((l) => l.tag);
}
