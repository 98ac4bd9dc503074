// srcset and sizes for images: raster pictures offer the media route's width steps, vector artwork stays one file.
import { describe, expect, it } from 'vitest';
import { isVector, responsiveImage, srcsetWidths } from '#/lib/responsive-image';
import { WIDTH_LADDER } from '#shared/width-ladder';

describe('srcsetWidths', () => {
  it('offers ladder steps from 320 px up to twice the slot', () => {
    expect(srcsetWidths(400)).toEqual([320, 480, 640, 800]);
    expect(srcsetWidths(960)).toEqual([320, 480, 640, 800, 960, 1200, 1600, 2000]);
  });
  it('stops at the largest step the media route renders', () => {
    expect(srcsetWidths(1600)).toEqual(WIDTH_LADDER.filter((w) => w >= 320));
    expect(srcsetWidths(1600).every((w) => WIDTH_LADDER.includes(w))).toBe(true);
  });
});

describe('responsiveImage', () => {
  it('gives a raster picture a srcset of widths and sizes capped at the slot', () => {
    const r = responsiveImage('/media/art/bridge/sea/x.png?aspect=banner', 400);
    expect(r.srcSet).toBe(
      '/media/art/bridge/sea/x.png?aspect=banner&w=320 320w, /media/art/bridge/sea/x.png?aspect=banner&w=480 480w, ' +
        '/media/art/bridge/sea/x.png?aspect=banner&w=640 640w, /media/art/bridge/sea/x.png?aspect=banner&w=800 800w',
    );
    expect(r.src).toBe('/media/art/bridge/sea/x.png?aspect=banner&w=480');
    expect(r.sizes).toBe('(min-width: 400px) 400px, 100vw');
  });
  it('carries the greyscale policy into every candidate', () => {
    const r = responsiveImage('https://cdn.example/p.jpg', 320, 'bw');
    expect(r.srcSet?.split(', ').every((c) => c.includes('policy=bw'))).toBe(true);
    expect(r.src).toBe('https://cdn.example/p.jpg?policy=bw&w=320');
  });
  it('leaves vector artwork as one file (sharp at every width, smaller than any raster)', () => {
    expect(isVector('/media/art/bridge/sea/x.svg?aspect=card')).toBe(true);
    expect(isVector('/media/art/bridge/sea/x.png?aspect=card')).toBe(false);
    expect(responsiveImage('/media/art/bridge/sea/x.svg?aspect=card', 800, 'bw')).toEqual({ src: '/media/art/bridge/sea/x.svg?aspect=card&policy=bw' });
  });
});
