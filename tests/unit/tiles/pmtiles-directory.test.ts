// Tile id ordering (the `pmtiles` function our writer uses), varints and directory columns against the PMTiles v3
// spec and the `pmtiles` reader.
import { readVarint, tileIdToZxy, zxyToTileId } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { deserializeDirectory, serializeDirectory, writeVarint, type DirEntry } from '../../../tiles/pmtiles-directory';

describe('zxyToTileId (pmtiles), as the writer uses it', () => {
  it('matches the values listed in the spec', () => {
    expect(zxyToTileId(0, 0, 0)).toBe(0);
    expect(zxyToTileId(1, 0, 0)).toBe(1);
    expect(zxyToTileId(1, 0, 1)).toBe(2);
    expect(zxyToTileId(1, 1, 1)).toBe(3);
    expect(zxyToTileId(1, 1, 0)).toBe(4);
    expect(zxyToTileId(2, 0, 0)).toBe(5);
  });

  it('starts each zoom after all tiles of lower zooms', () => {
    expect(zxyToTileId(12, 0, 0)).toBe((4 ** 12 - 1) / 3);
    expect(zxyToTileId(16, 0, 0)).toBe((4 ** 16 - 1) / 3);
  });

  it('round-trips across Macao zooms', () => {
    for (let z = 0; z <= 20; z++) {
      const n = 2 ** z;
      for (const [x, y] of [
        [0, 0],
        [n - 1, n - 1],
        [Math.floor(n * 0.8155), Math.floor(n * 0.4393)],
        [Math.floor(n / 3), n - 1],
      ] as const) {
        expect(tileIdToZxy(zxyToTileId(z, x, y))).toEqual([z, x, y]);
      }
    }
  });

  it('keeps exact values at zoom 26', () => {
    const n = 2 ** 26;
    expect(tileIdToZxy(zxyToTileId(26, n - 1, n - 1))).toEqual([26, n - 1, n - 1]);
  });

  it('refuses coordinates outside the zoom level', () => {
    expect(() => zxyToTileId(2, 4, 0)).toThrow(/outside zoom level/);
    expect(() => zxyToTileId(27, 0, 0)).toThrow(/exceeds max/);
  });
});

describe('varint', () => {
  const encode = (v: number): number[] => {
    const out: number[] = [];
    writeVarint(out, v);
    return out;
  };

  it('encodes known values as LEB128', () => {
    expect(encode(0)).toEqual([0]);
    expect(encode(127)).toEqual([0x7f]);
    expect(encode(128)).toEqual([0x80, 0x01]);
    expect(encode(300)).toEqual([0xac, 0x02]);
    expect(encode(16384)).toEqual([0x80, 0x80, 0x01]);
  });

  it('round-trips large values through the pmtiles reader', () => {
    // The reader is exact below 2^52; archive offsets and lengths stay far below that.
    for (const v of [1, 255, 2 ** 31 - 1, 2 ** 31, 2 ** 32 + 5, 2 ** 40 + 123, 2 ** 52 - 1]) {
      const at = { buf: Uint8Array.from(encode(v)), pos: 0 };
      expect(readVarint(at)).toBe(v);
      expect(at.pos).toBe(at.buf.length);
    }
  });

  it('refuses negative and fractional values', () => {
    expect(() => encode(-1)).toThrow(RangeError);
    expect(() => encode(1.5)).toThrow(RangeError);
  });
});

describe('directory serialisation', () => {
  it('writes ids as deltas and contiguous offsets as 0, and reads back', () => {
    const entries: DirEntry[] = [
      { tileId: 5, offset: 0, length: 10, runLength: 1 },
      { tileId: 6, offset: 10, length: 4, runLength: 3 },
      { tileId: 20, offset: 0, length: 10, runLength: 1 },
    ];
    const bytes = serializeDirectory(entries);
    expect(Array.from(bytes)).toEqual([3, 5, 1, 14, 1, 3, 1, 10, 4, 10, 1, 0, 1]);
    expect(deserializeDirectory(bytes)).toEqual(entries);
  });

  it('refuses unsorted entries', () => {
    expect(() =>
      serializeDirectory([
        { tileId: 2, offset: 0, length: 1, runLength: 1 },
        { tileId: 1, offset: 1, length: 1, runLength: 1 },
      ]),
    ).toThrow();
  });
});
