// Metric overrides that make a local fallback font (Arial) take the same room as a web font (Inter), so swapping
// the web font in (font-display: swap) does not move text: the method of capsize and Next.js's font fallbacks.

/** A font's vertical metrics (font units) and the width of SAMPLE set in it (in em). */
export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  /** Below the baseline, as a positive number. */
  descent: number;
  lineGap: number;
  sampleWidthEm: number;
}

/** The text whose width is matched: ordinary English prose and digits, the mix most of the guide's Latin text is. */
export const SAMPLE = 'The quick brown fox jumps over the lazy dog Macao Sightseeing Dining 0123456789';

/**
 * Arial's metrics (Liberation Sans has the same advance widths and vertical metrics by design; measured from
 * LiberationSans-Regular.ttf with fontkit: hhea ascent 1854, descent 434, line gap 67, SAMPLE 37.5229 em).
 */
export const ARIAL: FontMetrics = { unitsPerEm: 2048, ascent: 1854, descent: 434, lineGap: 67, sampleWidthEm: 37.5229 };
/** Arial Bold (LiberationSans-Bold.ttf): bold text falls back to it, not to a synthesised bold of the regular face. */
export const ARIAL_BOLD: FontMetrics = { ...ARIAL, sampleWidthEm: 39.9546 };

export interface FallbackOverrides {
  /** Percentages, as @font-face wants them. */
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

const pct = (n: number): number => Math.round(n * 10000) / 100;

/**
 * size-adjust scales the fallback so its text is as wide as the web font's; the overrides then give it the web
 * font's ascent, descent and line gap. They apply to the adjusted size, hence the division by the scale.
 */
export function fallbackOverrides(web: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const scale = web.sampleWidthEm / fallback.sampleWidthEm;
  return {
    sizeAdjust: pct(scale),
    ascentOverride: pct(web.ascent / web.unitsPerEm / scale),
    descentOverride: pct(Math.abs(web.descent) / web.unitsPerEm / scale),
    lineGapOverride: pct(web.lineGap / web.unitsPerEm / scale),
  };
}

/** The @font-face rule of the fallback face, for the CSS file (scripts/fonts/fallback-css.ts prints it). */
export function fallbackFontFace(family: string, weight: string, locals: readonly string[], o: FallbackOverrides, unicodeRange: string): string {
  return [
    '@font-face {',
    `  font-family: '${family}';`,
    `  font-weight: ${weight};`,
    `  src: ${locals.map((l) => `local('${l}')`).join(', ')};`,
    `  size-adjust: ${o.sizeAdjust}%;`,
    `  ascent-override: ${o.ascentOverride}%;`,
    `  descent-override: ${o.descentOverride}%;`,
    `  line-gap-override: ${o.lineGapOverride}%;`,
    `  unicode-range: ${unicodeRange};`,
    '}',
  ].join('\n');
}
