// The artwork palettes named in content/FORMAT.md, built from the page's design tokens, plus seeded colour variation.

import { BRAND_COLOURS as B } from '#shared/brand';
import { mix, shift } from './color';
import type { Rng } from './rng';

export const PALETTES = ['azulejo', 'ochre', 'rose', 'mint', 'lantern', 'gold', 'jade', 'sea'] as const;
export type PaletteName = (typeof PALETTES)[number];

export const T = {
  blue: B.primary,
  blueDeep: B['primary-deep'],
  blueTint: B['primary-tint'],
  red: B.lantern,
  gold: B.gold,
  ochre: B.ochre,
  rose: B.rose,
  mint: B.mint,
  jade: B.jade,
  sea: B.sea,
  ink: B.ink,
  paper: B.canvas,
} as const;

/** Colours one picture is drawn with. */
export interface Colors {
  skyTop: string;
  skyBottom: string;
  /** Pattern ink and the tile ground it sits on. */
  tile: string;
  tileGround: string;
  /** Main façade / object colour, its shade, and the deep outline colour. */
  body: string;
  shade: string;
  deep: string;
  accent: string;
  gold: string;
  light: string;
  water: string;
  ground: string;
  groundLine: string;
  /** Distant hills and skyline. */
  far: string;
  night: boolean;
}

interface Base {
  sky: [string, string];
  tile: string;
  body: string;
  deep: string;
  accent: string;
  water: string;
}

const BASES: Record<PaletteName, Base> = {
  azulejo: { sky: ['#B8CFEA', T.blueTint], tile: T.blue, body: '#FFFFFF', deep: T.blueDeep, accent: T.red, water: T.sea },
  ochre: { sky: ['#FBEBC8', T.paper], tile: '#B7791F', body: T.ochre, deep: '#5E3B0C', accent: T.red, water: T.sea },
  rose: { sky: ['#F9E1DE', T.paper], tile: '#B4544E', body: T.rose, deep: '#5A2430', accent: T.gold, water: T.sea },
  mint: { sky: ['#DDF1EC', T.paper], tile: T.jade, body: T.mint, deep: '#17473E', accent: T.red, water: T.sea },
  lantern: { sky: ['#3B0D18', '#A3162F'], tile: T.gold, body: '#F2C46B', deep: '#2A0A12', accent: T.red, water: '#5A1424' },
  gold: { sky: ['#FFF1C9', T.paper], tile: '#9C7A12', body: T.gold, deep: '#4A3A08', accent: T.red, water: T.sea },
  jade: { sky: ['#DCEFE8', T.paper], tile: T.jade, body: T.jade, deep: '#0F3A30', accent: T.gold, water: '#2B7A9E' },
  sea: { sky: ['#D8ECF6', T.paper], tile: T.sea, body: T.sea, deep: '#0F3850', accent: T.ochre, water: '#2B7A9E' },
};

/** Resolves `auto` deterministically from the seed. */
export function resolvePalette(name: string, seedHash: number): PaletteName {
  if (name === 'auto') return PALETTES[seedHash % PALETTES.length] as PaletteName;
  return name as PaletteName;
}

export function isPalette(name: string): boolean {
  return name === 'auto' || (PALETTES as readonly string[]).includes(name);
}

/**
 * Builds the colours for one picture: a small seeded hue/lightness drift keeps two pictures of the same palette
 * apart, and `night` turns the sky to dusk (always so for the lantern palette).
 */
export function buildColors(name: PaletteName, rng: Rng, night: boolean): Colors {
  const b = BASES[name];
  const dh = rng.range(-7, 7);
  const dl = rng.range(-0.03, 0.03);
  const v = (c: string): string => shift(c, dh, dl);
  const isNight = night || name === 'lantern';
  const body = v(b.body);
  const deep = v(b.deep);
  const skyTop = isNight ? (name === 'lantern' ? v(b.sky[0]) : mix(deep, T.ink, 0.35)) : v(b.sky[0]);
  const skyBottom = isNight ? (name === 'lantern' ? v(b.sky[1]) : mix(v(b.tile), '#E37A4B', 0.45)) : b.sky[1];
  const tile = v(b.tile);
  return {
    skyTop,
    skyBottom,
    tile,
    tileGround: isNight ? mix(skyTop, tile, 0.15) : mix(T.paper, v(b.sky[0]), 0.5),
    body,
    shade: mix(body, deep, 0.28),
    deep,
    accent: b.accent,
    gold: T.gold,
    light: isNight ? '#FFE7A3' : T.paper,
    water: v(b.water),
    ground: isNight ? mix(deep, T.ink, 0.5) : mix(T.paper, tile, 0.12),
    groundLine: isNight ? mix(tile, T.ink, 0.35) : mix(tile, deep, 0.3),
    far: isNight ? mix(skyTop, skyBottom, 0.35) : mix(v(b.sky[0]), tile, 0.22),
    night: isNight,
  };
}
