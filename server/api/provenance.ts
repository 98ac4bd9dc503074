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

/** The provenance and hours fields of a place's answer (empty for a record with neither). */
export function placeFacts(store: Store, record: HasProvenance): PlaceFacts {
  const out: PlaceFacts = {};
  if (record.hours) {
    out.hours = record.hours;
    // Only hours that name PH need the holiday list.
    if (/\bPH\b/.test(record.hours)) out.publicHolidays = publicHolidays(store);
  }
  if (record.sources?.length) {
    out.sources = record.sources.map((s) => ({ url: s.url, checked: s.checked }));
    out.checked = newestCheck(record.sources);
  }
  return out;
}
