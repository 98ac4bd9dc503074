// Web Push as the server, the service worker and the app all see it: the topics a visitor can choose, which
// topics an announcement reaches, the payload a push carries and the notification title in each language.
import type { Announcement, AnnouncementResponse } from './api/site';
import { excerpt } from './excerpt';
import { LOCALE_TABLE, type Locale } from './locales';
import type { WarningsAnswer } from './api/status';
import { effectsOf, isWarningLevel, isWarningType, sortWarnings, type WarningInForce, type WarningRule } from './warnings';

/** Typhoon signals, rainstorm warnings, every warning announcement, general announcements. */
export const PUSH_TOPICS = ['typhoon', 'rainstorm', 'warnings', 'general'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** What a visitor gets when they first turn warnings on. */
export const DEFAULT_PUSH_TOPICS: readonly PushTopic[] = ['typhoon', 'rainstorm', 'warnings'];

export function isPushTopic(t: unknown): t is PushTopic {
  return typeof t === 'string' && (PUSH_TOPICS as readonly string[]).includes(t);
}

/** Announcement kinds that have a topic of their own (a typhoon bulletin reaches "typhoon" subscribers too). */
const KIND_TOPIC: Partial<Record<string, PushTopic>> = { typhoon: 'typhoon', rainstorm: 'rainstorm' };

/** The topics an announcement is sent to: its own kind's topic, then "warnings" or "general". */
export function topicsOf(a: { isWarning: boolean; kind?: string | undefined }): PushTopic[] {
  const own = a.kind ? KIND_TOPIC[a.kind] : undefined;
  return [...(own ? [own] : []), a.isWarning ? 'warnings' : 'general'];
}

/** The body a push carries: everything the service worker needs to show it and to keep it for offline use. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page the notification opens (same origin path). */
  url: string;
  /** A newer push with the same tag replaces the older notification. */
  tag: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  locale: Locale;
  /** The announcement as GET /api/announcement?lang=… gives it, so the guide shows it offline. */
  announcement: Announcement;
  /**
   * The warnings in force when it was published, and when they last changed: the worker derives GET /api/warnings from
   * them and the saved rules, so places read closed offline at once (issue 30). Absent from older servers' pushes.
   */
  inForce?: PushedWarnings;
}

export interface PushedWarnings {
  asOf: number;
  warnings: WarningInForce[];
}

/** The announcement board of a locale, where every pushed announcement is found. */
export const announcementPath = (locale: Locale, id: string) => `/${locale}/announcement#ann-${encodeURIComponent(id)}`;

/** One tag per announcement: an update of the same announcement replaces its notification. */
export const pushTag = (id: string) => `announcement-${id}`;

/** The notification's title, in the subscriber's language. */
export const NOTIFICATION_TITLES: Record<Locale, { warning: string; announcement: string }> = {
  'zh-hant': { warning: '澳門旅遊局警告', announcement: '澳門旅遊局公告' },
  'zh-hans': { warning: '澳门旅游局警告', announcement: '澳门旅游局公告' },
  pt: { warning: 'Aviso de Macau', announcement: 'Comunicado de Macau' },
  en: { warning: 'Macao warning', announcement: 'Macao announcement' },
  ja: { warning: 'マカオの警報', announcement: 'マカオからのお知らせ' },
  ko: { warning: '마카오 경보', announcement: '마카오 공지' },
  th: { warning: 'คำเตือนจากมาเก๊า', announcement: 'ประกาศจากมาเก๊า' },
  id: { warning: 'Peringatan Makau', announcement: 'Pengumuman Makau' },
  ru: { warning: 'Предупреждение: Макао', announcement: 'Объявление: Макао' },
  ms: { warning: 'Amaran Macau', announcement: 'Pengumuman Macau' },
  de: { warning: 'Warnung für Macau', announcement: 'Mitteilung aus Macau' },
  fr: { warning: 'Alerte à Macao', announcement: 'Annonce de Macao' },
  es: { warning: 'Aviso en Macao', announcement: 'Anuncio de Macao' },
  it: { warning: 'Allerta a Macao', announcement: 'Avviso da Macao' },
  ar: { warning: 'تحذير في ماكاو', announcement: 'إعلان من ماكاو' },
};

/** The push for one announcement in one locale (its content already in that locale, or English). */
export function pushPayload(locale: Locale, a: Announcement, inForce?: PushedWarnings): PushPayload {
  const info = LOCALE_TABLE[locale];
  const titles = NOTIFICATION_TITLES[locale];
  return {
    title: a.isWarning ? titles.warning : titles.announcement,
    // Notification bodies are cut by every platform near 4 lines; the full text is one tap away.
    body: excerpt(a.content, { limit: 200, wordBased: info.wordBreakBySpace }),
    url: announcementPath(locale, a.id),
    tag: pushTag(a.id),
    lang: info.bcp47,
    dir: info.dir,
    locale,
    announcement: a,
    ...(inForce ? { inForce } : {}),
  };
}

/** A push's warnings, read defensively (a malformed list is ignored rather than clearing what the guide knows). */
export function pushedWarnings(p: Pick<PushPayload, 'inForce'>): PushedWarnings | undefined {
  const f = p.inForce as unknown;
  if (typeof f !== 'object' || f === null) return undefined;
  const { asOf, warnings } = f as { asOf?: unknown; warnings?: unknown };
  if (typeof asOf !== 'number' || !Array.isArray(warnings)) return undefined;
  const valid = warnings.every((w: unknown) => {
    const x = w as Partial<WarningInForce> | null;
    return !!x && isWarningType(x.type) && isWarningLevel(x.type, x.level) && typeof x.since === 'number';
  });
  return valid ? { asOf, warnings: warnings as WarningInForce[] } : undefined;
}

/**
 * GET /api/warnings as the server would answer it after the push: the pushed warnings and their effect under the
 * saved rules. An answer already newer than the push is kept (a push can arrive late).
 */
export function warningsAfterPush(current: WarningsAnswer | undefined, pushed: PushedWarnings, rules: readonly WarningRule[]): WarningsAnswer {
  if (current && current.asOf > pushed.asOf) return current;
  return { asOf: pushed.asOf, warnings: sortWarnings(pushed.warnings), effects: effectsOf(rules, pushed.warnings) };
}

/** The service worker's check of what it received: a payload it cannot read still shows a notification. */
export function isPushPayload(v: unknown): v is PushPayload {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return (
    typeof p.title === 'string' &&
    typeof p.body === 'string' &&
    typeof p.url === 'string' &&
    p.url.startsWith('/') &&
    !p.url.startsWith('//') &&
    typeof p.tag === 'string' &&
    typeof p.locale === 'string' &&
    typeof p.announcement === 'object' &&
    p.announcement !== null
  );
}

/** The cached announcements answer with a pushed announcement in it (replacing its older copy), newest first. */
export function withPushed(answer: AnnouncementResponse | undefined, a: Announcement): AnnouncementResponse {
  const messages = [a, ...(answer?.messages ?? []).filter((m) => m.id !== a.id)].sort((x, y) => y.issuedTime - x.issuedTime);
  const others = (answer?.information ?? []).filter((i) => i.id !== a.id);
  const information = a.isWarning
    ? others
    : [{ id: a.id, content: a.content, channel: a.channels[0] ?? 'web', issuedTime: a.issuedTime }, ...others].sort((x, y) => y.issuedTime - x.issuedTime);
  return { messages, information };
}
