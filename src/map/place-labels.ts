// The visitor's language on the basemap: parish and station labels get a third line in the visitor's script
// (shared/map-place-names) under the Chinese and Portuguese of Macao's signs, street labels stay as signed, and
// Thai is drawn from our own font file (MapLibre draws complex scripts with a font, not from glyph ranges).
import type { ExpressionSpecification, StyleSpecification } from 'maplibre-gl';
import { PARISH_NAMES, PLACE_NAME_LOCALES, STATION_NAMES, type PlaceNameLocale } from '#shared/map-place-names';

const isPlaceNameLocale = (l: string): l is PlaceNameLocale => (PLACE_NAME_LOCALES as readonly string[]).includes(l);

function lookup(key: string, table: Record<string, Record<PlaceNameLocale, string>>, locale: PlaceNameLocale): ExpressionSpecification {
  return ['match', ['to-string', ['get', key]], ...Object.entries(table).flatMap(([k, names]) => [k, names[locale]]), ''] as ExpressionSpecification;
}

/** The visitor-language line of a layer's features ('' where there is none), or null when the locale adds none. */
export function localLine(layerId: string, locale: string): ExpressionSpecification | null {
  if (layerId === 'parish-label') return isPlaceNameLocale(locale) ? lookup('slug', PARISH_NAMES, locale) : null;
  if (layerId === 'lrt-station-label') {
    if (isPlaceNameLocale(locale)) return lookup('id', STATION_NAMES, locale);
    // English station names where they differ from the Portuguese ("Ocean" under "Oceano").
    if (locale === 'en') return ['case', ['all', ['has', 'name_en'], ['!=', ['get', 'name_en'], ['get', 'name_pt']]], ['get', 'name_en'], ''];
  }
  return null;
}

/** `base`, with `local` as a further line when it is not empty. */
export function withLocalLine(base: unknown, local: ExpressionSpecification): ExpressionSpecification {
  return ['let', 'local', local, ['case', ['==', ['var', 'local'], ''], base, ['concat', base, '\n', ['var', 'local']]]] as ExpressionSpecification;
}

/** The style with the visitor's language on the main places and Thai drawn from `thaiFontUrl` (an absolute URL). */
export function localizeStyle(style: StyleSpecification, locale: string, thaiFontUrl: string): StyleSpecification {
  const stacks = new Set<string>();
  const layers = style.layers.map((layer) => {
    if (layer.type !== 'symbol' || !layer.layout) return layer;
    const font = layer.layout['text-font'];
    if (Array.isArray(font)) for (const f of font) if (typeof f === 'string') stacks.add(f);
    const local = localLine(layer.id, locale);
    const field = layer.layout['text-field'];
    if (!local || field === undefined) return layer;
    return { ...layer, layout: { ...layer.layout, 'text-field': withLocalLine(field, local) } };
  });
  const thai = [{ url: thaiFontUrl, 'unicode-range': ['U+0E00-0E7F'] }];
  return { ...style, layers, 'font-faces': { ...style['font-faces'], ...Object.fromEntries([...stacks].map((s) => [s, thai])) } };
}
