// Rebuilds TrueType glyf and loca tables from WOFF2's transformed glyf stream.
import { Reader, Writer } from './woff2-bytes';

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
  for (let more = true; more;) {
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
export function untransformGlyf(data: Uint8Array): { glyf: Uint8Array; loca: Uint8Array } {
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
