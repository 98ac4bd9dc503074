// Unit tests for the basemap style in black-and-white mode and the out-of-bounds alert throttle.
import { describe, expect, it } from 'vitest';
import type { StyleSpecification } from 'maplibre-gl';
import { absoluteStyle, greyStyle } from '#/map/style';
import { alertOutOfBounds, geolocation } from '#/state/geolocation';

const style = {
  version: 8,
  sources: {},
  glyphs: '/tiles/fonts/{fontstack}/{range}.pbf',
  layers: [
    { id: 'bg', type: 'background', paint: { 'background-color': '#CFE3EE' } },
    {
      id: 'lrt',
      type: 'line',
      source: 'm',
      'source-layer': 'lrt',
      paint: { 'line-color': ['match', ['get', 'line'], 'taipa', '#84C44A', '#6B7280'], 'line-width': 3 },
    },
  ],
} as unknown as StyleSpecification;

describe('map style', () => {
  it('greys every colour, inside expressions too, and leaves other values alone', () => {
    const g = greyStyle(style);
    const bg = (g.layers[0] as { paint: Record<string, unknown> }).paint['background-color'] as string;
    expect(bg).toMatch(/^#([0-9a-f]{2})\1\1$/i);
    const lrt = (g.layers[1] as { paint: Record<string, unknown> }).paint;
    const expr = lrt['line-color'] as unknown[];
    expect(expr[0]).toBe('match');
    expect(expr[2]).toBe('taipa');
    expect(expr[3]).toMatch(/^#([0-9a-f]{2})\1\1$/i);
    expect(lrt['line-width']).toBe(3);
  });
  it('makes the glyph URL absolute', () => {
    expect(absoluteStyle(style, 'https://example.test').glyphs).toBe('https://example.test/tiles/fonts/{fontstack}/{range}.pbf');
  });
});

describe('geolocation', () => {
  it('shows the out-of-bounds alert at most once per 500 ms', () => {
    expect(alertOutOfBounds(10_000)).toBe(true);
    expect(geolocation.alert).toBe('outOfBounds');
    geolocation.alert = null;
    expect(alertOutOfBounds(10_499)).toBe(false);
    expect(geolocation.alert).toBeNull();
    expect(alertOutOfBounds(10_500)).toBe(true);
  });
});
