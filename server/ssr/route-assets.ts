// The styles and scripts a rendered page's routes need, read from Vite's build manifest (dist/.vite/manifest.json):
// a route's stylesheet must be in the HTML, or the page would paint unstyled parts that move when the script adds it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export interface RouteAssets {
  /** Stylesheets (URL paths) the entry does not already link. */
  css: string[];
  /** Script chunks (URL paths) to start with the entry. */
  js: string[];
}

export function readManifest(distDir: string): Manifest | undefined {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** The manifest keys of a route's own chunks: the router plugin splits each route file into `?tsr-split=` chunks. */
function routeChunkKeys(manifest: Manifest, routeId: string): string[] {
  const base = routeId.endsWith('/') ? [`src/routes${routeId}index.tsx`] : [`src/routes${routeId}.tsx`, `src/routes${routeId}/route.tsx`];
  return Object.keys(manifest).filter((k) => base.some((b) => k.startsWith(`${b}?tsr-split=`)));
}

/** Every stylesheet and script the matched routes load statically, beyond what the entry (index.html) brings. */
export function routeAssets(manifest: Manifest, routeIds: readonly string[]): RouteAssets {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const entryCss = new Set(manifest['index.html']?.css ?? []);
  const visit = (key: string) => {
    if (seen.has(key) || key === 'index.html') return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(`/${chunk.file}`);
    for (const c of chunk.css ?? []) if (!entryCss.has(c)) css.add(`/${c}`);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const id of routeIds) for (const key of routeChunkKeys(manifest, id)) visit(key);
  return { css: [...css], js: [...js] };
}
