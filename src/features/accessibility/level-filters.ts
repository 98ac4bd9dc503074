// The guide's level filters as the URL keeps them: kept apart from the guide's rules so the route's search validation
// (in the entry bundle) carries only this.

/** The filters a visitor can combine (all must hold); 'wheelChair-half' means at least partial access. */
export const LEVEL_FILTERS = ['wheelChair-full', 'wheelChair-half', 'carPark', 'visuallyImpaired', 'hearingImpaired', 'valetParking'] as const;
export type LevelFilter = (typeof LEVEL_FILTERS)[number];

const isLevelFilter = (v: string): v is LevelFilter => (LEVEL_FILTERS as readonly string[]).includes(v);

/** The URL keeps filters as one comma-separated value; unknown ones are dropped, order made canonical. */
export function parseLevelFilters(param: unknown): LevelFilter[] {
  if (typeof param !== 'string' || param === '') return [];
  const wanted = new Set(param.split(',').map((s) => s.trim()));
  return LEVEL_FILTERS.filter((f) => wanted.has(f) && isLevelFilter(f));
}

export function serializeLevelFilters(filters: readonly LevelFilter[]): string | undefined {
  const list = LEVEL_FILTERS.filter((f) => filters.includes(f));
  return list.length > 0 ? list.join(',') : undefined;
}
