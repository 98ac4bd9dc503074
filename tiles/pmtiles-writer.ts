// Assembles a PMTiles v3 archive in memory: header, root/leaf directories, metadata, deduplicated tile data.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';
import { serializeDirectory, type DirEntry } from './pmtiles-directory';

export const HEADER_BYTES = 127;
/** Clients fetch the first 16 KiB in one request: header and root directory must both fit in it. */
export const ROOT_DIRECTORY_BUDGET = 16_384 - HEADER_BYTES;

/** Values of the header's compression and tile type bytes (PMTiles v3). */
export const Compression = { Unknown: 0, None: 1, Gzip: 2, Brotli: 3, Zstd: 4 } as const;
export const TileType = { Unknown: 0, Mvt: 1, Png: 2, Jpeg: 3, Webp: 4, Avif: 5 } as const;

export interface TileInput {
  z: number;
  x: number;
  y: number;
  /** Stored as given: already compressed with `tileCompression`. */
  data: Uint8Array;
}

export interface ArchiveOptions {
  tileType: number;
  tileCompression: number;
  minZoom: number;
  maxZoom: number;
  /** [minLon, minLat, maxLon, maxLat] */
  bounds: readonly [number, number, number, number];
  /** [lon, lat, zoom] */
  center: readonly [number, number, number];
  metadata: Record<string, unknown>;
  /** Only tests lower this, to force leaf directories with few tiles. */
  rootDirectoryBudget?: number;
}

export interface ArchiveStats {
  addressedTiles: number;
  tileEntries: number;
  tileContents: number;
  leafDirectories: number;
}

const gzip = (bytes: Uint8Array): Uint8Array => gzipSync(bytes, { level: 9 });

function hashOf(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('base64');
}

/** Sorts by tile id, stores each distinct content once and folds repeats of consecutive ids into runs. */
function layoutTiles(tiles: readonly TileInput[]): { entries: DirEntry[]; blobs: Uint8Array[]; dataLength: number; contents: number } {
  const sorted = tiles.map((t) => ({ id: zxyToTileId(t.z, t.x, t.y), data: t.data })).sort((a, b) => a.id - b.id);
  const entries: DirEntry[] = [];
  const blobs: Uint8Array[] = [];
  const seen = new Map<string, { offset: number; length: number }>();
  let dataLength = 0;
  let lastId = -1;
  for (const tile of sorted) {
    if (tile.id === lastId) throw new Error(`tile id ${tile.id} given twice`);
    lastId = tile.id;
    const key = hashOf(tile.data);
    let where = seen.get(key);
    if (!where) {
      where = { offset: dataLength, length: tile.data.length };
      seen.set(key, where);
      blobs.push(tile.data);
      dataLength += tile.data.length;
    }
    const prev = entries[entries.length - 1];
    if (prev && prev.offset === where.offset && prev.tileId + prev.runLength === tile.id) prev.runLength++;
    else entries.push({ tileId: tile.id, offset: where.offset, length: where.length, runLength: 1 });
  }
  return { entries, blobs, dataLength, contents: seen.size };
}

/**
 * Root directory alone when it fits; otherwise leaves of `leafSize` entries, growing the leaf size
 * until the root of leaf pointers fits the budget.
 */
function buildDirectories(entries: DirEntry[], budget: number): { root: Uint8Array; leaves: Uint8Array; leafCount: number } {
  const whole = gzip(serializeDirectory(entries));
  if (whole.length <= budget) return { root: whole, leaves: new Uint8Array(0), leafCount: 0 };
  for (let leafSize = 4096; ; leafSize = Math.ceil(leafSize * 1.2)) {
    const pointers: DirEntry[] = [];
    const leafBlobs: Uint8Array[] = [];
    let offset = 0;
    for (let i = 0; i < entries.length; i += leafSize) {
      const chunk = entries.slice(i, i + leafSize);
      const first = chunk[0];
      if (!first) break;
      const blob = gzip(serializeDirectory(chunk));
      pointers.push({ tileId: first.tileId, offset, length: blob.length, runLength: 0 });
      leafBlobs.push(blob);
      offset += blob.length;
    }
    const root = gzip(serializeDirectory(pointers));
    if (root.length <= budget) return { root, leaves: concat(leafBlobs, offset), leafCount: leafBlobs.length };
    if (pointers.length === 1) throw new Error('root directory cannot fit even with a single leaf');
  }
}

