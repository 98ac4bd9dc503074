// The order the journey files start in (scripts/gate/sequencer.ts). Vitest's own order on a clean clone (CI's) is by
// file size, which put the two longest files (markup and the crawl: short files with long loops) last: one worker then
// ran them alone for minutes while the other had nothing left. Files known to be long start first, so the workers end
// together.

/**
 * The longest journey files, longest first (their seconds in the gate's e2e log, 28 November 2026). A new long file
 * belongs here; an unlisted one runs after these, in Vitest's order (its recorded durations when it has them, else size).
 */
export const LONGEST_FIRST: readonly string[] = [
  'markup',
  'crawl',
  'offline',
  'map',
  'sections',
  'home',
  'map-touch',
  'accessibility',
  'offline-offer',
  'trip',
];

/** `name` of tests/e2e/<name>.e2e.ts, or undefined for another path. */
export function journeyName(file: string): string | undefined {
  return /[\\/]tests[\\/]e2e[\\/]([^\\/]+)\.e2e\.ts$/.exec(file)?.[1];
}

/** `files` with the listed journeys first, in the list's order; the others keep the order they came in. */
export function longestFirst<T>(files: readonly T[], path: (file: T) => string, list: readonly string[] = LONGEST_FIRST): T[] {
  const rank = (f: T) => {
    const i = list.indexOf(journeyName(path(f)) ?? '');
    return i < 0 ? list.length : i;
  };
  return files
    .map((f, i) => ({ f, i }))
    .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
    .map(({ f }) => f);
}
