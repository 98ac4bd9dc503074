// PMTiles v3 primitives: Hilbert tile ids, unsigned varints and directory serialisation.

/** One directory entry; runLength 0 marks a pointer to a leaf directory. */
export interface DirEntry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

const MAX_ZOOM = 26;

/** Number of tiles in all zoom levels below z: (4^z - 1) / 3. */
function tilesBeforeZoom(z: number): number {
  return (4 ** z - 1) / 3;
}

/**
 * Position of (x, y) on the Hilbert curve of zoom z, offset by every tile of the lower zooms,
 * as the PMTiles v3 spec defines it. Arithmetic rather than bit operators past 2^31.
 */
export function zxyToTileId(z: number, x: number, y: number): number {
  if (!Number.isInteger(z) || z < 0 || z > MAX_ZOOM) throw new RangeError(`zoom ${z} out of range 0..${MAX_ZOOM}`);
  const n = 2 ** z;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= n || y >= n) {
    throw new RangeError(`tile ${z}/${x}/${y} outside its zoom level`);
  }
  let px = x;
  let py = y;
  let d = 0;
  for (let s = n / 2; s >= 1; s /= 2) {
    const rx = Math.floor(px / s) % 2;
    const ry = Math.floor(py / s) % 2;
    d += s * s * ((3 * rx) ^ ry);
    if (ry === 0) {
      if (rx === 1) {
        px = s - 1 - (px % s);
        py = s - 1 - (py % s);
      }
      [px, py] = [py, px];
    }
  }
  return tilesBeforeZoom(z) + d;
}

/** Appends an unsigned LEB128 varint; safe for every integer up to 2^53. */
export function writeVarint(out: number[], value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`varint needs a non-negative safe integer, got ${value}`);
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

/** Reads an unsigned varint at pos; returns the value and the next position. */
export function readVarint(buf: Uint8Array, pos: number): { value: number; pos: number } {
  let value = 0;
  let scale = 1;
  let p = pos;
  for (;;) {
    const byte = buf[p++];
    if (byte === undefined) throw new RangeError('varint runs past the end of the buffer');
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) return { value, pos: p };
    scale *= 0x80;
    if (scale > 2 ** 56) throw new RangeError('varint longer than 8 bytes');
  }
}

/**
 * Serialises entries (sorted by tileId) column by column: count, id deltas, run lengths,
 * lengths, then offsets where 0 means "right after the previous entry" and other values are offset + 1.
 */
export function serializeDirectory(entries: readonly DirEntry[]): Uint8Array {
  const out: number[] = [];
  writeVarint(out, entries.length);
  let lastId = 0;
  for (const e of entries) {
    if (e.tileId < lastId) throw new Error('directory entries must be sorted by tile id');
    writeVarint(out, e.tileId - lastId);
    lastId = e.tileId;
  }
  for (const e of entries) writeVarint(out, e.runLength);
  for (const e of entries) writeVarint(out, e.length);
  entries.forEach((e, i) => {
    const prev = i > 0 ? entries[i - 1] : undefined;
    if (prev && e.offset === prev.offset + prev.length) writeVarint(out, 0);
    else writeVarint(out, e.offset + 1);
  });
  return Uint8Array.from(out);
}

/** Inverse of serializeDirectory (used by tests and the build's own checks). */
export function deserializeDirectory(buf: Uint8Array): DirEntry[] {
  let r = readVarint(buf, 0);
  const count = r.value;
  const entries: DirEntry[] = [];
  let id = 0;
  for (let i = 0; i < count; i++) {
    r = readVarint(buf, r.pos);
    id += r.value;
    entries.push({ tileId: id, offset: 0, length: 0, runLength: 1 });
  }
  for (const e of entries) {
    r = readVarint(buf, r.pos);
    e.runLength = r.value;
  }
  for (const e of entries) {
    r = readVarint(buf, r.pos);
    e.length = r.value;
  }
  entries.forEach((e, i) => {
    r = readVarint(buf, r.pos);
    const prev = entries[i - 1];
    e.offset = r.value === 0 && prev ? prev.offset + prev.length : r.value - 1;
  });
  return entries;
}
