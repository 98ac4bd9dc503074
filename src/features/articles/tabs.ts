// The ?tab= search value (SPEC §2): the ids of the active tabs separated by '|', one per tab set on the page.

export const TAB_SEPARATOR = '|';

export function parseTabParam(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(TAB_SEPARATOR)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The active tab of one tab set: the first listed id that belongs to the set, else the set's first tab. */
export function activeTabId(setIds: readonly string[], raw: string | undefined): string | undefined {
  return parseTabParam(raw).find((id) => setIds.includes(id)) ?? setIds[0];
}

/** The ?tab= value after choosing `id` in the set `setIds`: other sets' choices are kept, in their order. */
export function withActiveTab(raw: string | undefined, setIds: readonly string[], id: string): string {
  const others = parseTabParam(raw).filter((x) => !setIds.includes(x));
  return [...others, id].join(TAB_SEPARATOR);
}
