// The one rule for what is current, on Macao's date: every dated thing the guide promotes (an event, a hero slide, a
// "This season" card, a banner, an announcement, a social post about a warning) goes through it, so no surface keeps
// promoting what has ended.
import { isWarningLevel, levelRank, type WarningInForce, type WarningType } from './warnings';
import { macaoToday, parseEventDate } from './events';

/** A span of Macao days, both ends included; an open end runs for ever. YYYY-MM-DD. */
export interface DayWindow {
  start?: string | undefined;
  end?: string | undefined;
}

export type Phase = 'upcoming' | 'current' | 'ended';

/** Where `today` (YYYY-MM-DD, Macao) stands against a window of Macao days. */
export function dayPhase(w: DayWindow, today: string): Phase {
  if (w.start !== undefined && today < w.start) return 'upcoming';
  if (w.end !== undefined && today > w.end) return 'ended';
  return 'current';
}

/** True when the window has a day in common with [from, to] (both YYYY-MM-DD, included). */
export function overlapsDays(w: DayWindow, from: string, to: string): boolean {
  return (w.start === undefined || w.start <= to) && (w.end === undefined || w.end >= from);
}

/** The first and last day of a month (YYYY-MM). */
export function monthDays(month: string): { start: string; end: string } {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * An event's whole span: from its first day to its last, or its month when only the month is known; undefined when
 * it has no usable date (such an event is never promoted as current).
 */
export function eventWindow(ev: { eventDate?: string | undefined; month?: string | undefined }): Required<DayWindow> | undefined {
  const ranges = parseEventDate(ev.eventDate ?? '');
  if (ranges.length > 0) {
    return {
      start: ranges.reduce((a, r) => (r.start < a ? r.start : a), ranges[0]!.start),
      end: ranges.reduce((a, r) => (r.end > a ? r.end : a), ranges[0]!.end),
    };
  }
  return ev.month && /^\d{4}-(0[1-9]|1[0-2])$/.test(ev.month) ? monthDays(ev.month) : undefined;
}

/**
 * A promoted item: its own window, or the window of the event it stands for, and whether it looks back on purpose.
 * The API hands it on with the item, so a copy kept in the browser or the saved guide is judged by the same rule.
 */
export interface Promoted extends DayWindow {
  /** A retrospective ("Looking back at …"): may stay after its window, and its wording says so. */
  retrospective?: boolean | undefined;
}

/**
 * May this item be promoted today (home hero, "This season", banners, menus)? Current and upcoming items may; an
 * ended one only when it is a retrospective.
 */
export function isPromotable(item: Promoted, today: string): boolean {
  return dayPhase(item, today) !== 'ended' || item.retrospective === true;
}

/** The same rule at an instant (the day is Macao's, whatever the device's zone). */
export function isPromotableAt(item: Promoted, now: Date): boolean {
  return isPromotable(item, macaoToday(now));
}

/** A window of instants (seconds since the epoch): from `start` included to `end` excluded; open ends run for ever. */
export interface TimeWindow {
  start?: number | undefined;
  end?: number | undefined;
}

/** Where an instant stands against a window of instants (an announcement: its issue time to its end time). */
export function timePhase(w: TimeWindow, nowSeconds: number): Phase {
  if (w.start !== undefined && nowSeconds < w.start) return 'upcoming';
  if (w.end !== undefined && nowSeconds >= w.end) return 'ended';
  return 'current';
}

/** A post or notice that speaks of a warning: shown only while that warning is in force at that level or higher. */
export interface WarningMention {
  type: WarningType;
  level: string;
}

export function warningInForce(mention: WarningMention, inForce: readonly Pick<WarningInForce, 'type' | 'level'>[]): boolean {
  if (!isWarningLevel(mention.type, mention.level)) return false;
  const wanted = levelRank(mention.type, mention.level);
  return inForce.some((w) => w.type === mention.type && isWarningLevel(w.type, w.level) && levelRank(w.type, w.level) >= wanted);
}
