// The scenery around a motif: sky, seeded background layout (tile-framed arch, sun, frieze), distant hills and the ground.

import { mix } from './color';
import type { Colors } from './palettes';
import { patternDef, type PatternName } from './patterns';
import type { Rng } from './rng';
import { archD, circle, ellipse, path, rect } from './motifs/shapes';

export type Layout = 'arch' | 'sun' | 'frieze';

export interface Frame {
  W: number;
  H: number;
  groundY: number;
  /** Horizontal centre of the motif. */
  mx: number;
  /** Motif size in user units (the 400-unit box is scaled to this). */
  size: number;
}

const r1 = (v: number): number => Math.round(v);

function hills(f: Frame, c: Colors, rng: Rng): string {
  const n = 3 + rng.int(3);
  const step = f.W / n;
  let d = `M0 ${f.groundY}`;
  for (let i = 0; i < n; i++) {
    const peak = f.groundY - f.H * rng.range(0.1, 0.24);
    d += `Q${r1(step * i + step / 2)} ${r1(peak * 2 - f.groundY)} ${r1(step * (i + 1))} ${f.groundY}`;
  }
  return path(`${d}Z`, c.far);
}

/** A far-off city: blocks of flats and, now and then, the tower's needle, paler than the hills in front. */
function skyline(f: Frame, c: Colors, rng: Rng): string {
  const u = f.H / 600;
  let d = '';
  for (let x = -rng.range(0, 30) * u; x < f.W;) {
    const w = rng.range(26, 64) * u,
      h = rng.range(0.06, 0.2) * f.H;
    d += `M${r1(x)} ${f.groundY}V${r1(f.groundY - h)}H${r1(x + w)}V${f.groundY}Z`;
    x += w + rng.range(-6, 10) * u;
  }
  if (rng.chance(0.5)) {
    const tx = r1(rng.pick([0.1, 0.9]) * f.W),
      th = f.H * 0.5;
    d += `M${tx - 4 * u} ${f.groundY}V${r1(f.groundY - th)}H${tx + 4 * u}V${f.groundY}Z`;
    d += `M${tx - 20 * u} ${r1(f.groundY - th * 0.86)}h${40 * u}v${14 * u}h${-40 * u}Z`;
  }
  return path(d, mix(c.far, c.skyBottom, 0.5));
}

function birds(f: Frame, c: Colors, rng: Rng): string {
  const u = f.H / 600;
  let d = '';
  const bx = rng.range(0.1, 0.8) * f.W,
    by = rng.range(0.12, 0.3) * f.H;
  for (let i = 0, k = 2 + rng.int(3); i < k; i++) {
    const x = bx + rng.range(0, 90) * u,
      y = by + rng.range(0, 50) * u,
      w = rng.range(7, 11) * u;
    d += `M${r1(x - w)} ${r1(y - w * 0.4)}Q${r1(x - w * 0.4)} ${r1(y - w * 0.6)} ${r1(x)} ${r1(y)}Q${r1(x + w * 0.4)} ${r1(y - w * 0.6)} ${r1(x + w)} ${r1(y - w * 0.4)}`;
  }
  return `<path d="${d}" fill="none" stroke="${mix(c.deep, c.skyTop, 0.3)}" stroke-width="${(2.2 * u).toFixed(1)}" stroke-linecap="round"/>`;
}

function sky(f: Frame, c: Colors, rng: Rng, bodyOfSun: boolean): string {
  let s = rect(0, 0, f.W, f.H, 'url(#sk)');
  if (c.night) {
    for (let i = 0; i < 26; i++)
      s += circle(rng.range(0, f.W), rng.range(0, f.groundY * 0.7), rng.range(1, 2.6), '#FFF6DC', ` opacity="${rng.range(0.4, 0.9).toFixed(2)}"`);
  }
  // A small sun keeps clear of the motif: it goes to one side, or the other if that side is off the picture.
  const side = rng.chance(0.5) ? 1 : -1;
  const off = rng.range(0.5, 0.75) * f.size;
  const clear = f.mx + side * off > f.W * 0.08 && f.mx + side * off < f.W * 0.92 ? f.mx + side * off : f.mx - side * off;
  const sx = bodyOfSun ? f.mx + rng.range(-0.25, 0.25) * f.size : clear;
  const sr = bodyOfSun ? f.size * rng.range(0.5, 0.62) : f.H * rng.range(0.06, 0.1);
  const sy = bodyOfSun ? f.groundY - f.size * 0.52 : f.H * rng.range(0.3, 0.4);
  const sun = c.night ? '#FFF1C9' : bodyOfSun ? mix(mix(c.gold, '#FFFFFF', 0.68), c.skyBottom, 0.3) : mix(c.gold, '#FFFFFF', 0.15);
  s += circle(sx, sy, sr, sun, c.night && bodyOfSun ? ' opacity=".2"' : '');
  if (!c.night) {
    for (let i = 0, k = 1 + rng.int(3); i < k; i++) {
      const cx = rng.range(0.05, 0.95) * f.W,
        cy = rng.range(0.1, 0.35) * f.H,
        w = f.H * rng.range(0.08, 0.14);
      s += `<g fill="${c.light}" opacity=".85">${ellipse(cx, cy, w, w * 0.32, c.light)}${circle(cx - w * 0.3, cy - w * 0.18, w * 0.3, c.light)}${circle(cx + w * 0.2, cy - w * 0.26, w * 0.38, c.light)}</g>`;
    }
  }
  if (!c.night && rng.chance(0.5)) s += birds(f, c, rng);
  if (rng.chance(f.W > f.H ? 0.6 : 0.35)) s += skyline(f, c, rng);
  return s + hills(f, c, rng);
}

