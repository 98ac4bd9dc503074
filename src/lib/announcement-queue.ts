// Announcement rules of SPEC §4 and §9: which announcements are queued, the larts cookie, rotation and collapse thresholds.
import type { Announcement } from '#shared/api/site';
import { serializeCookie } from '#shared/cookies';
import { timePhase } from '#shared/current';

/** The latest issuedTime the visitor has seen, kept for 90 days. */
export const LARTS_COOKIE = 'larts';
export const LARTS_DAYS = 90;
export const ROTATE_MS = 5000;
export const COLLAPSE_SCROLL_PX = 100;
export const READ_MORE_MAX_PX = 440;

/**
 * Shown now: active and not past its end time. The server already leaves ended ones out, but a copy kept in the
 * browser or the saved guide may be older than that. The issue time is the server's to judge: a device clock running
 * behind must not hold back a warning the server has published.
 */
export function isCurrentAnnouncement(m: Pick<Announcement, 'active' | 'endTime'>, nowSeconds: number): boolean {
  return m.active && timePhase({ end: m.endTime }, nowSeconds) !== 'ended';
}

/**
 * Current announcements issued after the last-seen time, what the bar shows and counts as new: warnings first (a
 * typhoon signal is never behind a maintenance notice), each group newest first.
 */
export function queueAnnouncements(messages: readonly Announcement[] | undefined, lastSeen: number | null, nowSeconds: number): Announcement[] {
  return (messages ?? [])
    .filter((m) => isCurrentAnnouncement(m, nowSeconds) && (lastSeen === null || m.issuedTime > lastSeen))
    .sort((a, b) => Number(b.isWarning) - Number(a.isWarning) || b.issuedTime - a.issuedTime);
}

/**
 * How many items of a queue (as queueAnnouncements orders it) the bar rotates through by itself: only the warnings
 * while any is in force, so an ordinary notice never rotates one out; the visitor still reaches every item.
 */
export function rotatingCount(queue: readonly Pick<Announcement, 'isWarning'>[]): number {
  const warnings = queue.filter((m) => m.isWarning).length;
  return warnings > 0 ? warnings : queue.length;
}

/** The cookie's value as seconds, or null when missing or not a number. */
export function parseLastSeen(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** The newest issuedTime in a queue (what dismissing remembers), or null for an empty queue. */
export function latestIssued(queue: readonly Pick<Announcement, 'issuedTime'>[]): number | null {
  return queue.reduce<number | null>((max, m) => (max === null || m.issuedTime > max ? m.issuedTime : max), null);
}

/** The cookie to write after seeing announcements up to `issuedTime`; never moves the mark backwards. */
export function lartsCookie(issuedTime: number, previous: number | null): string {
  return serializeCookie(LARTS_COOKIE, String(Math.max(issuedTime, previous ?? 0)), LARTS_DAYS);
}

/** Scrolling down past the threshold collapses the open bar. */
export function collapsesOnScroll(previousY: number, y: number): boolean {
  return y > COLLAPSE_SCROLL_PX && y > previousY;
}

export function rotate(index: number, count: number, step: 1 | -1 = 1): number {
  return count <= 0 ? 0 : (((index + step) % count) + count) % count;
}
