// The design's colour tokens as CSS custom properties (the brand colours, greyed in black-and-white mode): set by the
// app on <html> (src/styles/tokens.ts) and written into a rendered page's <html> by the server, so it paints in colour.
import { BRAND_COLOURS } from './brand';
import { toGreyscale } from './greyscale';

export function colourTokens(greyscale: boolean): [name: string, value: string][] {
  return Object.entries(BRAND_COLOURS).map(([name, value]) => [`--c-${name}`, greyscale ? toGreyscale(value) : value]);
}

/** The tokens as an inline style declaration list. */
export function colourTokenStyle(greyscale: boolean): string {
  return colourTokens(greyscale)
    .map(([n, v]) => `${n}:${v}`)
    .join(';');
}
