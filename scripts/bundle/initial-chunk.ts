// Two chunks for the code the visitors' entry loads before anything else. Left to itself, Rolldown gives every module
// that the entry shares with a lazy chunk a chunk of its own: the home page started 44 scripts, most under 1 KiB
// gzipped, each paying its own request, headers and gzip window. The entry runs them all anyway, so they go together:
// `app` (only the visitors' entry loads it) and `common` (the operator area's entry loads it too, so that area never
// runs the visitors' code).
import type { Plugin } from 'vite';

/** The module graph as this needs it: each module's static imports. */
export type StaticGraph = ReadonlyMap<string, readonly string[]>;

/** Every module reachable from `roots` through static imports, the roots included. */
export function staticClosure(graph: StaticGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.get(id) ?? []) stack.push(next);
  }
  return seen;
}

export interface InitialGroups {
  /** Loaded up front by the main entry only. */
  app: Set<string>;
  /** Loaded up front by the main entry and another entry. */
  common: Set<string>;
}

/**
 * The modules the main entry loads up front, split by whether another entry loads them up front too. The entry
 * module and the modules it imports directly stay in the entry's own chunk (an HTML entry whose script moved into a
 * group would leave the build without its entry chunk); `excluded` names modules in groups of their own (packages).
 */
export function initialGroups(graph: StaticGraph, main: string, others: readonly string[], excluded: (id: string) => boolean): InitialGroups {
  const mine = staticClosure(graph, [main]);
  const theirs = staticClosure(graph, others);
  const app = new Set<string>();
  const common = new Set<string>();
  const own = new Set([main, ...(graph.get(main) ?? [])]);
  for (const id of mine) {
    if (own.has(id) || excluded(id)) continue;
    (theirs.has(id) ? common : app).add(id);
  }
  return { app, common };
}

/**
 * A plugin that reads the module graph once the build has it, and the codeSplitting group tests that ask it.
 * `isMain` picks the visitors' entry among the build's entries. The `common` group must rank above `app`: a group
 * takes its modules' dependencies with it, and what `common` has taken first stays there.
 */
export function initialChunks(
  isMain: (id: string) => boolean,
  excluded: (id: string) => boolean,
): { plugin: Plugin; app: (id: string) => boolean; common: (id: string) => boolean } {
  let groups: InitialGroups = { app: new Set(), common: new Set() };
  const plugin: Plugin = {
    name: 'initial-chunks',
    apply: 'build',
    buildEnd() {
      const graph = new Map<string, readonly string[]>();
      const entries: string[] = [];
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        graph.set(id, info.importedIds);
        if (info.isEntry) entries.push(id);
      }
      const main = entries.find(isMain);
      groups = main
        ? initialGroups(
            graph,
            main,
            entries.filter((e) => e !== main),
            excluded,
          )
        : { app: new Set(), common: new Set() };
    },
  };
  return { plugin, app: (id) => groups.app.has(id), common: (id) => groups.common.has(id) };
}
