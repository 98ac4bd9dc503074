// renderArt: composes one deterministic, text-free SVG artwork from a motif, a palette, a seed and an aspect.

import { mix } from './color';
import { MOTIFS } from './motifs';
import { T, buildColors, resolvePalette } from './palettes';
import { PATTERNS, type PatternName } from './patterns';
import { createRng, hashString } from './rng';
import { background, ground, type Frame, type Layout } from './scene';

/** `og` is the 1200×630 share picture (Open Graph, Twitter cards): a wide frame like the banner. */
export type Aspect = 'banner' | 'card' | 'square' | 'og';

export const ASPECTS: Record<Aspect, { W: number; H: number }> = {
  banner: { W: 1600, H: 900 },
  card: { W: 800, H: 600 },
  square: { W: 800, H: 800 },
  og: { W: 1200, H: 630 },
};

export interface ArtRequest {
  motif: string;
  palette: string;
  seed: string;
  aspect: Aspect;
}

export function isMotif(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(MOTIFS, name);
}

const BG_PATTERNS = PATTERNS.filter((p): p is Exclude<PatternName, 'waves'> => p !== 'waves');

export function renderArt({ motif, palette, seed, aspect }: ArtRequest): string {
  const def = MOTIFS[motif];
  if (!def) throw new RangeError(`unknown motif: ${motif}`);
  const { W, H } = ASPECTS[aspect];
  // The aspect is left out of the seed so a place's banner and card share colours, pattern and layout.
  const rng = createRng(`${motif}|${palette}|${seed}`);
  const name = resolvePalette(palette, hashString(seed));
  const night = rng.chance(def.night ?? 0.1);
  const c = buildColors(name, rng, night);
  const pattern = rng.pick(BG_PATTERNS);
  const layout = rng.pick<Layout>(['arch', 'arch', 'sun', 'frieze']);
  const wide = aspect === 'banner' || aspect === 'og';
  const groundY = Math.round(H * (wide ? 0.85 : 0.84));
  const size = H * (aspect === 'square' ? 0.62 : 0.68);
  const pos = rng.next();
  const mx = wide ? W * [0.32, 0.5, 0.68][Math.floor(pos * 3)]! + W * rng.range(-0.03, 0.03) : W * (0.5 + (pos - 0.5) * 0.14);
  const f: Frame = { W, H, groundY, mx, size };
  const bg = background(layout, f, c, rng, pattern);
  const gr = ground(def.ground ?? 'land', f, c, rng);
  const pastel = [T.ochre, T.rose, T.mint, mix(T.paper, c.body, 0.2), c.body];
  for (let i = pastel.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [pastel[i], pastel[j]] = [pastel[j]!, pastel[i]!];
  }
  const green = c.night ? mix(T.jade, c.skyTop, 0.55) : mix(T.jade, c.skyBottom, 0.25);
  const s = size / 400;
  const art = def.draw({ c, rng, pastel, green });
  const tr = `translate(${Math.round(mx - 200 * s)} ${groundY - Math.round(400 * s)}) scale(${s.toFixed(4)})`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<defs>${bg.defs}${gr.defs}</defs>${bg.body}${gr.body}<g transform="${tr}">${art}</g></svg>`
  );
}
