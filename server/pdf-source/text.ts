// Text helpers for the PDF content: a record's field in the visitor's language, HTML split into paragraphs,
// event dates and months through Intl, and bidi isolation of numbers that must keep their direction.

import { LOCALE_TABLE, type Locale } from '#shared/locales';
import { parseEventDate } from '#shared/events';
import { decodeEntities } from '#shared/html-text';
import type { ML } from '../store/types';

/** The field in `locale`, or English (the API's per-field fallback). */
export function tr(ml: ML | undefined, locale: Locale): string {
  if (!ml) return '';
  return ml[locale] ?? ml.en;
}

export interface HtmlBlock {
  heading: boolean;
  text: string;
}

// Content HTML is sanitised at import to a known set of tags (content/FORMAT.md), so a tag-level split is enough.
const BLOCK = /<(h[2-4]|p|li|blockquote|figcaption|td|th)\b[^>]*>([\s\S]*?)<\/\1>/gi;

/** Headings and paragraphs (list items and table cells become paragraphs of their own). */
export function htmlBlocks(html: string): HtmlBlock[] {
  const blocks: HtmlBlock[] = [];
  for (const m of html.matchAll(BLOCK)) {
    const inner = m[2]!.replace(/<br\s*\/?>/gi, ' ').replace(/<\/?(p|ul|ol|li)\b[^>]*>/gi, ' ');
    const text = decodeEntities(inner.replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim();
    if (text) blocks.push({ heading: /^h/i.test(m[1]!), text });
  }
  if (!blocks.length) {
    const text = decodeEntities(html.replace(/<[^>]*>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim();
    if (text) blocks.push({ heading: false, text });
  }
  return blocks;
}

const LRI = '\u2066';
const PDI = '\u2069';

/** Phone numbers, times and number ranges read left to right even inside Arabic (first-strong isolation). */
export function isolateNumbers(text: string, locale: Locale): string {
  if (LOCALE_TABLE[locale].dir !== 'rtl') return text;
  return text.replace(/\+?\d[\d\s:.\-–/]*\d|\+?\d/g, (m) => `${LRI}${m}${PDI}`);
}

const utc = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** An event's dates: each range through Intl (`formatRange`), the ranges joined as a list in the locale. */
export function formatEventDates(ev: { eventDate?: string; month?: string }, locale: Locale): string {
  const tag = LOCALE_TABLE[locale].bcp47;
  if (ev.eventDate) {
    const ranges = parseEventDate(ev.eventDate);
    if (ranges.length) {
      const fmt = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      const parts = ranges.map((r) => (r.start === r.end ? fmt.format(utc(r.start)) : fmt.formatRange(utc(r.start), utc(r.end))));
      return new Intl.ListFormat(tag, { type: 'conjunction' }).format(parts);
    }
  }
  return ev.month ? formatMonth(ev.month, locale) : '';
}

/** "August 2026", "2026年8月", "أغسطس 2026" … for a YYYY-MM month. */
export function formatMonth(month: string, locale: Locale): string {
  const fmt = new Intl.DateTimeFormat(LOCALE_TABLE[locale].bcp47, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return fmt.format(utc(`${month}-01`));
}

/** A distance in metres as kilometres with the locale's unit words. */
export function formatDistance(metres: number, locale: Locale): string {
  const km = metres / 1000;
  return new Intl.NumberFormat(LOCALE_TABLE[locale].bcp47, { style: 'unit', unit: 'kilometer', unitDisplay: 'long', maximumFractionDigits: 1 }).format(km);
}

const FSI = '\u2068';

/**
 * "Label: value" with the locale's colon (full-width in Chinese and Japanese). In right-to-left languages the value
 * is a first-strong isolate, like `<bdi>`: an English fallback value keeps its own word order and punctuation.
 */
export function labelled(label: string, value: string, locale: Locale): string {
  const colon = locale === 'zh-hant' || locale === 'zh-hans' || locale === 'ja' ? '：' : locale === 'fr' ? ' : ' : ': ';
  const v = isolateNumbers(value, locale);
  return `${label}${colon}${LOCALE_TABLE[locale].dir === 'rtl' ? `${FSI}${v}${PDI}` : v}`;
}
