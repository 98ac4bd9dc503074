// Colour tokens of the design (the brand colours of #shared/brand), applied as CSS custom properties; greyed in
// black-and-white mode.
import { BRAND_COLOURS } from '#shared/brand';
import { colourTokens } from '#shared/colour-tokens';

export const COLOURS = BRAND_COLOURS;

export type ColourToken = keyof typeof COLOURS;

export function applyColourTokens(root: HTMLElement, greyscale: boolean): void {
  for (const [name, value] of colourTokens(greyscale)) root.style.setProperty(name, value);
}
