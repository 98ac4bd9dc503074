// Our MapLibre style: valid per the style spec, wired to our archive and glyphs, and fully greyable.
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { LAYERS } from '../../../tiles/layers';
import { buildStyle, COLORS, FONT_STACK, STYLE_LAYER_IDS } from '../../../tiles/style';

function hexes(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && /^#[0-9a-f]{3,6}$/i.test(value)) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => hexes(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => hexes(v, out));
  return out;
}

describe('buildStyle', () => {
  const style = buildStyle();

  it('passes the MapLibre style validator', () => {
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('reads our archive and glyphs and credits OpenStreetMap, DSCC and DSAT', () => {
    const source = style.sources.macao;
    expect(source).toMatchObject({ type: 'vector', url: 'pmtiles:///tiles/macao.pmtiles' });
    expect(style.glyphs).toBe('/tiles/fonts/{fontstack}/{range}.pbf');
    const attribution = source && 'attribution' in source ? String(source.attribution) : '';
    expect(attribution).toContain('href="https://www.openstreetmap.org/copyright"');
    expect(attribution).toContain('© OpenStreetMap contributors');
    expect(attribution).toContain('DSCC');
    expect(attribution).toContain('DSAT');
  });

  it('uses only layers the tiles have and the font we build', () => {
    for (const layer of style.layers) {
      if ('source-layer' in layer && layer['source-layer']) expect(LAYERS).toContain(layer['source-layer']);
      if (layer.type === 'symbol') expect(layer.layout?.['text-font']).toEqual([FONT_STACK]);
    }
    expect(new Set(STYLE_LAYER_IDS).size).toBe(STYLE_LAYER_IDS.length);
  });

  it('takes its colours from the design tokens', () => {
    const used = new Set(hexes(style.layers));
    for (const token of [
      COLORS.water,
      COLORS.land,
      COLORS.roadCasing,
      COLORS.primary,
      COLORS.parishLabel,
      COLORS.lrtTaipa,
      COLORS.lrtSeacPaiVan,
      COLORS.lrtHengqin,
    ]) {
      expect(used).toContain(token);
    }
  });

  it('writes street names Chinese over Portuguese', () => {
    const label = style.layers.find((l) => l.id === 'road-label');
    expect(JSON.stringify(label?.layout?.['text-field' as never])).toContain('["concat",["get","name_zh"],"\\n",["get","name_pt"]]');
  });

  it('greys every colour, including the LRT line colours, with the function given', () => {
    const seen: string[] = [];
    const grey = buildStyle({
      greyscale: (hex) => {
        seen.push(hex);
        return '#808080';
      },
    });
    expect(new Set(hexes(grey.layers))).toEqual(new Set(['#808080']));
    expect(seen).toContain(COLORS.lrtTaipa);
    expect(validateStyleMin(grey)).toEqual([]);
    expect(hexes(buildStyle().layers)).not.toContain('#808080');
  });
});
