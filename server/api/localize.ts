// Resolves multilingual fields for one locale, falling back to English field by field; every object that holds
// multilingual fields gets `fallbackFields` naming those served in English (so the app can mark them lang="en").
// An `openingHour` line whose English form is plain days and times also gets `openingHours`, its structured form,
// which the app words in the visitor's locale (the translated line stays for what the structure cannot say).
import { LOCALES } from '#shared/locales';
import { parseOpeningHours } from '#shared/opening-hours';
import type { ML } from '../store/types';

const LOCALE_SET = new Set<string>(LOCALES);

export function isML(v: unknown): v is ML {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  if (typeof o.en !== 'string') return false;
  for (const [k, x] of Object.entries(o)) if (!LOCALE_SET.has(k) || typeof x !== 'string') return false;
  return true;
}

/** The text of `ml` in `locale`, or English. */
export function pick(ml: ML | undefined, locale: string): string {
  if (!ml) return '';
  return ml[locale] ?? ml.en;
}

export function localize(value: unknown, locale: string): unknown {
  if (Array.isArray(value)) return value.map((v) => localize(v, locale));
  if (typeof value !== 'object' || value === null) return value;
  if (isML(value)) return pick(value, locale);
  const out: Record<string, unknown> = {};
  const fallback: string[] = [];
  let hasText = false;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (v === undefined) continue;
    if (isML(v)) {
      hasText = true;
      if (v[locale] === undefined && locale !== 'en') fallback.push(k);
      out[k] = pick(v, locale);
      if (k === 'openingHour') {
        const hours = parseOpeningHours(v.en);
        if (hours) out.openingHours = hours;
      }
    } else {
      out[k] = localize(v, locale);
    }
  }
  if (hasText) out.fallbackFields = fallback;
  return out;
}
