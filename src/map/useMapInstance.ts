// Creates the one MapLibre map of a MapView (again when black-and-white mode changes, since every colour of the style
// does) and keeps its canvas sized to its box.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Map as MlMap, NavigationControl } from 'maplibre-gl';
import { DEFAULT_CENTER, MAP_BOUNDS } from '#shared/geo';
import { useLocale } from '#/i18n/current';
import { LOCAL_IDEOGRAPH_FONTS, setupMapLibre } from './setup';
import { loadStyle } from './style';

export const DEFAULT_ZOOM = 12.3;
export const DETAIL_ZOOM = 17;

export interface MapInstance {
  containerRef: RefObject<HTMLDivElement | null>;
  map: MlMap | null;
  /** The style has loaded: sources and layers may be added. */
  loaded: boolean;
  failed: boolean;
}

export function useMapInstance({ greyscale, detail }: { greyscale: boolean; detail: boolean }): MapInstance {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MlMap | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  // `detail` only sets the first zoom; later changes are the fit's business (useFitView).
  const [initialZoom] = useState(detail ? DETAIL_ZOOM : DEFAULT_ZOOM);
  const locale = useLocale();

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let instance: MlMap | undefined;
    setupMapLibre();
    loadStyle(greyscale, locale).then(
      (style) => {
        if (cancelled) return;
        instance = new MlMap({
          container,
          style,
          center: DEFAULT_CENTER,
          zoom: initialZoom,
          maxBounds: MAP_BOUNDS,
          // The archive holds zooms 10–16; deeper views overzoom its tiles, down to street level at 19.
          minZoom: 10,
          maxZoom: 19,
          localIdeographFontFamily: LOCAL_IDEOGRAPH_FONTS,
          attributionControl: { compact: true },
          dragRotate: false,
          pitchWithRotate: false,
        });
        instance.touchZoomRotate.disableRotation();
        // Zoom buttons on the end side, like the locate button under them (MapLibre positions are physical).
        const rtl = document.documentElement.dir === 'rtl';
        instance.addControl(new NavigationControl({ showCompass: false }), rtl ? 'top-left' : 'top-right');
        let tileErrors = 0;
        instance.on('error', () => {
          tileErrors += 1;
          container.dataset.tileErrors = String(tileErrors);
        });
        instance.on('load', () => setLoaded(true));
        instance.on('idle', () => {
          if (!instance) return;
          // Read by the browser tests: the map drew features from our tiles.
          container.dataset.state = 'idle';
          container.dataset.renderedFeatures = String(instance.queryRenderedFeatures().length);
        });
        instance.on('movestart', () => {
          container.dataset.state = 'moving';
        });
        setMap(instance);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      setLoaded(false);
      setMap(null);
      instance?.remove();
    };
  }, [greyscale, initialZoom, locale]);

  // The map column is shown and hidden (mobile toggle, layout changes): keep the canvas sized to its box.
  useEffect(() => {
    const container = containerRef.current;
    if (!map || !container || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => map.resize());
    ro.observe(container);
    return () => ro.disconnect();
  }, [map]);

  return { containerRef, map, loaded, failed };
}
