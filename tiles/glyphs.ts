// Renders SDF glyph range files (MapLibre `glyphs`) from Inter, and Noto Sans Arabic for Arabic, in node_modules with
// fontnik, which reads WOFF (fontsource ships every subset as WOFF beside the WOFF2 the app uses).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { FONT_STACK } from './style';

interface Fontnik {
  range(opts: { font: Buffer; start: number; end: number }, cb: (err: Error | null, pbf?: Buffer) => void): void;
}

/** Ranges our Latin and Portuguese labels always need: Basic Latin + Latin-1, Latin Extended-A, punctuation (’ – …). */
export const BASE_RANGES = [0, 256, 8192] as const;

/**
 * Code points MapLibre draws with the browser's font once the app sets `localIdeographFontFamily`
 * (CJK, kana, hangul, CJK punctuation, full-width forms): no range file is needed for them.
 */
const LOCAL_GLYPHS =
  /[\u02EA\u02EB\u1100-\u11FF\u2E80-\u2FDF\u3000-\u30FF\u3105-\u312F\u3131-\u318E\u31A0-\u4DBF\u4E00-\uA48C\uA490-\uA4C6\uA960-\uA97C\uAC00-\uD7FB\uF900-\uFAD9\uFE10-\uFE1F\uFE30-\uFE4F\uFF00-\uFFEF]|[\u{20000}-\u{3FFFF}]/u;

/**
 * Scripts MapLibre (6.x) draws with a font rather than from glyph ranges, because their letters combine into
 * clusters: Thai among them (the app declares our Noto Sans Thai file in the style's `font-faces`).
 */
const FONT_DRAWN: readonly (readonly [number, number])[] = [
  [0x0900, 0x109f],
  [0x1700, 0x17ff],
  [0x1900, 0x194f],
  [0x19e0, 0x1aaf],
  [0x1b00, 0x1c4f],
];
const isFontDrawn = (cp: number): boolean => FONT_DRAWN.some(([a, b]) => cp >= a && cp <= b);

const isArabic = (cp: number): boolean => (cp >= 0x0600 && cp <= 0x08ff) || (cp >= 0xfb50 && cp <= 0xfeff);

/**
 * MapLibre shapes Arabic itself into Presentation Forms before it looks glyphs up: the letters of Arabic proper
 * (U+0621–064A) into FE70–FEFF, the further letters of Persian and Urdu (U+0671 on) into FB50–FBFF.
 */
function arabicFormRange(cp: number): number | undefined {
  if (cp >= 0x0621 && cp <= 0x064a) return 0xfe00;
  if (cp >= 0x0671 && cp <= 0x06ff) return 0xfb00;
  return undefined;
}

/** Start of every 256-code-point range the given label texts need. */
export function rangesFor(texts: Iterable<string>): number[] {
  const starts = new Set<number>(BASE_RANGES);
  for (const t of texts) {
    for (const ch of t) {
      const cp = ch.codePointAt(0) ?? 0;
      if (cp > 0xffff || LOCAL_GLYPHS.test(ch) || isFontDrawn(cp)) continue;
      starts.add(cp - (cp % 256));
      const form = arabicFormRange(cp);
      if (form !== undefined) starts.add(form);
    }
  }
  return [...starts].sort((a, b) => a - b);
}

/** Noto Sans Arabic's Arabic subset as WOFF (@fontsource/noto-sans-arabic), or undefined when not installed. */
export function findArabicFace(nodeModules: string): string | undefined {
  const file = join(nodeModules, '@fontsource', 'noto-sans-arabic', 'files', 'noto-sans-arabic-arabic-400-normal.woff');
  return existsSync(file) ? file : undefined;
}

/** Whether a 256-code-point range is one the Arabic face is rendered for (it also carries a space, which Inter draws). */
export const isArabicRange = (start: number): boolean => isArabic(start) || isArabic(start + 255);

/** A stable order: Latin, Latin Extended, then the other scripts. */
const subsetRank = (file: string): number => (file.startsWith('inter-latin-400') ? 0 : file.startsWith('inter-latin-ext-') ? 1 : 2);

/** Inter Regular's subsets as WOFF files from @fontsource/inter. */
export function findInterFaces(nodeModules: string): string[] {
  const dir = join(nodeModules, '@fontsource', 'inter', 'files');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^inter-[a-z-]+-400-normal\.woff$/.test(f))
    .sort((a, b) => subsetRank(a) - subsetRank(b) || a.localeCompare(b))
    .map((f) => join(dir, f));
}

function renderRange(fontnik: Fontnik, font: Buffer, start: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    fontnik.range({ font, start, end: start + 255 }, (err, pbf) => (err || !pbf ? reject(err ?? new Error('fontnik returned nothing')) : resolve(pbf)));
  });
}

/**
 * Writes `<outDir>/<FONT_STACK>/<start>-<end>.pbf`. Each subset font is rendered on its own and the
 * results concatenated: protobuf merges repeated fields, so MapLibre reads one glyph list.
 */
export async function buildGlyphs(opts: {
  outDir: string;
  nodeModules: string;
  ranges: readonly number[];
}): Promise<{ files: number; bytes: number; sources: string[] }> {
  const faces = findInterFaces(opts.nodeModules);
  if (faces.length === 0) throw new Error('Inter (@fontsource/inter) not found in node_modules: cannot render glyphs');
  const arabicFace = opts.ranges.some(isArabicRange) ? findArabicFace(opts.nodeModules) : undefined;
  if (opts.ranges.some(isArabicRange) && !arabicFace) throw new Error('Noto Sans Arabic (@fontsource/noto-sans-arabic) not found: cannot render Arabic glyphs');
  const fontnik = createRequire(import.meta.url)('fontnik') as Fontnik;
  const fonts = faces.map((f) => readFileSync(f));
  const arabic = arabicFace ? readFileSync(arabicFace) : undefined;
  const dir = join(opts.outDir, FONT_STACK);
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (const start of opts.ranges) {
    const rangeFonts = arabic && isArabicRange(start) ? [...fonts, arabic] : fonts;
    const parts = await Promise.all(rangeFonts.map((font) => renderRange(fontnik, font, start)));
    const pbf = Buffer.concat(parts);
    writeFileSync(join(dir, `${start}-${start + 255}.pbf`), pbf);
    bytes += pbf.length;
  }
  return { files: opts.ranges.length, bytes, sources: [...faces, ...(arabicFace ? [arabicFace] : [])].map((f) => f.slice(opts.nodeModules.length + 1)) };
}
