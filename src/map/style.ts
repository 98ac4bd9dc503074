// Our basemap style (/tiles/style.json): absolute URLs for MapLibre, greyed colours in black-and-white mode,
// the visitor's language on the main places, and a copy kept in IndexedDB so the map can start offline even when the
// service worker has not cached it.
import type { StyleSpecification } from 'maplibre-gl';
import { createStore, get, set } from 'idb-keyval';
import thaiFontUrl from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2?url';
import { parseColour, toGreyscale } from '#/lib/greyscale';
import { localizeStyle } from './place-labels';

export const STYLE_URL = '/tiles/style.json';
const styleStore = () => createStore('macao-map-style', 'style');

/** Greys every colour string in a paint/layout value, including those inside expressions. */
export function greyValue(value: unknown): unknown {
  if (typeof value === 'string') return parseColour(value) ? toGreyscale(value) : value;
  if (Array.isArray(value)) return value.map(greyValue);
  return value;
}

export function greyStyle(style: StyleSpecification): StyleSpecification {
  return {
    ...style,
    layers: style.layers.map((layer) => {
      const paint = (layer as { paint?: Record<string, unknown> }).paint;
      if (!paint) return layer;
      const next: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(paint)) next[k] = k.endsWith('-color') ? greyValue(v) : v;
      return { ...layer, paint: next } as typeof layer;
    }),
  };
}

/** Glyph and source URLs made absolute against this origin, as MapLibre resolves them outside the page. */
export function absoluteStyle(style: StyleSpecification, origin: string): StyleSpecification {
  const glyphs = style.glyphs?.startsWith('/') ? origin + style.glyphs : style.glyphs;
  return { ...style, ...(glyphs ? { glyphs } : {}) };
}

export async function loadStyle(greyscale: boolean, locale: string): Promise<StyleSpecification> {
  let style: StyleSpecification | undefined;
  try {
    const res = await fetch(STYLE_URL);
    if (!res.ok) throw new Error(`style ${res.status}`);
    style = (await res.json()) as StyleSpecification;
    void set(STYLE_URL, style, styleStore()).catch(() => undefined);
  } catch (err) {
    style = (await get<StyleSpecification>(STYLE_URL, styleStore()).catch(() => undefined)) ?? undefined;
    if (!style) throw err;
  }
  // The Thai font is a built asset (hashed, precached with the app's other fonts), so Thai labels draw offline too.
  const abs = localizeStyle(absoluteStyle(style, window.location.origin), locale, new URL(thaiFontUrl, window.location.href).href);
  return greyscale ? greyStyle(abs) : abs;
}
