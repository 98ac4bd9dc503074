// What a place's answer says about its facts: its structured hours with Macao's public holidays (so the app can
// say open now, online or from the saved guide), and the pages its facts were checked on with the newest date.
import { newestCheck, type SourceRef } from '#shared/provenance';
import type { Store } from '../store';
import type { HasProvenance } from '../store/types';

export interface PlaceFacts {
  hours?: string;
  publicHolidays?: string[];
  sources?: SourceRef[];
  checked?: string;
}

/** Every public holiday date of the content, oldest first. */
export function publicHolidays(store: Store): string[] {
  return (store.document('holidays')?.years ?? []).flatMap((y) => y.dates);
}

/** A POI as answered: with the public holidays its hours need. */
export function withHolidays<P extends { hours?: string }>(store: Store, p: P): P & { publicHolidays?: string[] } {
  return p.hours && /\bPH\b/.test(p.hours) ? { ...p, publicHolidays: publicHolidays(store) } : p;
}

/** The sources of a record as answers carry them (url and date), with the newest check date. */
export function sourceFacts(record: HasProvenance): Pick<PlaceFacts, 'sources' | 'checked'> {
  if (!record.sources?.length) return {};
  return { sources: record.sources.map((s) => ({ url: s.url, checked: s.checked })), checked: newestCheck(record.sources)! };
}

/** A record's structured hours with the holidays they need (empty without hours): what a card says open now from. */
export function hoursFacts(store: Store, record: { hours?: string }): Pick<PlaceFacts, 'hours' | 'publicHolidays'> {
  if (!record.hours) return {};
  // Only hours that name PH need the holiday list.
  return /\bPH\b/.test(record.hours) ? { hours: record.hours, publicHolidays: publicHolidays(store) } : { hours: record.hours };
}

/** The provenance and hours fields of a place's answer (empty for a record with neither). */
export function placeFacts(store: Store, record: HasProvenance): PlaceFacts {
  return { ...sourceFacts(record), ...hoursFacts(store, record) };
}
