// Decodes a WOFF2 font into a plain TrueType/OpenType file (fontnik reads TTF/OTF/WOFF1 only; npm ships Inter as WOFF2).
import { brotliDecompressSync } from 'node:zlib';

const KNOWN_TAGS = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ', 'VORG', 'EBDT',
  'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH',
  'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar',
  'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill',
];

/** A forward-only reader over big-endian font data. */
class Reader {
  pos = 0;
  constructor(private readonly buf: Uint8Array) {}
  u8(): number {
    const v = this.buf[this.pos++];
    if (v === undefined) throw new RangeError('WOFF2 data ends early');
    return v;
  }
  u16(): number {
    return (this.u8() << 8) | this.u8();
  }
  i16(): number {
    const v = this.u16();
    return v >= 0x8000 ? v - 0x10000 : v;
  }
  u32(): number {
    return this.u16() * 0x10000 + this.u16();
  }
  bytes(n: number): Uint8Array {
    if (this.pos + n > this.buf.length) throw new RangeError('WOFF2 data ends early');
    const out = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
  base128(): number {
    let v = 0;
    for (let i = 0; i < 5; i++) {
      const b = this.u8();
      if (i === 0 && b === 0x80) throw new Error('UIntBase128 with a leading zero');
      v = v * 128 + (b & 0x7f);
      if (!(b & 0x80)) return v;
    }
    throw new Error('UIntBase128 longer than 5 bytes');
  }
  u255(): number {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return 253 + this.u8();
    if (code === 254) return 506 + this.u8();
    return code;
  }
}

/** A big-endian byte sink. */
class Writer {
  private parts: number[] = [];
  u8(v: number): void {
    this.parts.push(v & 0xff);
  }
  u16(v: number): void {
    this.u8(v >> 8);
    this.u8(v);
  }
  u32(v: number): void {
    this.u16(Math.floor(v / 0x10000));
    this.u16(v % 0x10000);
  }
  bytes(b: Uint8Array): void {
    for (const v of b) this.parts.push(v);
  }
  pad4(): void {
    while (this.parts.length % 4) this.parts.push(0);
  }
  get length(): number {
    return this.parts.length;
  }
  done(): Uint8Array {
    return Uint8Array.from(this.parts);
  }
}

const withSign = (flag: number, value: number): number => (flag & 1 ? value : -value);

/** The WOFF2 triplet encoding of one point's (dx, dy). */
function readTriplet(flag: number, r: Reader): [number, number] {
  if (flag < 10) return [0, withSign(flag, ((flag & 14) << 7) + r.u8())];
  if (flag < 20) return [withSign(flag, (((flag - 10) & 14) << 7) + r.u8()), 0];
  if (flag < 84) {
    const b0 = flag - 20;
    const b1 = r.u8();
    return [withSign(flag, 1 + (b0 & 0x30) + (b1 >> 4)), withSign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f))];
  }
  if (flag < 120) {
    const b0 = flag - 84;
    const dx = withSign(flag, 1 + (Math.floor(b0 / 12) << 8) + r.u8());
    return [dx, withSign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + r.u8())];
  }
  if (flag < 124) {
    const b1 = r.u8();
    const b2 = r.u8();
    return [withSign(flag, (b1 << 4) + (b2 >> 4)), withSign(flag >> 1, ((b2 & 0x0f) << 8) + r.u8())];
  }
  return [withSign(flag, r.u16()), withSign(flag >> 1, r.u16())];
}

/** Bytes of one composite glyph's component records, and whether instructions follow. */
function compositeLength(r: Reader): { data: Uint8Array; instructions: boolean } {
  const start = r.pos;
  let instructions = false;
  for (let more = true; more; ) {
    const flags = r.u16();
    r.u16(); // glyph index
    r.bytes(flags & 0x0001 ? 4 : 2);
    if (flags & 0x0008) r.bytes(2);
    else if (flags & 0x0040) r.bytes(4);
    else if (flags & 0x0080) r.bytes(8);
    if (flags & 0x0100) instructions = true;
    more = (flags & 0x0020) !== 0;
  }
  const end = r.pos;
  r.pos = start;
  return { data: r.bytes(end - start), instructions };
}

