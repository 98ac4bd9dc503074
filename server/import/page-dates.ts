// When each record was last looked at, for the sitemaps' <lastmod>: the newest `sources[].checked` date of each
// sight, restaurant, hotel and event (issue 26's provenance format), and the content folder's newest file date for
// pages without one. Read from the files as written: the records in the store do not keep their sources.
import fs from 'node:fs';
import path from 'node:path';
import type { PageDates } from '../store/documents';
import { newestMtime } from './files';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The record lists, by the kind that keys their dates, each a folder and the start of its files' names. */
const LISTS: readonly { kind: keyof PageDates['checked']; dir: string; prefix: string }[] = [
  { kind: 'sight', dir: 'experience', prefix: '' },
  { kind: 'restaurant', dir: 'dining', prefix: 'restaurants' },
  { kind: 'hotel', dir: 'accommodation', prefix: 'hotels' },
  { kind: 'event', dir: 'events', prefix: 'events' },
];

function newestChecked(record: unknown): string | undefined {
  const sources = (record as { sources?: unknown }).sources;
  if (!Array.isArray(sources)) return undefined;
  let newest: string | undefined;
  for (const s of sources) {
    const checked = (s as { checked?: unknown } | null)?.checked;
    if (typeof checked === 'string' && DAY.test(checked) && (newest === undefined || checked > newest)) newest = checked;
  }
  return newest;
}

/** Reads the dates; files the importer has already validated, so anything unexpected is skipped, not reported. */
export function pageDates(contentDir: string): PageDates {
  const checked: PageDates['checked'] = { sight: {}, restaurant: {}, hotel: {}, event: {} };
  for (const { kind, dir, prefix } of LISTS) {
    const abs = path.join(contentDir, dir);
    if (!fs.existsSync(abs)) continue;
    for (const f of fs.readdirSync(abs).sort()) {
      if (!f.endsWith('.json') || !f.startsWith(prefix) || (kind === 'sight' && f === 'groups.json')) continue;
      let list: unknown;
      try {
        list = JSON.parse(fs.readFileSync(path.join(abs, f), 'utf8'));
      } catch {
        continue;
      }
      if (!Array.isArray(list)) continue;
      for (const r of list) {
        const id = (r as { id?: unknown } | null)?.id;
        const day = newestChecked(r);
        if (typeof id === 'string' && day) checked[kind][id] = day;
      }
    }
  }
  const mtime = newestMtime(contentDir);
  return { checked, modified: mtime ? new Date(mtime).toISOString().slice(0, 10) : undefined };
}
