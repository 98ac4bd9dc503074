// The artwork generator: every motif in every aspect is valid, small, text-free SVG; output is deterministic.
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { ASPECTS, MOTIFS, PALETTES, greySvg, renderArt, type Aspect } from '../../../../server/media/art';
import { xmlProblems } from './xml';

const FORMAT_MOTIFS = `church temple fortress museum garden tower street square theatre lighthouse mansion market shop food dessert
drink hotel bridge beach village festival lantern fireworks show casino racing harbour hill library cemetery lrt bus wifi info
toilet nursing border ferry airport office brochure calendar`.split(/\s+/);
const ALL_PALETTES = [...PALETTES, 'auto'];
const aspects = Object.keys(ASPECTS) as Aspect[];

describe('renderArt', () => {
  it('knows exactly the motifs of content/FORMAT.md', () => {
    expect(Object.keys(MOTIFS).sort()).toEqual([...FORMAT_MOTIFS].sort());
  });

  describe.each(FORMAT_MOTIFS)('%s', (motif) => {
    it.each(aspects)('renders well-formed, rasterisable SVG as %s', (aspect) => {
      for (let i = 0; i < 3; i++) {
        const palette = ALL_PALETTES[(i * 4 + motif.length) % ALL_PALETTES.length]!;
        const svg = renderArt({ motif, palette, seed: `${motif}-${i}`, aspect });
        const { W, H } = ASPECTS[aspect];
        expect(xmlProblems(svg)).toEqual([]);
        expect(svg).toContain(`viewBox="0 0 ${W} ${H}"`);
        expect(svg).not.toMatch(/<text|<script|href=|NaN|undefined/);
        expect(svg.length).toBeLessThan(12 * 1024);
        const img = new Resvg(svg, { fitTo: { mode: 'width', value: 64 }, font: { loadSystemFonts: false } }).render();
        expect(img.width).toBe(64);
        expect(img.height).toBe(Math.round((64 * H) / W));
      }
    });
  });

  it('is deterministic for the same input', () => {
    const req = { motif: 'church', palette: 'azulejo', seed: 'ruins-of-st-pauls', aspect: 'banner' as const };
    expect(renderArt(req)).toBe(renderArt({ ...req }));
  });

  it('varies with the seed, so two places with one motif differ', () => {
    for (const motif of FORMAT_MOTIFS) {
      const outs = new Set(['a', 'b', 'c', 'd'].map((seed) => renderArt({ motif, palette: 'ochre', seed, aspect: 'card' })));
      expect(outs.size, motif).toBeGreaterThan(1);
    }
  });

  it('resolves the auto palette from the seed alone and uses each named palette', () => {
    const auto = renderArt({ motif: 'temple', palette: 'auto', seed: 'a-ma', aspect: 'card' });
    expect(auto).toBe(renderArt({ motif: 'temple', palette: 'auto', seed: 'a-ma', aspect: 'card' }));
    const named = new Set(PALETTES.map((palette) => renderArt({ motif: 'temple', palette, seed: 'a-ma', aspect: 'card' })));
    expect(named.size).toBe(PALETTES.length);
  });

  it('rejects an unknown motif', () => {
    expect(() => renderArt({ motif: 'spaceship', palette: 'azulejo', seed: 'x', aspect: 'card' })).toThrow(RangeError);
  });
});

describe('greySvg (black-and-white policy)', () => {
  it('leaves no saturated pixel', () => {
    for (const [motif, palette] of [
      ['festival', 'lantern'],
      ['garden', 'jade'],
      ['market', 'rose'],
      ['fireworks', 'gold'],
    ] as const) {
      const svg = greySvg(renderArt({ motif, palette, seed: 'bw', aspect: 'card' }));
      const px = new Resvg(svg, { fitTo: { mode: 'width', value: 160 }, font: { loadSystemFonts: false } }).render().pixels;
      let worst = 0;
      for (let i = 0; i < px.length; i += 4) worst = Math.max(worst, Math.abs(px[i]! - px[i + 1]!), Math.abs(px[i + 1]! - px[i + 2]!));
      expect(worst, `${motif}/${palette}`).toBeLessThanOrEqual(2);
    }
  });

  it('keeps colour in the original (the check above can fail)', () => {
    const px = new Resvg(renderArt({ motif: 'lantern', palette: 'lantern', seed: 'bw', aspect: 'card' }), {
      fitTo: { mode: 'width', value: 160 },
    }).render().pixels;
    let worst = 0;
    for (let i = 0; i < px.length; i += 4) worst = Math.max(worst, Math.abs(px[i]! - px[i + 1]!));
    expect(worst).toBeGreaterThan(40);
  });
});
