// Where a record's facts come from (content/FORMAT.md, "Sources"): the closed list of fact names, which record
// fields each covers, and the newest check date that a place page shows.

export const FACTS = ['address', 'tel', 'hours', 'price', 'licence', 'award', 'dates', 'stars', 'website'] as const;
export type Fact = (typeof FACTS)[number];

/** A public page that confirms some of a record's facts, and the Macao date it was checked (YYYY-MM-DD). */
export interface Source {
  url: string;
  checked: string;
  facts: Fact[];
}

/** A source as answers carry it. */
export interface SourceRef {
  url: string;
  checked: string;
}

/** The record fields each fact covers; a field not listed here is not factual (prose, pictures, links between records). */
export const FACT_FIELDS: Record<Fact, readonly string[]> = {
  address: ['address'],
  tel: ['tel', 'fax'],
  hours: ['hours', 'openingHour', 'hoursNote'],
  price: ['price', 'admission'],
  licence: ['licence'],
  award: ['qtsas', 'awards', 'award'],
  dates: ['eventDate', 'month', 'dates'],
  stars: ['star', 'stars'],
  website: ['website'],
};

/** The fact a record field belongs to, or undefined for a field that is not factual. */
export function factOf(field: string): Fact | undefined {
  return FACTS.find((f) => FACT_FIELDS[f].includes(field));
}

/** The newest check date of `sources` (dates compare as strings), or undefined without sources. */
export function newestCheck(sources: readonly { checked: string }[] | undefined): string | undefined {
  let newest: string | undefined;
  for (const s of sources ?? []) if (newest === undefined || s.checked > newest) newest = s.checked;
  return newest;
}
