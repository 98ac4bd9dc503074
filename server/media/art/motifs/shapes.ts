// Small SVG element builders and the drawing context shared by every motif (a 400×400 box, ground at y = 400).

import type { Colors } from '../palettes';
import type { Rng } from '../rng';

export interface Ctx {
  c: Colors;
  rng: Rng;
  /** Pastel façade colours (ochre, rose, mint, paper) in seeded order, for scenes with several buildings. */
  pastel: string[];
  green: string;
}

export interface MotifDef {
  draw: (x: Ctx) => string;
  /** Probability of a dusk/night sky for this motif. */
  night?: number;
  /** What the motif stands on. */
  ground?: 'land' | 'water' | 'sand' | 'none';
}

const n = (v: number): number => Math.round(v * 10) / 10;

export const rect = (x: number, y: number, w: number, h: number, f: string, rx = 0): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${f}"/>`;
export const path = (d: string, f: string, extra = ''): string => `<path d="${d}" fill="${f}"${extra}/>`;
export const line = (d: string, s: string, w: number, extra = ''): string => `<path d="${d}" fill="none" stroke="${s}" stroke-width="${w}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, f: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${f}"${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, f: string, extra = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${f}"${extra}/>`;
export const poly = (pts: number[], f: string, extra = ''): string => `<polygon points="${pts.map(n).join(' ')}" fill="${f}"${extra}/>`;
export const g = (tr: string, body: string): string => `<g transform="${tr}">${body}</g>`;

/** Path data of a round-topped window or door. */
export const archD = (x: number, y: number, w: number, h: number): string =>
  `M${n(x)} ${n(y + h)}V${n(y + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(y + w / 2)}V${n(y + h)}Z`;
export const arch = (x: number, y: number, w: number, h: number, f: string): string => path(archD(x, y, w, h), f);

/** A row of repeated marks along a horizontal line: windows, roof tiles, balusters, in one element. */
export const dashes = (x1: number, x2: number, y: number, h: number, on: number, off: number, f: string): string =>
  line(`M${n(x1)} ${n(y + h / 2)}H${n(x2)}`, f, h, ` stroke-dasharray="${on} ${off}"`);

/** Evenly spaced positions. */
export const spread = (from: number, to: number, count: number): number[] =>
  Array.from({ length: count }, (_, i) => (count === 1 ? (from + to) / 2 : from + ((to - from) * i) / (count - 1)));

/** Curled-eave Chinese roof centred on cx, spanning ±w at the eave line y (height h). */
export function roof(cx: number, y: number, w: number, h: number, f: string): string {
  const t = w * 0.72;
  return path(
    `M${n(cx - t)} ${n(y - h)}H${n(cx + t)}Q${n(cx + w * 0.86)} ${n(y - h * 0.1)} ${n(cx + w + 12)} ${n(y - h * 0.55)}Q${n(cx + w + 8)} ${n(y - h * 0.05)} ${n(cx + w - 14)} ${n(y + 6)}H${n(cx - w + 14)}Q${n(cx - w - 8)} ${n(y - h * 0.05)} ${n(cx - w - 12)} ${n(y - h * 0.55)}Q${n(cx - w * 0.86)} ${n(y - h * 0.1)} ${n(cx - t)} ${n(y - h)}Z`,
    f,
  );
}

/** Latin cross. */
export const cross = (cx: number, top: number, s: number, f: string): string =>
  rect(cx - s * 0.09, top, s * 0.18, s, f) + rect(cx - s * 0.36, top + s * 0.24, s * 0.72, s * 0.16, f);
