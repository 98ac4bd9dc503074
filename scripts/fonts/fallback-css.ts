// Prints the metric-matched fallback face for Inter (src/styles/font-fallback.css is this output plus its header):
// `tsx scripts/fonts/fallback-css.ts`. Inter's metrics are read from the installed @fontsource-variable/inter file.
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { ARIAL, ARIAL_BOLD, fallbackFontFace, fallbackOverrides, SAMPLE, type FontMetrics } from './fallback-metrics';

/** The Latin subset's range of @fontsource-variable/inter: the fallback stands in for exactly what Inter would draw. */
export const INTER_LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
export const FALLBACK_LOCALS = ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo', 'Helvetica Neue', 'Helvetica'];
export const FALLBACK_BOLD_LOCALS = [
  'Arial Bold',
  'Arial-BoldMT',
  'Liberation Sans Bold',
  'LiberationSans-Bold',
  'Arimo Bold',
  'Helvetica Neue Bold',
  'Helvetica Bold',
];

const require = createRequire(import.meta.url);

/**
 * Inter's metrics at a weight: the variable file for 400 (what the app loads), @fontsource/inter's static file for
 * bold (fontkit cannot instance the variable WOFF2; the static cut is the same design at that weight).
 */
export function interMetrics(weight: 400 | 700 = 400): FontMetrics {
  const file = require.resolve(
    weight === 400 ? '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2' : `@fontsource/inter/files/inter-latin-${weight}-normal.woff2`,
  );
  const font = fontkit.openSync(file) as fontkit.Font;
  return {
    unitsPerEm: font.unitsPerEm,
    ascent: font.ascent,
    descent: Math.abs(font.descent),
    lineGap: font.lineGap,
    sampleWidthEm: font.layout(SAMPLE).advanceWidth / font.unitsPerEm,
  };
}

/** Two faces: regular and medium text scale Arial to Inter 400, semibold and bold scale Arial Bold to Inter 700. */
export function interFallbackCss(): string {
  return [
    fallbackFontFace('Inter Fallback', '100 549', FALLBACK_LOCALS, fallbackOverrides(interMetrics(400), ARIAL), INTER_LATIN_RANGE),
    fallbackFontFace('Inter Fallback', '550 900', FALLBACK_BOLD_LOCALS, fallbackOverrides(interMetrics(700), ARIAL_BOLD), INTER_LATIN_RANGE),
  ].join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) console.info(interFallbackCss());
