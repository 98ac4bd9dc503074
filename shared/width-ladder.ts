// The widths raster artwork is rendered at (server/media snaps a requested width to the nearest step) and the widths
// the browser is offered in an image's srcset: one picture has at most a handful of rendered files, not one per pixel.

/** Roughly geometric steps from icon size to a 2.5× banner; 240 is the spec's thumbnail width. */
export const WIDTH_LADDER: readonly number[] = [16, 32, 48, 64, 96, 128, 160, 240, 320, 480, 640, 800, 960, 1200, 1600, 2000, 2400];

/** The ladder step nearest to `width` (the larger one on a tie). */
export function snapWidth(width: number): number {
  let best = WIDTH_LADDER[0]!;
  for (const step of WIDTH_LADDER) if (Math.abs(step - width) <= Math.abs(best - width)) best = step;
  return best;
}
