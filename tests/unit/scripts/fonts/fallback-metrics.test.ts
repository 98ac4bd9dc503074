// The fallback face for Inter: the override arithmetic, and the CSS the app ships matching Inter's real metrics.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARIAL, fallbackFontFace, fallbackOverrides, type FontMetrics } from '../../../../scripts/fonts/fallback-metrics';
import { interFallbackCss, interMetrics } from '../../../../scripts/fonts/fallback-css';

describe('fallbackOverrides', () => {
  it('scales by the width ratio and gives the web font its vertical metrics at the scaled size', () => {
    const web: FontMetrics = { unitsPerEm: 1000, ascent: 900, descent: 250, lineGap: 50, sampleWidthEm: 11 };
    const fallback: FontMetrics = { unitsPerEm: 2048, ascent: 1800, descent: 400, lineGap: 0, sampleWidthEm: 10 };
    expect(fallbackOverrides(web, fallback)).toEqual({ sizeAdjust: 110, ascentOverride: 81.82, descentOverride: 22.73, lineGapOverride: 4.55 });
  });

  it('agrees with the published Inter-over-Arial figures (Next.js: 107.06%, ascent 90.49%, descent 22.56%)', () => {
    // Inter's hhea metrics with Next.js's width ratio.
    const inter: FontMetrics = { unitsPerEm: 2048, ascent: 1984, descent: 494, lineGap: 0, sampleWidthEm: 1.0706 };
    const o = fallbackOverrides(inter, { ...ARIAL, sampleWidthEm: 1 });
    expect(o.ascentOverride).toBeCloseTo(90.49, 1);
    expect(o.descentOverride).toBeCloseTo(22.53, 1);
    expect(o.lineGapOverride).toBe(0);
  });
});

describe('the shipped fallback face', () => {
  it('is what Inter’s installed font file gives (regenerate with tsx scripts/fonts/fallback-css.ts)', () => {
    // Compared with whitespace folded: Prettier wraps the long unicode-range of the file.
    const fold = (text: string) => text.replace(/\s+/g, ' ');
    const css = readFileSync('src/styles/font-fallback.css', 'utf8');
    expect(fold(css)).toContain(fold(interFallbackCss()));
    expect(interMetrics(400).unitsPerEm).toBe(2048);
    // Bold Inter is relatively narrower against Arial Bold than regular against Arial: a face per weight band.
    expect(css.match(/@font-face/g)).toHaveLength(2);
  });

  it('is listed right after Inter in the font stack', () => {
    const base = readFileSync('src/styles/base.css', 'utf8');
    expect(base).toMatch(/'Inter Variable', 'Inter Fallback',/);
  });

  it('writes every override and the range into the rule', () => {
    const rule = fallbackFontFace('X', '100 549', ['A', 'B'], { sizeAdjust: 1, ascentOverride: 2, descentOverride: 3, lineGapOverride: 4 }, 'U+0-FF');
    expect(rule).toContain("src: local('A'), local('B');");
    expect(rule).toContain('font-weight: 100 549;');
    expect(rule).toMatch(/size-adjust: 1%;[\s\S]*ascent-override: 2%;[\s\S]*descent-override: 3%;[\s\S]*line-gap-override: 4%;[\s\S]*unicode-range: U\+0-FF;/);
  });
});
