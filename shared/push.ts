// Web Push as the server, the service worker and the app all see it: the topics a visitor can choose, which
// topics an announcement reaches and the payload a push carries (its title is worded by the server's catalogue).
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

/**
 * The push for one announcement in one locale (its content already in that locale, or English), under `title`: the
 * server words the title from its catalogue (server/push/titles.ts).
 */
export function pushPayload(locale: Locale, a: Announcement, title: string, inForce?: PushedWarnings): PushPayload {
  const info = LOCALE_TABLE[locale];
  return {
    title,
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

/**
 * What the worker shows for a push it cannot read: it knows neither the language nor the announcement, so English and
 * the announcements board. The title is the server catalogue's English "push.title.announcement" (server/push/titles.ts):
 * the worker has no catalogue of its own, and tests/unit/server/push/titles.test.ts keeps the two the same.
 */
export const UNREADABLE_PUSH = { title: 'Macao announcement', url: '/en/announcement' } as const;

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
