// Where an announcement stands for visitors: live now, scheduled for later, past its end time, switched off, or withdrawn.
import { timePhase } from '#shared/current';

export type AnnouncementState = 'active' | 'scheduled' | 'ended' | 'inactive' | 'withdrawn';

export function announcementState(
  a: { active: boolean; issuedTime: number; endTime?: number | undefined; withdrawnAt: number | null },
  nowMs: number,
): AnnouncementState {
  if (a.withdrawnAt !== null) return 'withdrawn';
  if (!a.active) return 'inactive';
  // The rule visitors' answers follow (shared/current.ts), so the list says what they see.
  const phase = timePhase({ start: a.issuedTime, end: a.endTime }, Math.floor(nowMs / 1000));
  return phase === 'upcoming' ? 'scheduled' : phase === 'ended' ? 'ended' : 'active';
}

/** A new announcement's id: its issue date and a short random part (the API takes lowercase letters, digits and dashes). */
export function newAnnouncementId(now: Date, random: () => number = Math.random): string {
  const day = now.toISOString().slice(0, 10);
  return `a-${day}-${Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')}`;
}

/** A `datetime-local` value in Macao time (UTC+8, no daylight saving) for a Unix time in seconds, and back. */
export function toMacaoLocalInput(unixS: number): string {
  return new Date((unixS + 8 * 3600) * 1000).toISOString().slice(0, 16);
}

export function fromMacaoLocalInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}:00+08:00`);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}
