// An image's src, srcset and sizes: raster pictures offer the media pipeline's width steps (shared/width-ladder)
// up to the largest the slot shows; vector artwork (our SVGs) is one small file that is sharp at every width.
import { WIDTH_LADDER } from '#shared/width-ladder';
import { withImagePolicy } from './art';

type Policy = 'bw' | 'face16x9' | 'facesquare';

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Smallest width offered: below it a phone's 2× screen would ask for a blurry picture anyway. */
const MIN_SRCSET_WIDTH = 320;

export function isVector(src: string): boolean {
  return /\.svg$/i.test(new URL(src, 'http://x').pathname);
}

/** The ladder steps from 320 px up to the first step that covers `maxWidth` at 2× (the sharpest a slot needs). */
export function srcsetWidths(maxWidth: number): number[] {
  const cap = WIDTH_LADDER.find((w) => w >= maxWidth * 2) ?? WIDTH_LADDER[WIDTH_LADDER.length - 1]!;
  return WIDTH_LADDER.filter((w) => w >= MIN_SRCSET_WIDTH && w <= cap);
}

/**
 * `maxWidth` is the widest the slot is drawn (CSS px); below it the slot spans the viewport, which is what `sizes`
 * tells the browser before layout.
 */
export function responsiveImage(src: string, maxWidth: number, policy?: Policy): ResponsiveImage {
  const opts = policy ? { policy } : {};
  if (isVector(src)) return { src: withImagePolicy(src, opts) };
  const widths = srcsetWidths(maxWidth);
  return {
    src: withImagePolicy(src, { ...opts, w: widths.find((w) => w >= maxWidth) ?? widths[widths.length - 1] }),
    srcSet: widths.map((w) => `${withImagePolicy(src, { ...opts, w })} ${w}w`).join(', '),
    sizes: `(min-width: ${maxWidth}px) ${maxWidth}px, 100vw`,
  };
}
