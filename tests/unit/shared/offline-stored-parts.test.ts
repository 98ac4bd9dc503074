// A part stored as one archive: each saved answer is cut from it by its index, read from the archive's head only,
// kept per version of the part (read again after a new save), and missing keys find nothing.
import { describe, expect, it } from 'vitest';
import { ArchiveError, archiveSlices, encodeArchive, readArchiveHead } from '#shared/offline-archive';
import { SAVED_AT_HEADER, matchSaved, packKey } from '#shared/offline';
import { PART_ID_HEADER, StoredParts, isPartKey, partKey, readStoredHead, type BlobLike } from '#shared/offline-stored-parts';

const ORIGIN = 'https://guide.test';
const text = (s: string) => Uint8Array.from(Buffer.from(s, 'utf8'));
const archive = (tag: string) =>
  encodeArchive([
    {
      entry: { url: '/api/sight/1?lang=ja', aliases: ['/api/experience/a/b/1?lang=ja'], etag: `"s${tag}"`, type: 'application/json', bytes: 0 },
      body: text(`{"name":"大三巴${tag}"}`),
    },
    { entry: { url: '/tiles/macao.pmtiles', type: 'application/octet-stream', bytes: 0 }, body: Uint8Array.from([0, 255, 10, 13, 0]) },
    { entry: { url: '/api/pois?page=2&lang=ja', type: 'application/json', bytes: 0 }, body: text('[]') },
  ]);

/** A Blob over bytes that counts what is read, as the browser's disk-backed one. */
class FakeBlob implements BlobLike {
  constructor(
    private readonly bytes: Uint8Array,
    readonly reads: number[],
    readonly type = '',
  ) {}
  get size() {
    return this.bytes.length;
  }
  slice(start = 0, end = this.bytes.length, type = '') {
    return new FakeBlob(this.bytes.subarray(start, end), this.reads, type);
  }
  arrayBuffer() {
    this.reads.push(this.bytes.length);
    return Promise.resolve(this.bytes.slice().buffer);
  }
}

/** A stored archive as Cache Storage gives it: a Response whose body can be taken once. */
const stored = (bytes: Uint8Array, id: string, savedAt: string, reads: number[]) => {
  let used = false;
  return {
    headers: new Headers({ [PART_ID_HEADER]: id, etag: `"${id}-${bytes.length}"`, [SAVED_AT_HEADER]: savedAt }),
    blob: () => {
      if (used) return Promise.reject(new TypeError('body used already'));
      used = true;
      return Promise.resolve(new FakeBlob(bytes, reads));
    },
  };
};
type Stored = ReturnType<typeof stored> | { headers: Headers; blob: () => Promise<BlobLike>; body?: BlobLike };
const respond = (body: BlobLike, headers: Record<string, string>): Stored => ({ headers: new Headers(headers), blob: () => Promise.resolve(body), body });
const cacheOf = (archives: Stored[], alone: Record<string, Stored> = {}) => ({
  match: (key: string) => Promise.resolve(alone[key]),
  matchAll: (url: string, options?: { ignoreSearch?: boolean }) =>
    Promise.resolve(url === `${ORIGIN}/__guide-pack/part` && options?.ignoreSearch ? archives : []),
});
const bodyText = async (r: Stored | undefined) => Buffer.from(await (await r!.blob()).arrayBuffer()).toString('utf8');