function concat(parts: readonly Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const e7 = (deg: number): number => Math.round(deg * 1e7);

function writeHeader(h: DataView, f: Record<string, number>, opts: ArchiveOptions): void {
  const magic = 'PMTiles';
  for (let i = 0; i < magic.length; i++) h.setUint8(i, magic.charCodeAt(i));
  h.setUint8(7, 3);
  const u64 = (at: number, v: number): void => h.setBigUint64(at, BigInt(v), true);
  u64(8, f.rootOffset ?? 0);
  u64(16, f.rootLength ?? 0);
  u64(24, f.metaOffset ?? 0);
  u64(32, f.metaLength ?? 0);
  u64(40, f.leafOffset ?? 0);
  u64(48, f.leafLength ?? 0);
  u64(56, f.dataOffset ?? 0);
  u64(64, f.dataLength ?? 0);
  u64(72, f.addressed ?? 0);
  u64(80, f.entries ?? 0);
  u64(88, f.contents ?? 0);
  h.setUint8(96, 1); // clustered: tile data is written in tile id order
  h.setUint8(97, Compression.Gzip);
  h.setUint8(98, opts.tileCompression);
  h.setUint8(99, opts.tileType);
  h.setUint8(100, opts.minZoom);
  h.setUint8(101, opts.maxZoom);
  const [minLon, minLat, maxLon, maxLat] = opts.bounds;
  h.setInt32(102, e7(minLon), true);
  h.setInt32(106, e7(minLat), true);
  h.setInt32(110, e7(maxLon), true);
  h.setInt32(114, e7(maxLat), true);
  const [cLon, cLat, cZoom] = opts.center;
  h.setUint8(118, cZoom);
  h.setInt32(119, e7(cLon), true);
  h.setInt32(123, e7(cLat), true);
}

/** Builds the whole archive; sections are laid out header, root, metadata, leaves, tile data. */
export function buildArchive(tiles: readonly TileInput[], opts: ArchiveOptions): { bytes: Uint8Array; stats: ArchiveStats } {
  if (tiles.length === 0) throw new Error('an archive needs at least one tile');
  const { entries, blobs, dataLength, contents } = layoutTiles(tiles);
  const dirs = buildDirectories(entries, opts.rootDirectoryBudget ?? ROOT_DIRECTORY_BUDGET);
  const meta = gzip(new TextEncoder().encode(JSON.stringify(opts.metadata)));
  const rootOffset = HEADER_BYTES;
  const metaOffset = rootOffset + dirs.root.length;
  const leafOffset = metaOffset + meta.length;
  const dataOffset = leafOffset + dirs.leaves.length;
  const bytes = new Uint8Array(dataOffset + dataLength);
  writeHeader(
    new DataView(bytes.buffer, 0, HEADER_BYTES),
    {
      rootOffset,
      rootLength: dirs.root.length,
      metaOffset,
      metaLength: meta.length,
      leafOffset,
      leafLength: dirs.leaves.length,
      dataOffset,
      dataLength,
      addressed: tiles.length,
      entries: entries.length,
      contents,
    },
    opts,
  );
  bytes.set(dirs.root, rootOffset);
  bytes.set(meta, metaOffset);
  bytes.set(dirs.leaves, leafOffset);
  bytes.set(concat(blobs, dataLength), dataOffset);
  return {
    bytes,
    stats: { addressedTiles: tiles.length, tileEntries: entries.length, tileContents: contents, leafDirectories: dirs.leafCount },
  };
}
