// Decodes a WOFF2 font into a plain TrueType/OpenType file (fontnik reads TTF/OTF/WOFF1 only; npm ships Inter as WOFF2).
import { brotliDecompressSync } from 'node:zlib';
import { Reader, Writer } from './woff2-bytes';
import { untransformGlyf } from './woff2-glyf';

const KNOWN_TAGS = [
  'cmap',
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'name',
  'OS/2',
  'post',
  'cvt ',
  'fpgm',
  'glyf',
  'loca',
  'prep',
  'CFF ',
  'VORG',
  'EBDT',
  'EBLC',
  'gasp',
  'hdmx',
  'kern',
  'LTSH',
  'PCLT',
  'VDMX',
  'vhea',
  'vmtx',
  'BASE',
  'GDEF',
  'GPOS',
  'GSUB',
  'EBSC',
  'JSTF',
  'MATH',
  'CBDT',
  'CBLC',
  'COLR',
  'CPAL',
  'SVG ',
  'sbix',
  'acnt',
  'avar',
  'bdat',
  'bloc',
  'bsln',
  'cvar',
  'fdsc',
  'feat',
  'fmtx',
  'fvar',
  'gvar',
  'hsty',
  'just',
  'lcar',
  'mort',
  'morx',
  'opbd',
  'prop',
  'trak',
  'Zapf',
  'Silf',
  'Glat',
  'Gloc',
  'Feat',
  'Sill',
];

function checksum(b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < b.length; i += 4)
    sum = (sum + (((b[i] ?? 0) << 24) >>> 0) + ((b[i + 1] ?? 0) << 16) + ((b[i + 2] ?? 0) << 8) + (b[i + 3] ?? 0)) % 2 ** 32;
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
