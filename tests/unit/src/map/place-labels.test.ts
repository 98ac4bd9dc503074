// The basemap's visitor-language line: evaluated with the style spec's own expression engine on tile-like features.
import { describe, expect, it } from 'vitest';
import { expression, latest, validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { StyleSpecification } from 'maplibre-gl';
import { localizeStyle, localLine, withLocalLine } from '#/map/place-labels';
import { allPlaceNames, PARISH_NAMES, STATION_NAMES } from '#shared/map-place-names';

const bilingual = [
  'case',
  ['all', ['has', 'name_zh'], ['has', 'name_pt']],
  ['concat', ['get', 'name_zh'], '\n', ['get', 'name_pt']],
  ['coalesce', ['get', 'name_zh'], ['get', 'name_pt'], ''],
];

function label(layerId: string, locale: string, properties: Record<string, string>): string {
  const local = localLine(layerId, locale);
  const field = local ? withLocalLine(bilingual, local) : bilingual;
  const parsed = expression.createExpression(field, latest.layout_symbol['text-field'] as never);
  if (parsed.result !== 'success') throw new Error(JSON.stringify(parsed.value));
  return String(parsed.value.evaluate({ zoom: 14 }, { type: 'Point', properties } as never));
}

const taipaParish = { slug: 'carmo', name_zh: '嘉模堂區', name_pt: 'Nossa Senhora do Carmo' };
const ocean = { id: 'Ocean', name_zh: '海洋', name_pt: 'Oceano', name_en: 'Ocean' };
const barra = { id: 'Barra', name_zh: '媽閣', name_pt: 'Barra', name_en: 'Barra' };

describe('place labels in the visitor language', () => {
  it('adds the Thai, Korean and Arabic name under the Chinese and Portuguese', () => {
    expect(label('parish-label', 'th', taipaParish)).toBe('嘉模堂區\nNossa Senhora do Carmo\nไทปา');
    expect(label('lrt-station-label', 'ar', ocean)).toBe('海洋\nOceano\nأوشن');
    expect(label('lrt-station-label', 'ko', barra)).toBe('媽閣\nBarra\n바라');
  });
  it('adds English only where it differs from the Portuguese', () => {
    expect(label('lrt-station-label', 'en', ocean)).toBe('海洋\nOceano\nOcean');
    expect(label('lrt-station-label', 'en', barra)).toBe('媽閣\nBarra');
  });
  it('leaves Latin-script and Chinese-reading locales, streets and unknown places as signed', () => {
    expect(localLine('parish-label', 'de')).toBeNull();
    expect(localLine('lrt-station-label', 'ja')).toBeNull();
    expect(localLine('road-label', 'th')).toBeNull();
    expect(label('parish-label', 'th', { slug: 'new', name_zh: '新區', name_pt: 'Nova' })).toBe('新區\nNova');
  });
  it('names every parish and station of the tiles in each added locale', () => {
    expect(Object.keys(PARISH_NAMES)).toHaveLength(8);
    expect(Object.keys(STATION_NAMES)).toHaveLength(15);
    for (const n of allPlaceNames()) expect(n.trim()).not.toBe('');
  });
});

describe('localizeStyle', () => {
  const style = {
    version: 8,
    sources: { macao: { type: 'vector', url: 'pmtiles:///tiles/macao.pmtiles' } },
    glyphs: 'https://x.test/tiles/fonts/{fontstack}/{range}.pbf',
    layers: [
      { id: 'road-label', type: 'symbol', source: 'macao', 'source-layer': 'road_label', layout: { 'text-field': bilingual, 'text-font': ['Inter Regular'] } },
      {
        id: 'parish-label',
        type: 'symbol',
        source: 'macao',
        'source-layer': 'parish_label',
        layout: { 'text-field': bilingual, 'text-font': ['Inter Regular'] },
      },
    ],
  } as unknown as StyleSpecification;

  it('changes only the main places, declares the Thai font for the stack, and stays a valid style', () => {
    const s = localizeStyle(style, 'th', 'https://x.test/assets/thai.woff2');
    expect(s.layers[0]).toBe(style.layers[0]);
    expect(JSON.stringify(s.layers[1])).toContain('ไทปา');
    expect(s['font-faces']).toEqual({ 'Inter Regular': [{ url: 'https://x.test/assets/thai.woff2', 'unicode-range': ['U+0E00-0E7F'] }] });
    expect(validateStyleMin(s)).toEqual([]);
  });
});
