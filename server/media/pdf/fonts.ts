// The PDF faces: Noto Sans TTFs from npm (@expo-google-fonts/*) per script, loaded lazily, and each locale's fallback chain.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Locale } from '#shared/locales';
import { ShapeCache, type Shaped } from './shaping';

export type Face = 'latin' | 'arabic' | 'thai' | 'jp' | 'kr' | 'sc' | 'tc';
export type Weight = 'regular' | 'bold';

const FILES: Record<Face, [pkg: string, stem: string]> = {
  latin: ['@expo-google-fonts/noto-sans', 'NotoSans'],
  arabic: ['@expo-google-fonts/noto-sans-arabic', 'NotoSansArabic'],
  thai: ['@expo-google-fonts/noto-sans-thai', 'NotoSansThai'],
  jp: ['@expo-google-fonts/noto-sans-jp', 'NotoSansJP'],
  kr: ['@expo-google-fonts/noto-sans-kr', 'NotoSansKR'],
  sc: ['@expo-google-fonts/noto-sans-sc', 'NotoSansSC'],
  tc: ['@expo-google-fonts/noto-sans-tc', 'NotoSansTC'],
};
const WEIGHT_DIR: Record<Weight, string> = { regular: '400Regular', bold: '700Bold' };

// Han characters in a non-Chinese, non-Japanese document are most likely Macao's own names: traditional forms first.
const OTHERS: Face[] = ['latin', 'tc', 'sc', 'jp', 'kr', 'thai', 'arabic'];
const first = (face: Face): Face[] => [face, ...OTHERS.filter((f) => f !== face)];

/** The faces tried in order for a character; the locale's own script comes first so its punctuation and digits match. */
export const FACE_CHAIN: Record<Locale, Face[]> = {
  'zh-hant': first('tc'),
  'zh-hans': first('sc'),
  pt: OTHERS,
  en: OTHERS,
  ja: first('jp'),
  ko: first('kr'),
  th: first('thai'),
  id: OTHERS,
  ru: OTHERS,
  ms: OTHERS,
  de: OTHERS,
  fr: OTHERS,
  es: OTHERS,
  it: OTHERS,
  ar: first('arabic'),
};

export interface LoadedFont {
  key: string;
  font: fontkit.Font;
  /** Shapes a run of text through the per-segment cache (shaping.ts). */
  shape(text: string): Shaped;
  /**
   * What pdfkit gets: the parsed font (pdfkit accepts one as well as bytes), so documents share its parsed tables,
   * with `layout` answered from the same shaping cache, so drawing matches measuring.
   */
  forPdf: fontkit.Font;
}

// fontkit's Hangul shaper decomposes and recomposes every syllable, about ten times slower than other scripts; the
// guide's Korean uses precomposed modern syllables that the font maps directly, so the default shaper draws the same.
const SCRIPT_OVERRIDE: Partial<Record<Face, string>> = { kr: 'DFLT' };

const require = createRequire(import.meta.url);
const loaded = new Map<string, LoadedFont>();

export function fontFile(face: Face, weight: Weight): string {
  const [pkg, stem] = FILES[face];
  const dir = WEIGHT_DIR[weight];
  return require.resolve(`${pkg}/${dir}/${stem}_${dir}.ttf`);
}

/** Reads and parses a face once per process (fontkit parses tables lazily, so even the 10 MB CJK files open fast). */
export function loadFont(face: Face, weight: Weight): LoadedFont {
  const key = `${face}-${weight}`;
  let f = loaded.get(key);
  if (!f) {
    const bytes = readFileSync(fontFile(face, weight));
    const parsed = fontkit.create(bytes);
    if (!('layout' in parsed)) throw new Error(`${fontFile(face, weight)} is a font collection, expected one font`);
    const font = parsed;
    const script = SCRIPT_OVERRIDE[face];
    const cache = new ShapeCache((text, direction) => font.layout(text, [], script, undefined, direction));
    const shape = (text: string): Shaped => cache.shape(text);
    // Only `layout` and the glyph cache differ from the parsed font. The subsetter of every document asks for glyphs
    // without their characters; kept in a cache of their own, they cannot leave glyphs with empty code points (and so
    // text a reader cannot extract) in the cache that shaping hands to later documents.
    const forPdf = Object.create(font, { layout: { value: shape }, _glyphs: { value: {}, writable: true } }) as fontkit.Font;
    f = { key, font, shape, forPdf };
    loaded.set(key, f);
  }
  return f;
}

/** Whether a face has a glyph for the code point (cached: coverage is asked once per character and face). */
const coverage = new Map<string, boolean>();
export function faceHas(face: Face, cp: number): boolean {
  const key = `${face}:${cp}`;
  let v = coverage.get(key);
  if (v === undefined) {
    v = loadFont(face, 'regular').font.hasGlyphForCodePoint(cp);
    coverage.set(key, v);
  }
  return v;
}
