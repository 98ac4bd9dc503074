// PMTiles v3 directories: unsigned varints and directory serialisation. Tile ids and varint reading come from the
// `pmtiles` package (its reader is the one the app uses), so the writer and the reader cannot disagree.
import { readVarint } from 'pmtiles';

/** One directory entry; runLength 0 marks a pointer to a leaf directory. */
export interface DirEntry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
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
  const at = { buf, pos: 0 };
  const count = readVarint(at);
  const entries: DirEntry[] = [];
  let id = 0;
  for (let i = 0; i < count; i++) {
    id += readVarint(at);
    entries.push({ tileId: id, offset: 0, length: 0, runLength: 1 });
  }
  for (const e of entries) e.runLength = readVarint(at);
  for (const e of entries) e.length = readVarint(at);
  entries.forEach((e, i) => {
    const value = readVarint(at);
    const prev = entries[i - 1];
    e.offset = value === 0 && prev ? prev.offset + prev.length : value - 1;
  });
  return entries;
}
