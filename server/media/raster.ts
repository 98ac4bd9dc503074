// Rasterises our SVG artwork to PNG with resvg (no system fonts: the artwork is text-free).

import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';

const options = (width: number): ResvgRenderOptions => ({ fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false }, shapeRendering: 2 });

export function svgToPng(svg: string, width: number): Buffer {
  return new Resvg(svg, options(width)).render().asPng();
}

/** The same, drawn on the thread pool so the event loop only waits for the PNG encoding. */
export async function svgToPngAsync(svg: string, width: number): Promise<Buffer> {
  return (await renderAsync(svg, options(width))).asPng();
}
