// The travel-agency search in the URL (SPEC §2, §5): award (comma-separated, '' = any), keyword, page, and the id
// of the agency the visitor was looking at, which keeps the scroll position.
export interface AgencySearchParams {
  award?: string;
  keyword?: string;
  page?: number;
  id?: string;
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function validateAgencySearch(raw: Record<string, unknown>): AgencySearchParams {
  const out: AgencySearchParams = {};
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
  const award = text(raw.award)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => ID.test(s));
  if (award.length) out.award = [...new Set(award)].join(',');
  const keyword = text(raw.keyword);
  if (keyword && keyword.length <= 100) out.keyword = keyword;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page < 10_000) out.page = page;
  const id = text(raw.id);
  if (ID.test(id)) out.id = id;
  return out;
}

/** Options that no longer exist are dropped from the award filter (SPEC §5). */
export function keepKnownAwards(award: string | undefined, known: readonly string[]): string[] {
  return (award ?? '').split(',').filter((a) => a !== '' && known.includes(a));
}

export function toggleAward(award: string | undefined, value: string): string | undefined {
  const set = new Set((award ?? '').split(',').filter(Boolean));
  if (set.has(value)) set.delete(value);
  else set.add(value);
  return set.size ? [...set].join(',') : undefined;
}

export function pageCount(resultCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(resultCount / pageSize));
}
