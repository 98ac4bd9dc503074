// Colour arithmetic on #rrggbb strings: shifting hue and lightness for seeded variation, mixing, and greyscale.

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function format([r, g, b]: Rgb): string {
  const c = (x: number): string =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return format([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

function toHsl([r, g, b]: Rgb): Rgb {
  const R = r / 255,
    G = g / 255,
    B = b / 255;
  const max = Math.max(R, G, B),
    min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  h *= 60;
  return [h, s, l];
}

function fromHsl([h, s, l]: Rgb): Rgb {
  const k = (n: number): number => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Rotates the hue by dh degrees and moves lightness by dl (−1..1), keeping the colour's character. */
export function shift(hex: string, dh: number, dl: number): string {
  const [h, s, l] = toHsl(parse(hex));
  return format(fromHsl([(h + dh + 360) % 360, s, Math.max(0, Math.min(1, l + dl))]));
}

/** Luma greyscale with the 0.3 / 0.59 / 0.11 weights of the black-and-white policy. */
export function grey(hex: string): string {
  const [r, g, b] = parse(hex);
  const y = 0.3 * r + 0.59 * g + 0.11 * b;
  return format([y, y, y]);
}

/** Rewrites every #rrggbb (and #rgb) colour in an SVG document to its greyscale equivalent. */
export function greySvg(svg: string): string {
  return svg.replace(/#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b/g, (m, h: string) => grey(h.length === 3 ? `#${h[0]}${h[0]}${h[1]}${h[1]}${h[2]}${h[2]}` : m));
}
