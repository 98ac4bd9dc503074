// Downloads one part of the saved guide (an archive of many answers, issue 30): resumes a cut download with an
// HTTP Range request from the bytes already kept, checks size and SHA-256 before anything is stored, then stores the
// archive whole as one entry of the pack; each answer is cut from it when asked for (shared/offline-stored-parts.ts).
import type { PackPart } from '#shared/api/offline';
import type { Locale } from '#shared/locales';
import { decodeArchive } from '#shared/offline-archive';
import { ARCHIVE_TYPE, PART_ID_HEADER, partKey } from '#shared/offline-stored-parts';
import { NETWORK_ONLY_HEADER, PACK_CACHE_PREFIX, SAVED_AT_HEADER, STAGING_SUFFIX, packCacheName, packKey } from '#shared/offline';
import { checkPart } from '#/lib/pack-plan-verify';
import { resumePlan, type StoredChunk } from '#/lib/pack-plan';

/** Received bytes of parts not yet complete. A staging name: the worker's lookups never read it. */
export const PARTIAL_CACHE = `${PACK_CACHE_PREFIX}partial${STAGING_SUFFIX}`;
/** Received bytes are kept every this many (written behind the download), so a closed tab loses little more than this. */
const FLUSH_BYTES = 1 << 20;
const CHUNK_ETAG = 'x-guide-part-etag';
/** A part that fails its check is downloaded whole once more before the save stops. */
const ATTEMPTS = 2;

export class PartRefusedError extends Error {}

const chunkPrefix = (part: PackPart) => new URL(part.url, location.origin).href + '&chunk=';

async function chunksOf(cache: Cache, part: PackPart): Promise<{ chunk: StoredChunk; req: Request }[]> {
  const prefix = chunkPrefix(part);
  const out: { chunk: StoredChunk; req: Request }[] = [];
  for (const req of await cache.keys()) {
    if (!req.url.startsWith(prefix)) continue;
    const res = await cache.match(req);
    if (!res) continue;
    const length = Number(res.headers.get('content-length') ?? (await res.clone().arrayBuffer()).byteLength);
    out.push({ chunk: { offset: Number(req.url.slice(prefix.length)), length, etag: res.headers.get(CHUNK_ETAG) ?? '' }, req });
  }
  return out;
}

/** Forgets the received bytes of a part (after it is stored, or when they prove wrong). */
export async function dropChunks(part: PackPart): Promise<void> {
  const cache = await caches.open(PARTIAL_CACHE);
  await Promise.all((await chunksOf(cache, part)).map(({ req }) => cache.delete(req)));
}

const join = (pieces: readonly Uint8Array[], size: number): Uint8Array => {
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of pieces) {
    out.set(p.subarray(0, Math.max(0, size - at)), at);
    at += p.length;
  }
  return out;
};

/**
 * The part's bytes as received: kept chunks, then the network from where they end. `progress` hears every byte
 * received (negative when kept bytes prove unusable). A body shorter than announced is a cut too: the rest is asked for.
 */
