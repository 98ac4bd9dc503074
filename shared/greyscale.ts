// The black-and-white mode's colour conversion (SPEC §4): luma weights 0.3, 0.59, 0.11; invalid → black.

const WEIGHTS = [0.3, 0.59, 0.11] as const;

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

function clampByte(n: number): number {
  return Math.min(255, Math.max(0, Math.round(n)));
}

function parseHex(hex: string): Rgba | null {
  const h = hex.slice(1);
  if (!/^[0-9a-f]+$/i.test(h)) return null;
  const expand = (s: string) => (s.length === 1 ? s + s : s);
  let parts: string[];
  if (h.length === 3 || h.length === 4) parts = h.split('').map(expand);
  else if (h.length === 6 || h.length === 8) parts = h.match(/../g) ?? [];
  else return null;
  const [r, g, b, a] = parts.map((p) => parseInt(p, 16));
  if (r === undefined || g === undefined || b === undefined) return null;
  return { r, g, b, a: a === undefined ? 1 : a / 255 };
}

function parseChannel(v: string, max: number): number | null {
  const s = v.trim();
  if (s.endsWith('%')) {
    const n = Number(s.slice(0, -1));
    return Number.isFinite(n) ? (n / 100) * max : null;
  }
  const n = Number(s);
  return s !== '' && Number.isFinite(n) ? n : null;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

export function parseColour(input: string): Rgba | null {
  const c = input.trim().toLowerCase();
  if (c.startsWith('#')) return parseHex(c);
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(c);
  if (!fn) return null;
  const args = (fn[2] ?? '').split(/[\s,/]+/).filter(Boolean);
  if (args.length < 3 || args.length > 4) return null;
  const alpha = args[3] === undefined ? 1 : parseChannel(args[3], 1);
  if (alpha === null) return null;
  if (fn[1]?.startsWith('rgb')) {
    const [r, g, b] = args.slice(0, 3).map((a) => parseChannel(a, 255));
    if (r == null || g == null || b == null) return null;
    return { r, g, b, a: alpha };
  }
  const h = Number((args[0] ?? '').replace(/deg$/, ''));
  const s = parseChannel(args[1] ?? '', 1);
  const l = parseChannel(args[2] ?? '', 1);
  if (!Number.isFinite(h) || s === null || l === null) return null;
  const [r, g, b] = hslToRgb(((h % 360) + 360) % 360, s, l);
  return { r, g, b, a: alpha };
}

/** Grey level 0–255 of a colour by SPEC §4's weights. */
export function greyLevel({ r, g, b }: { r: number; g: number; b: number }): number {
  return clampByte(WEIGHTS[0] * r + WEIGHTS[1] * g + WEIGHTS[2] * b);
}

/** Converts any CSS hex/rgb/hsl colour to its grey; an invalid colour becomes black. */
export function toGreyscale(colour: string): string {
  const parsed = parseColour(colour);
  if (!parsed) return '#000000';
  const v = greyLevel(parsed).toString(16).padStart(2, '0');
  if (parsed.a < 1) return `rgba(${parseInt(v, 16)}, ${parseInt(v, 16)}, ${parseInt(v, 16)}, ${Math.max(0, parsed.a)})`;
  return `#${v}${v}${v}`;
}
