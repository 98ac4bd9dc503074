// The map's overlays as data: a tour route needs two stops to be a line; the range circle has one ring per centre;
// black-and-white mode greys their colours.
import { describe, expect, it } from 'vitest';
import { rangeOverlay, tourRouteOverlay } from '#/map/overlays';
import { COLOURS } from '#/styles/tokens';

describe('tourRouteOverlay', () => {
  it('draws a line through two or more stops, nothing for fewer', () => {
    expect(tourRouteOverlay([[113.54, 22.19]], false).data.features).toEqual([]);
    expect(tourRouteOverlay(undefined, false).data.features).toEqual([]);
    const line = tourRouteOverlay(
      [
        [113.54, 22.19],
        [113.55, 22.2],
      ],
      false,
    ).data.features[0];
    expect(line?.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [113.54, 22.19],
        [113.55, 22.2],
      ],
    });
  });

  it('draws the route in the brand red, grey in black-and-white mode', () => {
    const colour = (greyscale: boolean) => tourRouteOverlay(undefined, greyscale).layers.find((l) => l.id === 'tour-route')?.paint;
    expect(colour(false)).toMatchObject({ 'line-color': COLOURS.lantern });
    expect(colour(true)).toMatchObject({ 'line-color': '#555555' });
  });
});

describe('rangeOverlay', () => {
  it('has one ring per centre, none without a circle', () => {
    expect(rangeOverlay(null, false).data.features).toEqual([]);
    const two = rangeOverlay(
      {
        center: [
          [113.54, 22.19],
          [113.56, 22.12],
        ],
        radius: 200,
      },
      false,
    );
    expect(two.data.features).toHaveLength(2);
    expect(two.data.features[0]?.geometry.type).toBe('Polygon');
  });
});