async function receive(part: PackPart, signal: AbortSignal, progress: (bytes: number) => void): Promise<Uint8Array> {
  const cache = await caches.open(PARTIAL_CACHE);
  for (;;) {
    const stored = await chunksOf(cache, part);
    const plan = resumePlan(
      stored.map((s) => s.chunk),
      part.etag,
      part.bytes,
    );
    await Promise.all(stored.filter((s) => plan.drop.includes(s.chunk)).map(({ req }) => cache.delete(req)));
    const kept: Uint8Array[] = await Promise.all(
      plan.keep.map(async (c) => new Uint8Array(await (await cache.match(chunkPrefix(part) + c.offset))!.arrayBuffer())),
    );
    progress(plan.offset);
    let offset = plan.offset;
    if (offset >= part.bytes) return join(kept, part.bytes);

    const headers: Record<string, string> = { [NETWORK_ONLY_HEADER]: '1' };
    if (offset > 0) Object.assign(headers, { Range: `bytes=${offset}-`, 'If-Range': part.etag });
    const res = await fetch(part.url, { signal, cache: 'no-store', headers });
    if (res.status === 200 && offset > 0) {
      // The server sent the whole part (another version): the kept start is of no use.
      await dropChunks(part);
      progress(-offset);
      kept.length = 0;
      offset = 0;
    } else if (res.status === 206) {
      const start = Number(/^bytes (\d+)-/.exec(res.headers.get('content-range') ?? '')?.[1]);
      if (start !== offset) throw new Error(`${part.url} resumed at ${start}, not ${offset}`);
    } else if (!res.ok) throw new Error(`${part.url} answered ${res.status}`);
    if (res.headers.get('etag') !== part.etag) throw new PartRefusedError(`${part.url} is another version than the manifest's`);

    const start = offset;
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    // Kept bytes are written behind the download, never in its way: the reader goes on while a chunk is stored.
    let writing: Promise<unknown> = Promise.resolve();
    const flush = () => {
      if (!pendingBytes) return;
      const piece = join(pending, pendingBytes);
      const at = offset;
      writing = writing.then(() =>
        cache.put(
          chunkPrefix(part) + at,
          new Response(piece as Uint8Array<ArrayBuffer>, { headers: { [CHUNK_ETAG]: part.etag, 'content-length': String(piece.length) } }),
        ),
      );
      kept.push(piece);
      offset += pendingBytes;
      pending = [];
      pendingBytes = 0;
    };
    const reader = res.body!.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        pending.push(value);
        pendingBytes += value.length;
        progress(value.length);
        if (pendingBytes >= FLUSH_BYTES) flush();
      }
    } catch (err) {
      // Keep what arrived, so a resume asks only for the rest.
      flush();
      await writing.catch(() => undefined);
      throw err;
    }
    // The part is all here: its last piece is not written only to be dropped once the part is stored.
    if (offset + pendingBytes >= part.bytes) {
      await writing;
      return join([...kept, ...pending], offset + pendingBytes);
    }
    flush();
    await writing;
    if (offset >= part.bytes) return join(kept, offset);
    // Cut short without an error: the next round asks for the rest, unless nothing at all came.
    if (offset === start) throw new TypeError(`${part.url} sent nothing`);
    progress(-offset);
  }
}

/** Downloads, checks and stores one part. A part that fails its check is refused: nothing of it is stored. */
export async function savePart(part: PackPart, locale: Locale, signal: AbortSignal, progress: (bytes: number) => void): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const before = { n: 0 };
    const bytes = await receive(part, signal, (n) => {
      before.n += n;
      progress(n);
    });
    const check = await checkPart(bytes, part);
    if (check === 'ok') {
      await store(bytes, part, locale);
      await dropChunks(part);
      return;
    }
    await dropChunks(part);
    progress(-before.n);
    if (attempt >= ATTEMPTS) throw new PartRefusedError(`${part.id}: the download does not match the guide's ${check === 'size' ? 'size' : 'checksum'}`);
  }
}

/**
 * The part's archive as ONE entry of its pack (issue 30: ~1,700 separate puts made saving 30-130 times slower than the
 * download); the worker and the page cut each answer from it (shared/offline-stored-parts.ts). Copies of the same
 * answers saved on their own before (a first visit's) are older: they go, so the archive's copy answers.
 */
async function store(bytes: Uint8Array, part: PackPart, locale: Locale): Promise<void> {
  // Checked before it is stored: a malformed archive throws here and nothing is written.
  const items = decodeArchive(bytes);
  const cache = await caches.open(packCacheName(part.scope === 'common' ? 'common' : locale));
  const headers = { 'content-type': ARCHIVE_TYPE, etag: part.etag, [SAVED_AT_HEADER]: new Date().toISOString(), [PART_ID_HEADER]: part.id };
  await cache.put(partKey(part.id, location.origin), new Response(bytes as Uint8Array<ArrayBuffer>, { headers }));
  const carried = new Set(items.flatMap(({ entry }) => [entry.url, ...(entry.aliases ?? [])].map((url) => packKey(url, location.origin))));
  const older = (await cache.keys()).filter((req) => carried.has(req.url));
  await Promise.all(older.map((req) => cache.delete(req)));
}
