// Rasterises our SVG artwork to PNG with resvg (no system fonts: the artwork is text-free).

import { Resvg } from '@resvg/resvg-js';

export function svgToPng(svg: string, width: number): Buffer {
  const r = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false }, shapeRendering: 2 });
  return r.render().asPng();
}
