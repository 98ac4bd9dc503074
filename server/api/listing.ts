// Helpers of the search-style list endpoints: multi-select parsing, keyword matching, paging, taxonomy lookups.
import { artPath } from '../media/art-path';
import type { Option, Paged } from '#shared/api/places';
import type { ML, Taxon } from '../store/types';

/** SPEC §5 multi-select: comma separated, '' is any; options that no longer exist are dropped (then: any). */
export function multiSelect(raw: unknown, options: Taxon[]): Set<string> | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const known = raw
    .split(',')
    .map((v) => v.trim())
    .filter((v) => options.some((o) => o.value === v));
  return known.length ? new Set(known) : undefined;
}

/** Case- and accent-insensitive substring match over every locale of the given texts. */
export function keywordMatcher(raw: unknown): (texts: (ML | string | undefined)[]) => boolean {
  const fold = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  const kw = typeof raw === 'string' ? fold(raw.trim()) : '';
  if (!kw) return () => true;
  return (texts) =>
    texts.some((t) => {
      if (t === undefined) return false;
      const values = typeof t === 'string' ? [t] : Object.values(t);
      return values.some((v) => v !== undefined && fold(v).includes(kw));
    });
}

export function page<T>(list: T[], pageNo: number, size: number): Paged<T> {
  return { page: pageNo, resultCount: list.length, results: list.slice((pageNo - 1) * size, pageNo * size) };
}

export function taxon(list: Taxon[], value: string): Option<ML> {
  const t = list.find((x) => x.value === value);
  return { name: t?.name ?? { en: value }, value };
}

/**
 * No empty promises: only the taxa something listed actually has (a filter option or category that would find
 * nothing is not offered).
 */
export function inUse(list: Taxon[], used: Iterable<string>): Taxon[] {
  const set = new Set(used);
  return list.filter((t) => set.has(t.value));
}

export const options = (list: Taxon[]): Option<ML>[] =>
  list.map((t) => ({ name: t.name, value: t.value, ...(t.icon ? { icon: artPath(t.icon, undefined, t.value, 'square') } : {}) }));

/** The filter options some listed record holds: an option that would find nothing is not offered. */
export const optionsInUse = (list: Taxon[], used: Iterable<string>): Option<ML>[] => options(inUse(list, used));
