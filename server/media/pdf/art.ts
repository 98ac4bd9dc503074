// The guide's printed look drawn as vectors: azulejo tiles, pastel façades and harbour waves (pdfkit paths).
import { BRAND_COLOURS as B } from '#shared/brand';

import type { Doc } from './typeset';

export const COLORS = {
  blue: B.primary,
  deep: B['primary-deep'],
  tint: B['primary-tint'],
  red: B.lantern,
  gold: B.gold,
  ink: B.ink,
  paper: B.canvas,
  /** Small print, a shade lighter than the app's muted ink so it reads on the printed page's blue band too. */
  muted: '#5A6472',
} as const;

/** One azulejo tile (top-left corner at x, y): blue quatrefoil with corner quarter-circles on white. */
export function tile(doc: Doc, x: number, y: number, s: number): void {
  const h = s / 2;
  doc.save();
  // Clip to the tile so the corner circles do not spill over the neighbouring band.
  doc.rect(x, y, s, s).clip();
  doc.rect(x, y, s, s).fill('#FFFFFF');
  for (const [cx, cy] of [
    [x, y],
    [x + s, y],
    [x, y + s],
    [x + s, y + s],
  ] as const)
    doc.circle(cx, cy, s * 0.25).fill(COLORS.blue);
  for (const [dx, dy] of [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ] as const)
    doc.circle(x + h + dx * s * 0.17, y + h + dy * s * 0.17, s * 0.13).fill(COLORS.blue);
  doc.circle(x + h, y + h, s * 0.07).fill('#FFFFFF');
  doc.circle(x + h, y + h, s * 0.035).fill(COLORS.gold);
  doc.restore();
}

/** A street of pastel colonial façades standing on the baseline y. */
export function facades(doc: Doc, y: number): void {
  const tints = ['#E3B04B', '#E8A5A0', '#9FD3C7', '#F3E6C8', '#E3B04B', '#E8A5A0'];
  let x = 20;
  tints.forEach((tint, i) => {
    const w = 80 + (i % 3) * 8;
    const hgt = 96 + ((i * 37) % 40);
    doc.rect(x, y - hgt, w, hgt).fill(tint);
    doc.rect(x - 3, y - hgt - 5, w + 6, 5).fill('#FFFFFF');
    doc.polygon([x, y - hgt - 5], [x + w / 2, y - hgt - 30], [x + w, y - hgt - 5]).fill(tint);
    for (const fx of [x + w * 0.22, x + w * 0.62]) doc.rect(fx, y - hgt + 20, w * 0.16, 30).fill(COLORS.deep);
    doc.rect(x + w / 2 - 10, y - 40, 20, 40).fill(COLORS.deep);
    doc.circle(x + w / 2, y - 40, 10).fill(COLORS.deep);
    x += w + 6;
  });
}

export function waves(doc: Doc, y: number, width: number, color: string): void {
  doc.moveTo(0, y);
  for (let x = 0; x < width; x += 60) doc.bezierCurveTo(x + 15, y - 10, x + 45, y + 10, x + 60, y);
  doc.lineWidth(2).strokeColor(color).stroke();
}
