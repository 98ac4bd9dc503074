// Round trip of our PMTiles writer through the `pmtiles` package reader.
import { gunzipSync, gzipSync } from 'node:zlib';
import { PMTiles } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { zxyToTileId } from 'pmtiles';
import { deserializeDirectory } from '../../../tiles/pmtiles-directory';
import { BytesSource } from '../../../tiles/pmtiles-source';
import { buildArchive, Compression, HEADER_BYTES, TileType, type ArchiveOptions, type TileInput } from '../../../tiles/pmtiles-writer';

const options: ArchiveOptions = {
  tileType: TileType.Mvt,
  tileCompression: Compression.Gzip,
  minZoom: 10,
  maxZoom: 16,
  bounds: [113.52, 22.1, 113.6, 22.22],
  center: [113.55, 22.16, 12],
  metadata: { name: 'test', vector_layers: [{ id: 'land', fields: {} }] },
};

/** Deterministic noise of varied length, so the directories do not compress away to nothing. */
function noisy(z: number, x: number, y: number): ReturnType<typeof tile> {
  let state = (x * 73856093) ^ (y * 19349663) ^ z;
  const next = (): number => (state = (Math.imul(state, 1103515245) + 12345) >>> 0);
  const chars = Array.from({ length: 8 + (next() % 300) }, () => String.fromCharCode(97 + (next() % 26)));
  return tile(z, x, y, chars.join(''));
}

function tile(z: number, x: number, y: number, text = `${z}/${x}/${y}`): TileInput & { raw: Uint8Array } {
  const raw = new TextEncoder().encode(text);
  return { z, x, y, raw, data: gzipSync(raw) };
}

async function readAll(bytes: Uint8Array, tiles: ReturnType<typeof tile>[]): Promise<void> {
  const archive = new PMTiles(new BytesSource(bytes));
  for (const t of tiles) {
    const got = await archive.getZxy(t.z, t.x, t.y);
    expect(got, `${t.z}/${t.x}/${t.y}`).toBeDefined();
    expect(new Uint8Array(got?.data ?? new ArrayBuffer(0))).toEqual(t.raw);
  }
}

describe('buildArchive', () => {
  const tiles = [tile(10, 836, 447), tile(12, 3346, 1788), tile(16, 53545, 28617), tile(14, 13386, 7152), tile(11, 1673, 894)];

  it('writes a v3 header the pmtiles reader accepts', async () => {
    const { bytes, stats } = buildArchive(tiles, options);
    const header = await new PMTiles(new BytesSource(bytes)).getHeader();
    expect(header.specVersion).toBe(3);
    expect(header.rootDirectoryOffset).toBe(HEADER_BYTES);
    expect(header.tileType).toBe(TileType.Mvt);
    expect(header.tileCompression).toBe(Compression.Gzip);
    expect(header.internalCompression).toBe(Compression.Gzip);
    expect(header.clustered).toBe(true);
    expect([header.minZoom, header.maxZoom]).toEqual([10, 16]);
    expect([header.minLon, header.minLat, header.maxLon, header.maxLat]).toEqual([113.52, 22.1, 113.6, 22.22]);
    expect([header.centerLon, header.centerLat, header.centerZoom]).toEqual([113.55, 22.16, 12]);
    expect(header.numAddressedTiles).toBe(5);
    expect(header.numTileContents).toBe(5);
    expect(header.tileDataOffset + (header.tileDataLength ?? 0)).toBe(bytes.length);
    expect(stats.leafDirectories).toBe(0);
  });

  it('returns the same bytes from getZxy and nothing for absent tiles', async () => {
    const { bytes } = buildArchive(tiles, options);
    await readAll(bytes, tiles);
    const archive = new PMTiles(new BytesSource(bytes));
    expect(await archive.getZxy(16, 53545, 28618)).toBeUndefined();
    expect(await archive.getZxy(9, 0, 0)).toBeUndefined();
  });

  it('stores the metadata JSON', async () => {
    const { bytes } = buildArchive(tiles, options);
    expect(await new PMTiles(new BytesSource(bytes)).getMetadata()).toEqual(options.metadata);
  });

  it('stores repeated contents once and folds consecutive repeats into runs', async () => {
    const sea = [0, 1, 2, 3].map((i) => tile(2, i % 2, Math.floor(i / 2), 'same'));
    const { bytes, stats } = buildArchive([...sea, tile(3, 0, 0, 'other'), tile(3, 5, 5, 'same')], { ...options, minZoom: 0 });
    expect(stats.tileContents).toBe(2);
    expect(stats.addressedTiles).toBe(6);
    expect(stats.tileEntries).toBe(3);
    await readAll(bytes, [...sea, tile(3, 5, 5, 'same')]);
  });

  it('spills into leaf directories when the root would not fit', async () => {
    const many: ReturnType<typeof tile>[] = [];
    for (let x = 0; x < 128; x++) for (let y = 0; y < 128; y++) if ((x * y) % 3 !== 1) many.push(noisy(7, x, y));
    const { bytes, stats } = buildArchive(many, { ...options, minZoom: 7, maxZoom: 7, rootDirectoryBudget: 600 });
    expect(stats.leafDirectories).toBeGreaterThan(1);
    const header = await new PMTiles(new BytesSource(bytes)).getHeader();
    expect(header.leafDirectoryLength).toBeGreaterThan(0);
    expect(header.rootDirectoryLength).toBeLessThanOrEqual(600);
    await readAll(
      bytes,
      many.filter((_, i) => i % 97 === 0 || i === many.length - 1),
    );
  });

  it('uses leaves with the real 16 KiB budget for a large archive', async () => {
    const many: ReturnType<typeof tile>[] = [];
    for (let x = 0; x < 256; x++) for (let y = 0; y < 256; y++) if ((x + y) % 3 !== 0) many.push(noisy(8, x, y));
    const { bytes, stats } = buildArchive(many, { ...options, minZoom: 8, maxZoom: 8 });
    expect(stats.leafDirectories).toBeGreaterThan(0);
    const header = await new PMTiles(new BytesSource(bytes)).getHeader();
    expect(HEADER_BYTES + header.rootDirectoryLength).toBeLessThanOrEqual(16_384);
    await readAll(
      bytes,
      many.filter((_, i) => i % 501 === 0),
    );
  });

  it('lays tile data out in Hilbert tile id order, whatever order the tiles come in', () => {
    const shuffled = [tile(12, 3346, 1788), tile(10, 836, 447), tile(12, 3347, 1788), tile(11, 1673, 894), tile(12, 3346, 1789)];
    const { bytes } = buildArchive(shuffled, options);
    const view = new DataView(bytes.buffer);
    const rootOffset = Number(view.getBigUint64(8, true));
    const rootLength = Number(view.getBigUint64(16, true));
    const root = deserializeDirectory(new Uint8Array(gunzipSync(bytes.subarray(rootOffset, rootOffset + rootLength))));
    const ids = shuffled.map((t) => zxyToTileId(t.z, t.x, t.y)).sort((a, b) => a - b);
    expect(root.map((e) => e.tileId)).toEqual(ids);
    const offsets = root.map((e) => e.offset);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('refuses duplicate coordinates and empty input', () => {
    expect(() => buildArchive([tile(3, 1, 1), tile(3, 1, 1)], options)).toThrow();
    expect(() => buildArchive([], options)).toThrow();
  });
});
