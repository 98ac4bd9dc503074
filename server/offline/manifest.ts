// Builds the offline manifest of one locale: asks the app itself for every URL the sections list (so sizes and ETags
// are exactly what a download gets), then adds the artwork those answers show and the basemap files.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { OfflineManifest, PackEntry } from '#shared/api/offline';
import { buildParts, type PartBody } from './parts';
import type { Locale } from '#shared/locales';
import type { Store } from '../store';
import { SECTIONS, type PackRequest, type SectionContext } from './sections';

export interface ManifestOptions {
  app: FastifyInstance;
  store: Store;
  locale: Locale;
  /** The basemap build folder (macao.pmtiles, style.json, fonts/). */
  tilesDir: string;
}

interface Fetched {
  status: number;
  bytes: number;
  etag?: string;
  body: string;
  raw: Buffer;
  type: string;
}

/** A locale's manifest and its part archives by part id. */
export interface BuiltPack {
  manifest: OfflineManifest;
  archives: Map<string, Uint8Array>;
}

/** Artwork URLs in an answer (the JSON escapes nothing in them but '&' as \u0026 in some serialisers). */
const ART_URL = /\/media\/art\/[^"\s]+?\.(?:svg|png)(?:\?[^"\s]*)?(?=")/g;

export function artUrlsIn(body: string): string[] {
  return [...new Set((body.match(ART_URL) ?? []).map((u) => u.replace(/\\u0026/g, '&')))];
}

/** Thumbnails are the card-shaped artwork lists and cards show. */
export const isThumbnail = (url: string): boolean => /[?&]aspect=card(?:&|$)/.test(url);

export async function buildManifest({ app, store, locale, tilesDir }: ManifestOptions): Promise<BuiltPack> {
  const fetched = new Map<string, Promise<Fetched>>();
  const get = (url: string): Promise<Fetched> => {
    let hit = fetched.get(url);
    if (!hit) {
      hit = app.inject({ method: 'GET', url }).then((res) => {
        const etag = res.headers.etag;
        const type = res.headers['content-type'];
        return {
          status: res.statusCode,
          bytes: res.rawPayload.length,
          body: res.body,
          raw: res.rawPayload,
          type: typeof type === 'string' ? type : 'application/octet-stream',
          ...(typeof etag === 'string' ? { etag } : {}),
        };
      });
      fetched.set(url, hit);
    }
    return hit;
  };
  const ctx: SectionContext = {
    store,
    locale,
    api: (path, params = {}) => {
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
      search.set('lang', locale);
      return `${path}?${search.toString()}`;
    },
    json: async <T>(url: string) => {
      const res = await get(url);
      return res.status === 200 ? (JSON.parse(res.body) as T) : undefined;
    },
  };

  const entries: PackEntry[] = [];
  const bodies: PartBody[] = [];
  const seen = new Set<string>();
  const homeArt = new Set<string>();
  const thumbnails = new Set<string>();
  const add = async (section: string, scope: PackEntry['scope'], req: PackRequest): Promise<Fetched | undefined> => {
    if (seen.has(req.url)) return undefined;
    seen.add(req.url);
    const res = await get(req.url);
    // A listed URL the server no longer answers (content removed) is left out, never saved as an error.
    if (res.status !== 200) return undefined;
    const entry: PackEntry = {
      url: req.url,
      bytes: res.bytes,
      ...(res.etag ? { etag: res.etag } : {}),
      section,
      scope,
      ...(req.core ? { core: true as const } : {}),
      ...(req.live ? { live: true as const } : {}),
      ...(req.aliases?.length ? { aliases: req.aliases } : {}),
    };
    entries.push(entry);
    bodies.push({ entry, type: res.type, body: res.raw });
    return res;
  };

  for (const section of SECTIONS) {
    const requests = await section.urls(ctx);
    const answers = await Promise.all(requests.map((r) => add(section.id, section.scope, r)));
    for (const res of answers) {
      if (!res) continue;
      for (const art of artUrlsIn(res.body)) {
        if (section.id === 'home') homeArt.add(art);
        else if (isThumbnail(art)) thumbnails.add(art);
      }
    }
  }

  // The home page's pictures come with a first visit; every card's thumbnail with the pack.
  await Promise.all([...homeArt].map((url) => add('home', 'common', { url, core: true })));
  await Promise.all([...thumbnails].map((url) => add('thumbnails', 'common', { url })));

  const fonts = await glyphFiles(tilesDir);
  await Promise.all(['/tiles/style.json', '/tiles/macao.pmtiles', ...fonts].map((url) => add('basemap', 'common', { url, core: true })));

  const version = createHash('sha1')
    .update(
      entries
        .filter((e) => !e.live)
        .map((e) => `${e.url} ${e.etag ?? e.bytes}`)
        .sort()
        .join('\n'),
    )
    .digest('base64url')
    .slice(0, 16);
  const { parts, archives } = buildParts(bodies, locale);
  return { manifest: { locale, version, generatedAt: new Date().toISOString(), entries, parts }, archives };
}

/** Every glyph range file of every font the style names, as /tiles/fonts/{font}/{range}.pbf. */
async function glyphFiles(tilesDir: string): Promise<string[]> {
  const root = join(tilesDir, 'fonts');
  const out: string[] = [];
  let fonts: string[];
  try {
    fonts = await readdir(root);
  } catch {
    return out;
  }
  for (const font of fonts.sort()) {
    const files = await readdir(join(root, font)).catch(() => [] as string[]);
    for (const f of files.sort()) if (f.endsWith('.pbf')) out.push(`/tiles/fonts/${encodeURIComponent(font)}/${f}`);
  }
  return out;
}
