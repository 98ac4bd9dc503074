// The offline pack as a few large downloads (issue 30): one archive per section of a locale and per common part
// (basemap, artwork, walking graph), each with its size and SHA-256 in the manifest. Live answers stay out: they
// change per request and are fetched one by one on every save.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as gzipCompress } from 'node:zlib';
import type { PackEntry, PackPart } from '#shared/api/offline';
import type { Locale } from '#shared/locales';
import { encodeArchive, type ArchiveItem } from '#shared/offline-archive';

export interface PartBody {
  entry: PackEntry;
  type: string;
  body: Uint8Array;
}

export const partUrl = (id: string, locale: Locale): string => `/api/offline/part/${encodeURIComponent(id)}?lang=${locale}`;

/** Groups the entries into parts by section (setting each entry's `part`) and writes each part's archive. */
export function buildParts(bodies: readonly PartBody[], locale: Locale): { parts: PackPart[]; archives: Map<string, Uint8Array> } {
  const bySection = new Map<string, PartBody[]>();
  for (const b of bodies) {
    if (b.entry.live) continue;
    const list = bySection.get(b.entry.section) ?? [];
    list.push(b);
    bySection.set(b.entry.section, list);
  }
  const parts: PackPart[] = [];
  const archives = new Map<string, Uint8Array>();
  for (const [id, list] of bySection) {
    // Sorted by URL: the same content gives the same bytes, so an unchanged part keeps its hash across rebuilds.
    list.sort((a, b) => (a.entry.url < b.entry.url ? -1 : a.entry.url > b.entry.url ? 1 : 0));
    const items: ArchiveItem[] = list.map(({ entry, type, body }) => {
      entry.part = id;
      return {
        entry: { url: entry.url, type, bytes: body.length, ...(entry.aliases ? { aliases: entry.aliases } : {}), ...(entry.etag ? { etag: entry.etag } : {}) },
        body,
      };
    });
    const archive = encodeArchive(items);
    const sha256 = createHash('sha256').update(archive).digest('base64url');
    // A common part (basemap, artwork) is the same for every locale: its scope is the first entry's.
    parts.push({ id, scope: list[0]!.entry.scope, url: partUrl(id, locale), bytes: archive.length, sha256, etag: `"${sha256}"`, items: items.length });
    archives.set(id, archive);
  }
  return { parts, archives };
}

/** The byte range a request asks for: the whole archive, one satisfiable range, or unsatisfiable (416). */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * `Range: bytes=a-`, `bytes=a-b` or `bytes=-n` against `size`; an `If-Range` other than `etag` (the client holds the
 * start of another version) and anything this server does not serve (several ranges, other units) get the whole.
 */
export function rangeOf(range: string | undefined, ifRange: string | undefined, etag: string, size: number): RangeAnswer {
  if (!range || (ifRange !== undefined && ifRange !== etag)) return { kind: 'whole' };
  const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'whole' };
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (!Number.isSafeInteger(start) || start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}

export interface CompressedPart {
  br?: Buffer;
  gzip?: Buffer;
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/**
 * The archive compressed for a whole download, each encoding kept only when it saves a tenth or more (the basemap
 * and the pictures are compressed already). Off the event loop (zlib's thread pool); done once per archive.
 */
export async function compressPart(archive: Uint8Array): Promise<CompressedPart> {
  const [br, gz] = await Promise.all([
    brotli(archive, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: archive.length } }),
    gzip(archive, { level: 6 }),
  ]);
  const worth = (b: Buffer) => b.length <= archive.length * 0.9;
  return { ...(worth(br) ? { br } : {}), ...(worth(gz) ? { gzip: gz } : {}) };
}

/** The encoding to send a whole part in: br, then gzip, when the client accepts it (q=0 refuses) and it exists. */
export function partEncoding(acceptEncoding: string | undefined, available: CompressedPart): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((p) => p.trim().split(';'))
      .filter(([, ...params]) => !params.some((q) => /^\s*q=0(\.0*)?\s*$/.test(q)))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (available.br && accepted.has('br')) return 'br';
  if (available.gzip && accepted.has('gzip')) return 'gzip';
  return undefined;
}
