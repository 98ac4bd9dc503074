// Weather brief rules (SPEC §3, §5): the default brief and which warnings show.

export interface Warning {
  type: string;
  status: number;
  name?: string;
}

export const DEFAULT_BRIEF = { temp: '-' as const, humi: '-' as const, humidity: '-' as const, status: null, warnings: [] as Warning[] };

/** Warnings with status 2 or 3 are excluded from the brief. */
export function briefWarnings<T extends Warning>(warnings: readonly T[] | undefined): T[] {
  return (warnings ?? []).filter((w) => w.status !== 2 && w.status !== 3);
}
