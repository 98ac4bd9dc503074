// The guide's mark: an azulejo tile framing the façade of the Ruins of St. Paul's, for the favicon and PWA icons.

import { BRAND_COLOURS } from '#shared/brand';

const BLUE = BRAND_COLOURS.primary;
const DEEP = BRAND_COLOURS['primary-deep'];
const TINT = BRAND_COLOURS['primary-tint'];
const GOLD = BRAND_COLOURS.gold;
const WHITE = BRAND_COLOURS.surface;

const archD = (x: number, y: number, w: number, h: number): string => `M${x} ${y + h}V${y + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2}V${y + h}Z`;

/** The façade, drawn in a 512 box around its centre, scaled by `k` around (256, 256). */
function facade(k: number): string {
  const body =
    `<path d="M150 400V300H172V236H198V188H222L256 140L290 188H314V236H340V300H362V400Z" fill="${WHITE}"/>` +
    `<rect x="250" y="94" width="12" height="50" fill="${GOLD}"/><rect x="238" y="106" width="36" height="11" fill="${GOLD}"/>` +
    `<path d="${archD(190, 330, 28, 70)}${archD(240, 318, 32, 82)}${archD(294, 330, 28, 70)}${archD(204, 254, 20, 34)}${archD(246, 250, 20, 38)}${archD(288, 254, 20, 34)}${archD(248, 200, 16, 28)}" fill="${BLUE}"/>` +
    `<path d="M150 300H362M172 236H340M198 188H314" stroke="${TINT}" stroke-width="6"/>`;
  return k === 1 ? body : `<g transform="translate(256 256) scale(${k}) translate(-256 -256)">${body}</g>`;
}

function corners(inset: number, r: number): string {
  const a = inset,
    b = 512 - inset;
  return `<path d="M${a} ${a + r}A${r} ${r} 0 0 0 ${a + r} ${a}H${a}ZM${b - r} ${a}A${r} ${r} 0 0 0 ${b} ${a + r}V${a}ZM${a} ${b - r}A${r} ${r} 0 0 1 ${a + r} ${b}H${a}ZM${b} ${b - r}A${r} ${r} 0 0 1 ${b - r} ${b}H${b}Z" fill="${TINT}"/>`;
}

/**
 * `maskable` fills the whole square (platforms cut their own shape) and keeps the façade inside the central 80 %
 * safe zone; the plain icon is a rounded tile.
 */
export function markSvg({ maskable = false }: { maskable?: boolean } = {}): string {
  const bg = maskable
    ? `<rect width="512" height="512" fill="${BLUE}"/>`
    : `<clipPath id="tile"><rect x="36" y="36" width="440" height="440" rx="64"/></clipPath>` +
      `<rect width="512" height="512" rx="96" fill="${BLUE}"/><g clip-path="url(#tile)">${corners(36, 78)}</g>` +
      `<rect x="36" y="36" width="440" height="440" rx="64" fill="none" stroke="${TINT}" stroke-width="10"/>`;
  const ground = `<path d="M120 ${maskable ? 398 : 424}q34 -16 68 0t68 0t68 0t68 0" fill="none" stroke="${GOLD}" stroke-width="12" stroke-linecap="round"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">` +
    `${bg}<circle cx="256" cy="262" r="${maskable ? 168 : 176}" fill="${DEEP}"/>${facade(maskable ? 0.84 : 0.9)}${ground}</svg>`
  );
}

/**
 * The notification badge: Android draws only its alpha as a small white shape in the status bar, so this is the
 * façade alone in white, with its arches cut out, on transparency.
 */
export function badgeSvg(): string {
  const arches = `${archD(190, 330, 28, 70)}${archD(240, 318, 32, 82)}${archD(294, 330, 28, 70)}${archD(204, 254, 20, 34)}${archD(246, 250, 20, 38)}${archD(288, 254, 20, 34)}${archD(248, 200, 16, 28)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="60 60 392 392" width="512" height="512">` +
    `<mask id="m"><rect width="512" height="512" fill="#fff"/><path d="${arches}" fill="#000"/></mask>` +
    `<g mask="url(#m)" fill="#fff"><path d="M150 400V300H172V236H198V188H222L256 140L290 188H314V236H340V300H362V400Z"/>` +
    `<rect x="250" y="94" width="12" height="50"/><rect x="238" y="106" width="36" height="11"/></g></svg>`
  );
}