/** Rebuilds glyf and loca from the transformed glyf stream (WOFF2 §5.1). */
function untransformGlyf(data: Uint8Array): { glyf: Uint8Array; loca: Uint8Array } {
  const h = new Reader(data);
  h.u16(); // reserved
  const optionFlags = h.u16();
  const numGlyphs = h.u16();
  const indexFormat = h.u16();
  const sizes = Array.from({ length: 7 }, () => h.u32());
  const streams: Reader[] = [];
  let at = h.pos;
  for (const size of sizes) {
    streams.push(new Reader(data.subarray(at, at + size)));
    at += size;
  }
  const [nContourS, nPointsS, flagS, glyphS, compositeS, bboxS, instrS] = streams as [Reader, Reader, Reader, Reader, Reader, Reader, Reader];
  const bitmapBytes = 4 * Math.floor((numGlyphs + 31) / 32);
  const bboxBitmap = bboxS.bytes(bitmapBytes);
  const overlapBitmap = optionFlags & 1 ? new Reader(data.subarray(at)).bytes(Math.floor((numGlyphs + 7) / 8)) : undefined;
  const hasBit = (bitmap: Uint8Array | undefined, i: number): boolean => !!bitmap && ((bitmap[i >> 3] ?? 0) & (0x80 >> (i & 7))) !== 0;

  const glyf = new Writer();
  const offsets: number[] = [];
  for (let g = 0; g < numGlyphs; g++) {
    offsets.push(glyf.length);
    const nContours = nContourS.i16();
    if (nContours === 0) continue;
    if (nContours === -1) {
      const { data: components, instructions } = compositeLength(compositeS);
      glyf.u16(0xffff);
      glyf.bytes(bboxS.bytes(8)); // composites always carry an explicit bbox
      glyf.bytes(components);
      if (instructions) {
        const n = glyphS.u255();
        glyf.u16(n);
        glyf.bytes(instrS.bytes(n));
      }
    } else {
      const endPts: number[] = [];
      let total = 0;
      for (let c = 0; c < nContours; c++) {
        total += nPointsS.u255();
        endPts.push(total - 1);
      }
      const xs: number[] = [];
      const ys: number[] = [];
      const onCurve: boolean[] = [];
      let x = 0;
      let y = 0;
      for (let p = 0; p < total; p++) {
        const flag = flagS.u8();
        const [dx, dy] = readTriplet(flag & 0x7f, glyphS);
        x += dx;
        y += dy;
        xs.push(x);
        ys.push(y);
        onCurve.push((flag & 0x80) === 0);
      }
      const instrLen = glyphS.u255();
      const bbox = hasBit(bboxBitmap, g)
        ? [bboxS.i16(), bboxS.i16(), bboxS.i16(), bboxS.i16()]
        : [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
      glyf.u16(nContours);
      for (const v of bbox) glyf.u16(v & 0xffff);
      for (const e of endPts) glyf.u16(e);
      glyf.u16(instrLen);
      glyf.bytes(instrS.bytes(instrLen));
      // Plain flags (no repeats, 16-bit deltas): larger than the original, simple and always valid.
      onCurve.forEach((on, p) => glyf.u8((on ? 0x01 : 0) | (p === 0 && hasBit(overlapBitmap, g) ? 0x40 : 0)));
      xs.forEach((v, p) => glyf.u16((v - (p ? (xs[p - 1] ?? 0) : 0)) & 0xffff));
      ys.forEach((v, p) => glyf.u16((v - (p ? (ys[p - 1] ?? 0) : 0)) & 0xffff));
    }
    glyf.pad4();
  }
  offsets.push(glyf.length);
  const loca = new Writer();
  for (const o of offsets) {
    if (indexFormat) loca.u32(o);
    else loca.u16(o / 2);
  }
  return { glyf: glyf.done(), loca: loca.done() };
}

function checksum(b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < b.length; i += 4) sum = (sum + (((b[i] ?? 0) << 24) >>> 0) + ((b[i + 1] ?? 0) << 16) + ((b[i + 2] ?? 0) << 8) + (b[i + 3] ?? 0)) % 2 ** 32;
  return sum;
}

/** WOFF2 bytes to an sfnt (TrueType or CFF flavour) that FreeType opens. */
export function woff2ToSfnt(woff2: Uint8Array): Uint8Array {
  const r = new Reader(woff2);
  if (r.u32() !== 0x774f4632) throw new Error('not a WOFF2 file');
  const flavor = r.u32();
  r.u32(); // length
  const numTables = r.u16();
  r.u16();
  r.u32(); // totalSfntSize
  const compressedSize = r.u32();
  r.pos = 48;
  const dir: { tag: string; transformed: boolean; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = r.u8();
    const tag = (flags & 0x3f) === 0x3f ? new TextDecoder().decode(r.bytes(4)) : (KNOWN_TAGS[flags & 0x3f] ?? '????');
    const version = flags >> 6;
    const origLength = r.base128();
    // glyf/loca are transformed at version 0; every other table at any non-zero version.
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    const length = transformed ? r.base128() : origLength;
    dir.push({ tag, transformed, length });
  }
  if (flavor === 0x74746366) throw new Error('WOFF2 font collections are not supported');
  const stream = new Uint8Array(brotliDecompressSync(woff2.subarray(r.pos, r.pos + compressedSize)));
  const tables = new Map<string, Uint8Array>();
  let at = 0;
  for (const t of dir) {
    tables.set(t.tag, stream.subarray(at, at + t.length));
    at += t.length;
  }
  const glyfEntry = dir.find((t) => t.tag === 'glyf');
  if (glyfEntry?.transformed) {
    const { glyf, loca } = untransformGlyf(tables.get('glyf') ?? new Uint8Array(0));
    tables.set('glyf', glyf);
    tables.set('loca', loca);
  }
  if (dir.some((t) => t.transformed && t.tag !== 'glyf' && t.tag !== 'loca')) throw new Error('transformed hmtx is not supported');
  return assembleSfnt(flavor, tables);
}

function assembleSfnt(flavor: number, tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const n = tags.length;
  const entrySelector = Math.floor(Math.log2(n));
  const searchRange = 2 ** entrySelector * 16;
  const out = new Writer();
  out.u32(flavor);
  out.u16(n);
  out.u16(searchRange);
  out.u16(entrySelector);
  out.u16(n * 16 - searchRange);
  let offset = 12 + n * 16;
  for (const tag of tags) {
    const data = tables.get(tag) ?? new Uint8Array(0);
    for (const ch of tag) out.u8(ch.charCodeAt(0));
    out.u32(checksum(data));
    out.u32(offset);
    out.u32(data.length);
    offset += Math.ceil(data.length / 4) * 4;
  }
  for (const tag of tags) {
    out.bytes(tables.get(tag) ?? new Uint8Array(0));
    out.pad4();
  }
  return out.done();
}
