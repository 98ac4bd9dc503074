// The JavaScript a page loads before it shows, from the Vite manifest's chunk graph: the entry, every chunk it
// imports statically, the route's code-split chunks (and theirs) and the locale's catalogue, with a budget check
// and the per-chunk table scripts/bundle-budget.ts prints. Pure: files and sizes come from the caller.

/** One chunk of .vite/manifest.json (the fields this reads). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export type ChunkRole = 'entry' | 'preload' | 'route' | 'catalogue';

export interface PageChunk {
  file: string;
  role: ChunkRole;
}

export interface PageSpec {
  /** The HTML entry's manifest key (index.html). */
  entry: string;
  /** Route files (src/routes/…) whose code-split component chunks the page renders. */
  routes: readonly string[];
  /** The manifest keys of the catalogue parts the page loads before it is interactive (virtual:catalogue/en/first, …). */
  catalogues: readonly string[];
}

/** Manifest keys reachable from `keys` through static imports, `keys` first, each once. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}".`);
    seen.add(key);
    order.push(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return order;
}

/** The manifest keys of a route file's lazily loaded component chunks (TanStack Router's `?tsr-split=component…`). */
export function routeComponentKeys(manifest: Manifest, routeFile: string): string[] {
  return Object.keys(manifest).filter((key) => {
    const [path, query] = key.split('?');
    return path === routeFile && query !== undefined && /(^|&)tsr-split=[^&]*component/.test(query);
  });
}

/** Every chunk the page needs before it shows, in loading order, each file once, with why it is loaded. */
export function pageChunks(manifest: Manifest, spec: PageSpec): PageChunk[] {
  const out: PageChunk[] = [];
  const files = new Set<string>();
  const add = (keys: readonly string[], role: (key: string) => ChunkRole) => {
    for (const key of keys) {
      const file = manifest[key]!.file;
      if (files.has(file)) continue;
      files.add(file);
      out.push({ file, role: role(key) });
    }
  };
  add(staticClosure(manifest, [spec.entry]), (key) => (key === spec.entry ? 'entry' : 'preload'));
  const routeKeys = spec.routes.flatMap((route) => {
    const keys = routeComponentKeys(manifest, route);
    if (keys.length === 0 && !manifest[route]) throw new Error(`The manifest has no chunk for the route ${route}.`);
    return keys;
  });
  add(staticClosure(manifest, routeKeys), () => 'route');
  add(staticClosure(manifest, spec.catalogues), () => 'catalogue');
  return out;
}

/** The script and module-preload URLs of the built index.html (what the browser fetches before the app runs). */
export function htmlScripts(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const text = tag[0];
    const isScript = tag[1] === 'script' && /type="module"/.test(text);
    const isPreload = tag[1] === 'link' && /rel="modulepreload"/.test(text);
    const url = /(?:src|href)="([^"]+)"/.exec(text)?.[1];
    if ((isScript || isPreload) && url) urls.push(url.replace(/^\//, ''));
  }
  return urls;
}

export interface SizedChunk extends PageChunk {
  bytes: number;
  gzip: number;
}

export interface BudgetResult {
  gzip: number;
  bytes: number;
  limit: number;
  ok: boolean;
}

export function checkBudget(chunks: readonly SizedChunk[], limit: number): BudgetResult {
  const gzip = chunks.reduce((sum, c) => sum + c.gzip, 0);
  const bytes = chunks.reduce((sum, c) => sum + c.bytes, 0);
  return { gzip, bytes, limit, ok: gzip <= limit };
}

const kib = (n: number) => (n / 1024).toFixed(1);

/** The per-chunk table, largest first, then the total against the limit. */
export function formatTable(title: string, chunks: readonly SizedChunk[], result: BudgetResult): string {
  const rows = [...chunks].sort((a, b) => b.gzip - a.gzip);
  const width = Math.max(5, ...rows.map((r) => r.file.length));
  const line = (file: string, role: string, bytes: string, gzip: string) =>
    `${file.padEnd(width)}  ${role.padEnd(9)}  ${bytes.padStart(9)}  ${gzip.padStart(9)}`;
  return [
    title,
    line('chunk', 'role', 'raw KiB', 'gzip KiB'),
    ...rows.map((r) => line(r.file, r.role, kib(r.bytes), kib(r.gzip))),
    line(`total (${rows.length} files)`, '', kib(result.bytes), kib(result.gzip)),
    `${result.ok ? 'within' : 'OVER'} the budget of ${kib(result.limit)} KiB gzipped`,
  ].join('\n');
}
