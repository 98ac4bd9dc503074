// Colour tokens of the design (the brand colours of #shared/brand), applied as CSS custom properties; greyed in
// black-and-white mode.
import { BRAND_COLOURS } from '#shared/brand';
import { colourTokens } from '#shared/colour-tokens';

export const COLOURS = BRAND_COLOURS;

export type ColourToken = keyof typeof COLOURS;

export function applyColourTokens(root: HTMLElement, greyscale: boolean): void {
  // Only what differs: rewriting a custom property on <html>, even to the value the server already sent, makes the
  // browser recompute the style of every element on the page.
  for (const [name, value] of colourTokens(greyscale)) if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
}