describe('archive index', () => {
  it('asks for more bytes until the head holds the whole index, then places every body', () => {
    const bytes = archive('1');
    const short = readArchiveHead(bytes.subarray(0, 20));
    expect(short).toHaveProperty('need');
    const head = readArchiveHead(bytes.subarray(0, (short as { need: number }).need + 400));
    if ('need' in head) throw new Error('head not read');
    const slices = archiveSlices(head, (u) => packKey(u, ORIGIN));
    const sight = slices.get(packKey('/api/experience/a/b/1?lang=ja', ORIGIN))!;
    expect(Buffer.from(bytes.subarray(sight.start, sight.end)).toString('utf8')).toBe('{"name":"大三巴1"}');
    expect(sight).toMatchObject({ type: 'application/json', etag: '"s1"' });
    // Keyed as the worker looks it up: query parameters in any order.
    const pois = slices.get(packKey('/api/pois?lang=ja&page=2', ORIGIN))!;
    expect(Buffer.from(bytes.subarray(pois.start, pois.end)).toString('utf8')).toBe('[]');
  });

  it('refuses a foreign file', () => {
    expect(() => readArchiveHead(text('PK\u0003\u0004 not a guide pack at all'))).toThrow(ArchiveError);
  });

  it('reads a stored archive from its head, not whole', async () => {
    const reads: number[] = [];
    const big = encodeArchive([{ entry: { url: '/big', type: 'application/octet-stream', bytes: 0 }, body: new Uint8Array(1_000_000) }]);
    const head = await readStoredHead(new FakeBlob(big, reads));
    expect(head.entries.map((e) => e.url)).toEqual(['/big']);
    expect(Math.max(...reads)).toBeLessThan(100_000);
  });

  it('tells a part key from an answer key', () => {
    expect(isPartKey(partKey('sights', ORIGIN), ORIGIN)).toBe(true);
    expect(isPartKey(`${ORIGIN}/api/sight/1?lang=ja`, ORIGIN)).toBe(false);
  });
});

describe('stored parts', () => {
  it('answers a saved request with its cut of the archive and its own headers', async () => {
    const parts = new StoredParts<Stored>(ORIGIN, respond);
    const hit = await parts.match(cacheOf([stored(archive('1'), 'sights', '2026-11-28T10:00:00Z', [])]), packKey('/api/sight/1?lang=ja', ORIGIN));
    expect(await bodyText(hit)).toBe('{"name":"大三巴1"}');
    expect(hit!.headers.get('etag')).toBe('"s1"');
    expect(hit!.headers.get('content-type')).toBe('application/json');
    expect(hit!.headers.get(SAVED_AT_HEADER)).toBe('2026-11-28T10:00:00Z');
    expect(await parts.match(cacheOf([stored(archive('1'), 'sights', '2026-11-28T10:00:00Z', [])]), packKey('/api/sight/2?lang=ja', ORIGIN))).toBeUndefined();
  });

  it('reads an index once per version of the part, and again after a new save', async () => {
    const parts = new StoredParts<Stored>(ORIGIN, respond);
    const reads: number[] = [];
    const first = cacheOf([stored(archive('1'), 'sights', '2026-11-28T10:00:00Z', reads)]);
    const key = packKey('/api/sight/1?lang=ja', ORIGIN);
    await parts.match(first, key);
    expect(reads).toHaveLength(1);
    await parts.match(first, key);
    // The second answer reads nothing: the index is in memory and the body is a cut, read by whoever asked.
    expect(reads).toHaveLength(1);
    const again = await parts.match(cacheOf([stored(archive('2'), 'sights', '2026-11-28T11:00:00Z', reads)]), key);
    expect(await bodyText(again)).toBe('{"name":"大三巴2"}');
  });

  it('puts an answer saved on its own before the archive of the same pack', async () => {
    const parts = new StoredParts<Stored>(ORIGIN, respond);
    const key = packKey('/api/sight/1?lang=ja', ORIGIN);
    const alone = respond(new FakeBlob(text('live'), []), {});
    const cache = cacheOf([stored(archive('1'), 'sights', '2026-11-28T10:00:00Z', [])], { [key]: alone });
    const storage = { keys: () => Promise.resolve(['guide-pack:ja', 'guide-pack:partial:staging']), open: () => Promise.resolve(cache) };
    expect(await bodyText(await matchSaved<Stored, typeof cache>(storage, '/api/sight/1?lang=ja', ORIGIN, parts))).toBe('live');
    const onlyArchive = { keys: storage.keys, open: () => Promise.resolve(cacheOf([stored(archive('1'), 'sights', '2026-11-28T10:00:00Z', [])])) };
    expect(await bodyText(await matchSaved<Stored, typeof cache>(onlyArchive, '/api/experience/a/b/1?lang=ja', ORIGIN, parts))).toBe('{"name":"大三巴1"}');
  });
});