/** Background (behind the motif) plus the `<defs>` it needs. */
export function background(layout: Layout, f: Frame, c: Colors, rng: Rng, pattern: PatternName): { defs: string; body: string } {
  const tileSize = r1(f.H * rng.range(0.11, 0.16));
  let defs = `<linearGradient id="sk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.skyTop}"/><stop offset="1" stop-color="${c.skyBottom}"/></linearGradient>`;
  if (layout === 'arch') {
    const aw = Math.min(f.W * 0.86, f.size * rng.range(1.25, 1.45));
    const ax = Math.max(f.W * 0.04, Math.min(f.W * 0.96 - aw, f.mx - aw / 2));
    const top = f.H * 0.07;
    const d = archD(ax, top, aw, f.groundY - top);
    defs += patternDef('pt', pattern, mix(c.tile, c.tileGround, 0.15), c.tileGround, tileSize) + `<clipPath id="ap"><path d="${d}"/></clipPath>`;
    const ring =
      `<path d="${archD(ax - 10, top - 10, aw + 20, f.groundY - top + 10)}" fill="none" stroke="${c.tile}" stroke-width="8"/>` +
      `<path d="${d}" fill="none" stroke="${c.tileGround}" stroke-width="6"/>`;
    return { defs, body: rect(0, 0, f.W, f.H, 'url(#pt)') + `<g clip-path="url(#ap)">${sky(f, c, rng, true)}</g>` + ring };
  }
  if (layout === 'frieze') {
    const band = r1(tileSize * 1.5);
    defs += patternDef('pt', pattern, c.tile, c.tileGround, band);
    const frieze = rect(0, 0, f.W, band, 'url(#pt)') + rect(0, band, f.W, 6, c.tile) + rect(0, band + 10, f.W, 3, c.tile);
    return { defs, body: sky(f, c, rng, rng.chance(0.6)) + frieze };
  }
  defs += patternDef('pt', pattern, c.tile, 'none', tileSize, rng.pick([0, 45]));
  return { defs, body: sky(f, c, rng, true) + rect(0, 0, f.W, f.groundY, 'url(#pt)', 0).replace('/>', ` opacity="${c.night ? 0.1 : 0.09}"/>`) };
}

/** The ground strip: calçada waves, water or sand. */
export function ground(kind: 'land' | 'water' | 'sand' | 'none', f: Frame, c: Colors, rng: Rng): { defs: string; body: string } {
  const h = f.H - f.groundY;
  if (kind === 'water') {
    const waves = Array.from({ length: 4 }, (_, i) => {
      const y = f.groundY + h * (0.2 + i * 0.2);
      return `<path d="M0 ${r1(y)}H${f.W}" stroke="${mix(c.water, c.light, 0.35)}" stroke-width="${3 + i}" stroke-dasharray="${r1(40 + rng.int(60))} ${r1(30 + rng.int(40))}" stroke-dashoffset="${rng.int(100)}"/>`;
    }).join('');
    return { defs: '', body: rect(0, f.groundY, f.W, h, c.water) + waves };
  }
  if (kind === 'sand') return { defs: '', body: rect(0, f.groundY, f.W, h, mix('#E8CFA0', c.body, 0.15)) };
  const s = r1(h * rng.range(0.42, 0.6));
  const defs = patternDef('pg', rng.chance(0.8) ? 'waves' : 'diamonds', c.groundLine, c.ground, s);
  return { defs, body: rect(0, f.groundY, f.W, h, 'url(#pg)') + rect(0, f.groundY, f.W, Math.max(4, h * 0.06), mix(c.ground, c.deep, 0.35)) };
}
