// Each locale's catalogue in two parts: `first`, the messages of the code the home page runs before it is interactive
// (the entry's static imports and the home route's own chunks), and `rest`, every other message. The home page loads
// only the first part before hydrating; every other page, lazy part and modal loads both (src/i18n/activate.ts).
//
// Which code is first comes from the build's own module graph (static imports, so a re-exporting index counts what it
// re-exports: a message too many in `first` costs bytes, one too few would show its id). A message goes to `first`
// when any file it comes from (its origins in the .po catalogue) is first code.
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import type { PluginContext } from 'rolldown';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { createCompiledCatalog, createCompilationErrorMessage, createMissingErrorMessage, getCatalogs } from '@lingui/cli/api';

export type CataloguePart = 'first' | 'rest';

/** The module the app imports: `catalogueLoaders[locale][part]()` resolves to `{ messages }`. */
export const CATALOGUES_MODULE = 'virtual:catalogues';
const RESOLVED_LOADERS = '\0virtual:catalogues';
const PART_PREFIX = 'virtual:catalogue/';

/** The messages of one part: `first` keeps messages with an origin among `firstFiles`, `rest` the others. */
export function splitMessages<T>(
  messages: Readonly<Record<string, T>>,
  origins: Readonly<Record<string, readonly string[]>>,
  firstFiles: ReadonlySet<string>,
  part: CataloguePart,
): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [id, message] of Object.entries(messages)) {
    // A message whose origin is unknown goes first: better a few bytes too many than an id on screen.
    const from = origins[id];
    const first = !from || from.length === 0 || from.some((file) => firstFiles.has(file));
    if (first === (part === 'first')) out[id] = message;
  }
  return out;
}

/** The loaders module: one dynamic import per locale and part, so each becomes its own chunk. */
export function loadersSource(locales: readonly string[]): string {
  const entries = locales.map(
    (l) =>
      `${JSON.stringify(l)}: { first: () => import(${JSON.stringify(`${PART_PREFIX}${l}/first`)}), rest: () => import(${JSON.stringify(`${PART_PREFIX}${l}/rest`)}) }`,
  );
  return `export const catalogueLoaders = {\n${entries.join(',\n')}\n};\n`;
}

interface Options {
  /** Picks the visitors' entry among the build's modules (index.html). */
  isMain: (id: string) => boolean;
  /** Route files whose code-split chunks the home page loads (their dynamic `?tsr-split=` imports count as first). */
  isFirstRoute: (file: string) => boolean;
  /** Fail the build when a locale lacks a message (as Lingui's own plugin does with failOnMissing). */
  failOnMissing?: boolean;
  /** False puts every message in `first` (the server's renderer loads both parts anyway; the dev server has no whole graph). */
  split?: boolean;
}

const stripQuery = (id: string) => id.split('?')[0]!;

export function catalogueParts({ isMain, isFirstRoute, failOnMissing = true, split = true }: Options): Plugin {
  let config: LinguiConfigNormalized;
  let root = process.cwd();
  let firstFiles: Promise<Set<string> | undefined> | undefined;

  return {
    name: 'catalogue-parts',
    enforce: 'pre',
    configResolved(resolved) {
      root = resolved.root;
      config = getConfig({ cwd: root });
    },
    buildStart() {
      firstFiles = undefined;
    },
    resolveId(source) {
      if (source === CATALOGUES_MODULE) return RESOLVED_LOADERS;
      if (source.startsWith(PART_PREFIX)) return `\0${source}`;
      return null;
    },
    async load(id) {
      if (id === RESOLVED_LOADERS) return loadersSource(config.locales);
      if (!id.startsWith(`\0${PART_PREFIX}`)) return null;
      const [locale, part] = id.slice(PART_PREFIX.length + 1).split('/') as [string, CataloguePart];
      if (!config.locales.includes(locale) || (part !== 'first' && part !== 'rest')) throw new Error(`No catalogue part ${id.slice(1)}`);

      const [catalog] = await getCatalogs(config);
      const sourceLocale = config.sourceLocale;
      if (!catalog || !sourceLocale) throw new Error('lingui.config.ts names no catalogue or no source locale');
      for (const file of [catalog.getFilename(locale), catalog.getFilename(sourceLocale)]) this.addWatchFile(file);
      const { messages, missing } = await catalog.getTranslations(locale, { fallbackLocales: config.fallbackLocales || {}, sourceLocale });
      if (failOnMissing && missing.length > 0) throw new Error(createMissingErrorMessage(locale, missing, 'loader'));
      const source = (await catalog.read(sourceLocale)) ?? {};
      const origins = Object.fromEntries(Object.entries(source).map(([mid, m]) => [mid, (m.origin ?? []).map(([file]) => file)]));

      const first = !split || this.meta.watchMode ? undefined : await (firstFiles ??= findFirstFiles(this, isMain, isFirstRoute, root));
      // Unsplit, `first` is the whole catalogue and `rest` is empty.
      const chosen = first ? splitMessages(messages, origins, first, part) : part === 'first' ? messages : {};
      const { source: code, errors } = createCompiledCatalog(locale, chosen, { namespace: 'es', pseudoLocale: config.pseudoLocale });
      if (errors.length) throw new Error(createCompilationErrorMessage(locale, errors));
      return { code, moduleType: 'js' };
    },
  };
}

/**
 * The source files (paths from the root, as in the catalogue's origins) the home page runs before it is interactive:
 * the static closure of the main entry and of the first routes' code-split chunks.
 */
async function findFirstFiles(
  ctx: PluginContext,
  isMain: (id: string) => boolean,
  isFirstRoute: (file: string) => boolean,
  root: string,
): Promise<Set<string> | undefined> {
  // Without the visitors' entry (a test run, another entry's build) there is nothing to split by.
  const main = [...ctx.getModuleIds()].find(isMain);
  if (!main) return undefined;
  const seen = new Set<string>();
  const queue = [main];
  while (queue.length) {
    const batch = queue.splice(0).filter((id) => !seen.has(id));
    for (const id of batch) seen.add(id);
    const infos = await Promise.all(batch.map((id) => ctx.load({ id, resolveDependencies: true })));
    for (const info of infos) {
      queue.push(...info.importedIds);
      if (isFirstRoute(relative(root, stripQuery(info.id)))) queue.push(...info.dynamicallyImportedIds.filter((d) => d.includes('?tsr-split=')));
    }
  }
  return new Set([...seen].map((id) => relative(root, stripQuery(id))).filter((file) => !file.startsWith('..') && !file.startsWith('\0')));
}
