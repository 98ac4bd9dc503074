// The map: owns one MapLibre map and talks to React only through props and callbacks — entity markers (one
// active, with its sub-markers), POI markers drawn in batches, popups with a 400 ms delay, fit-bounds, a tour
// route line, the POI range circle, the visitor's position and the geolocate button.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { LocateFixed, LoaderCircle, MapPin, X } from 'lucide-react';
import { Map as MlMap, NavigationControl, Popup, type GeoJSONSource } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import type { Coordinate, Poi } from '#shared/api/places';
import { DEFAULT_CENTER, MAP_BOUNDS, boundsOf, isCoordinatePair, spreadSameCoordinate, type LonLat } from '#shared/geo';
import { usePreferences } from '#/state/preferences';
import { MOBILE_BREAKPOINT } from '#/state/ui';
import { turnGeolocationOff, turnGeolocationOn, useGeolocation } from '#/state/geolocation';
import { PoiIcon, poiColour } from '#/map/poi-types';
import { coordinateListOf as coordinateList } from '#/map/coordinates';
import { LOCAL_IDEOGRAPH_FONTS, setupMapLibre } from './setup';
import { loadStyle } from './style';
import { useMarkerLayer, type MarkerPoint } from './useMarkerLayer';
import { delayedToggle } from './delayed-toggle';
import { FIRST_BATCH, nextBatchCount, whenIdle } from './batches';
import { circlePolygon } from './circle';

export const DEFAULT_ZOOM = 12.3;
export const DETAIL_ZOOM = 17;

export interface MapMarker {
  id: string;
  name: string;
  coordinate: Coordinate;
  /** Tour stops: the number drawn on the marker. */
  order?: number;
}

export interface MapViewProps {
  /** The accessible name of the map region. */
  label: string;
  markers: MapMarker[];
  pois?: Poi[];
  activeId?: string | null;
  onActiveChange?: (id: string | null) => void;
  renderMarkerPopup?: (id: string) => ReactNode;
  renderPoiPopup?: (poi: Poi) => ReactNode;
  route?: LonLat[];
  rangeCircle?: { center: LonLat[]; radius: number } | null;
  /** A single entity: start at zoom 17 on it. */
  detail?: boolean;
  loading?: boolean;
}

type PopupTarget = { kind: 'marker'; id: string; at: LonLat } | { kind: 'poi'; poi: Poi; at: LonLat };

function isMobileWidth(): boolean {
  return window.innerWidth < MOBILE_BREAKPOINT;
}

export default function MapView(props: MapViewProps) {
  const {
    label,
    markers,
    pois = [],
    activeId = null,
    onActiveChange,
    renderMarkerPopup,
    renderPoiPopup,
    route,
    rangeCircle,
    detail = false,
    loading = false,
  } = props;
  const { t } = useLingui();
  const { greyscale } = usePreferences();
  const geo = useGeolocation();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MlMap | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [popup, setPopup] = useState<PopupTarget | null>(null);
  const popupToggle = useMemo(() => delayedToggle<PopupTarget>(setPopup), []);
  const popupEl = useMemo(() => (typeof document === 'undefined' ? null : document.createElement('div')), []);

  // Create the map (again when black-and-white mode changes, since every colour of the style changes).
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let instance: MlMap | undefined;
    setupMapLibre();
    loadStyle(greyscale).then(
      (style) => {
        if (cancelled) return;
        instance = new MlMap({
          container,
          style,
          center: DEFAULT_CENTER,
          zoom: detail ? DETAIL_ZOOM : DEFAULT_ZOOM,
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
    // `detail` only sets the first zoom; later changes are handled by the fit effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [greyscale]);

  useEffect(() => () => popupToggle.dispose(), [popupToggle]);

  // The map column is shown and hidden (mobile toggle, layout changes): keep the canvas sized to its box.
  useEffect(() => {
    const container = containerRef.current;
    if (!map || !container || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => map.resize());
    ro.observe(container);
    return () => ro.disconnect();
  }, [map]);

  // Entity markers: the first pair of each is its marker, further pairs are sub-markers shown while active.
  const entityPoints = useMemo(() => {
    const mains = spreadSameCoordinate(
      markers.flatMap((m) => {
        const list = coordinateList(m.coordinate);
        return list[0] ? [{ id: m.id, at: list[0] }] : [];
      }),
      (x) => x.at,
      (x, at) => ({ ...x, at }),
    );
    const points: (MarkerPoint & { id: string; sub: boolean })[] = [];
    for (const m of markers) {
      const main = mains.find((x) => x.id === m.id);
      if (!main) continue;
      const active = m.id === activeId;
      points.push({ key: `m:${m.id}`, id: m.id, sub: false, lngLat: main.at, className: 'map-marker-slot', anchor: 'bottom', zIndex: active ? 3 : 2 });
      if (active) {
        coordinateList(m.coordinate)
          .slice(1)
          .forEach((c, i) => points.push({ key: `s:${m.id}:${i}`, id: m.id, sub: true, lngLat: c, className: 'map-marker-slot', anchor: 'center', zIndex: 2 }));
      }
    }
    return points;
  }, [markers, activeId]);
  const entitySlots = useMarkerLayer(map, entityPoints);

  // POIs: the first 5 at once, the rest in idle-time batches (SPEC §9).
  const poiKey = pois.map((p) => p.id).join('|');
  const [poiCount, setPoiCount] = useState(FIRST_BATCH);
  useEffect(() => setPoiCount(Math.min(FIRST_BATCH, pois.length)), [poiKey, pois.length]);
  useEffect(() => {
    if (poiCount >= pois.length) return;
    const handle = whenIdle(() => setPoiCount((n) => nextBatchCount(n, pois.length)));
    return () => handle.cancel();
  }, [poiCount, pois.length]);
  const spreadPois = useMemo(
    () =>
      spreadSameCoordinate(
        pois.filter((p) => isCoordinatePair(p.coordinate)),
        (p) => p.coordinate,
        (p, coordinate) => ({ ...p, coordinate }),
      ),
    [pois],
  );
  const poiPoints = useMemo<(MarkerPoint & { poi: Poi })[]>(
    () => spreadPois.slice(0, poiCount).map((p) => ({ key: `p:${p.id}`, poi: p, lngLat: p.coordinate, className: 'map-marker-slot', zIndex: 1 })),
    [spreadPois, poiCount],
  );
  const poiSlots = useMarkerLayer(map, poiPoints);

  // The visitor's position.
  const userPoints = useMemo<MarkerPoint[]>(
    () => (geo.status === 'on' && geo.position ? [{ key: 'me', lngLat: [geo.position[0], geo.position[1]], className: 'map-user-slot', zIndex: 4 }] : []),
    [geo.status, geo.position],
  );
  const userSlots = useMarkerLayer(map, userPoints);
  useEffect(() => {
    if (map && geo.locateRequest > 0 && geo.position) map.flyTo({ center: [geo.position[0], geo.position[1]], zoom: Math.max(map.getZoom(), 15) });
  }, [map, geo.locateRequest, geo.position]);

  // Fit the view to the entities when the set of entities changes (SPEC §9 padding and max zoom).
  const fitKey = markers.map((m) => `${m.id}:${JSON.stringify(m.coordinate)}`).join('|') + JSON.stringify(route ?? []);
  useEffect(() => {
    if (!map) return;
    const coords = [...markers.flatMap((m) => coordinateList(m.coordinate)), ...(route ?? [])];
    const mobile = isMobileWidth();
    if (detail && coords.length === 1 && coords[0]) {
      map.jumpTo({ center: coords[0], zoom: DETAIL_ZOOM });
      return;
    }
    const b = boundsOf(coords);
    if (!b) return;
    // A single place spread over several points never zooms past the detail zoom (our tiles end at 16).
    const maxZoom = detail ? DETAIL_ZOOM : mobile ? 20 : 16;
    map.fitBounds(b, { padding: mobile ? 50 : 100, maxZoom, animate: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, fitKey, detail]);

  // Tour route and POI range circle as GeoJSON layers.
  useEffect(() => {
    if (!map || !loaded) return;
    const data: FeatureCollection = {
      type: 'FeatureCollection',
      features: route && route.length > 1 ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: route } }] : [],
    };
    const src = map.getSource('tour-route') as GeoJSONSource | undefined;
    if (src) src.setData(data);
    else {
      map.addSource('tour-route', { type: 'geojson', data });
      map.addLayer({
        id: 'tour-route-casing',
        type: 'line',
        source: 'tour-route',
        paint: { 'line-color': '#FFFFFF', 'line-width': 8 },
        layout: { 'line-join': 'round', 'line-cap': 'round' },
      });
      map.addLayer({
        id: 'tour-route',
        type: 'line',
        source: 'tour-route',
        paint: { 'line-color': greyscale ? '#555555' : '#C8102E', 'line-width': 4, 'line-dasharray': [2, 1.2] },
        layout: { 'line-join': 'round', 'line-cap': 'round' },
      });
    }
  }, [map, loaded, route, greyscale]);

  const circleKey = rangeCircle ? `${JSON.stringify(rangeCircle.center)}:${rangeCircle.radius}` : '';
  useEffect(() => {
    if (!map || !loaded) return;
    const data: FeatureCollection = {
      type: 'FeatureCollection',
      features: rangeCircle ? rangeCircle.center.map((c) => circlePolygon(c, rangeCircle.radius)) : [],
    };
    const src = map.getSource('poi-range') as GeoJSONSource | undefined;
    if (src) src.setData(data);
    else {
      map.addSource('poi-range', { type: 'geojson', data });
      const colour = greyscale ? '#666666' : '#1D4E89';
      map.addLayer({ id: 'poi-range-fill', type: 'fill', source: 'poi-range', paint: { 'fill-color': colour, 'fill-opacity': 0.06 } });
      map.addLayer({
        id: 'poi-range-line',
        type: 'line',
        source: 'poi-range',
        paint: { 'line-color': colour, 'line-width': 1.5, 'line-dasharray': [3, 2], 'line-opacity': 0.6 },
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, loaded, circleKey, greyscale]);

  // One popup at a time, as a MapLibre popup whose content React renders through a portal.
  useEffect(() => {
    if (!map || !popupEl) return;
    if (!popup) return;
    const p = new Popup({ closeButton: false, maxWidth: '300px', offset: popup.kind === 'marker' ? [0, -38] : [0, -16], focusAfterOpen: false })
      .setLngLat(popup.at)
      .setDOMContent(popupEl)
      .addTo(map);
    const el = p.getElement();
    const hold = () => popupToggle.hold();
    const leave = () => popupToggle.request(null);
    el.addEventListener('mouseenter', hold);
    el.addEventListener('mouseleave', leave);
    return () => {
      el.removeEventListener('mouseenter', hold);
      el.removeEventListener('mouseleave', leave);
      p.remove();
    };
  }, [map, popup, popupEl, popupToggle]);

  useEffect(() => {
    if (!popup) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && popupToggle.now(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [popup, popupToggle]);

  const markerById = useMemo(() => new Map(markers.map((m) => [m.id, m])), [markers]);
  const popupContent =
    popup?.kind === 'marker'
      ? renderMarkerPopup?.(popup.id)
      : popup?.kind === 'poi'
        ? (renderPoiPopup?.(popup.poi) ?? <strong>{popup.poi.name}</strong>)
        : null;

  return (
    <div className="map-view" role="region" aria-label={label}>
      <div ref={containerRef} className="map-view__canvas" data-state="loading" />
      {entitySlots.map((slot) => {
        const point = entityPoints.find((p) => p.key === slot.key);
        const m = point ? markerById.get(point.id) : undefined;
        if (!point || !m) return null;
        const active = m.id === activeId;
        return createPortal(
          <button
            type="button"
            className={`map-marker${active ? ' is-active' : ''}${point.sub ? ' map-marker--sub' : ''}`}
            aria-label={m.name}
            aria-pressed={active}
            data-id={m.id}
            onClick={() => {
              onActiveChange?.(active ? null : m.id);
              popupToggle.now(active ? null : { kind: 'marker', id: m.id, at: point.lngLat });
            }}
            onMouseEnter={() => popupToggle.request({ kind: 'marker', id: m.id, at: point.lngLat })}
            onMouseLeave={() => popupToggle.request(null)}
            onFocus={() => popupToggle.request({ kind: 'marker', id: m.id, at: point.lngLat })}
            onBlur={() => popupToggle.request(null)}
          >
            {point.sub ? null : m.order !== undefined ? <span className="map-marker__order">{m.order}</span> : <MapPin aria-hidden="true" size={18} />}
          </button>,
          slot.element,
          slot.key,
        );
      })}
      {poiSlots.map((slot) => {
        const point = poiPoints.find((p) => p.key === slot.key);
        if (!point) return null;
        const { poi } = point;
        return createPortal(
          <button
            type="button"
            className="map-poi"
            data-type={poi.type}
            aria-label={poi.name}
            style={{ background: poiColour(poi.type, greyscale) }}
            onClick={() => popupToggle.now({ kind: 'poi', poi, at: point.lngLat })}
            onMouseEnter={() => popupToggle.request({ kind: 'poi', poi, at: point.lngLat })}
            onMouseLeave={() => popupToggle.request(null)}
            onFocus={() => popupToggle.request({ kind: 'poi', poi, at: point.lngLat })}
            onBlur={() => popupToggle.request(null)}
          >
            <PoiIcon type={poi.type} size={14} />
          </button>,
          slot.element,
          slot.key,
        );
      })}
      {userSlots.map((slot) => createPortal(<span className="map-user" role="img" aria-label={t`Your location`} />, slot.element, slot.key))}
      {popupEl && popup
        ? createPortal(
            <div className="map-popup">
              <button type="button" className="map-popup__close" onClick={() => popupToggle.now(null)} aria-label={t`Close`}>
                <X aria-hidden="true" size={16} />
              </button>
              {popupContent}
            </div>,
            popupEl,
          )
        : null}
      <button
        type="button"
        className="map-view__locate"
        aria-pressed={geo.status === 'on'}
        aria-busy={geo.status === 'loading'}
        onClick={() => (geo.status === 'on' ? turnGeolocationOff() : turnGeolocationOn())}
        aria-label={geo.status === 'on' ? t`Stop using my location` : t`Show my location`}
        title={geo.status === 'on' ? t`Stop using my location` : t`Show my location`}
      >
        {geo.status === 'loading' ? <LoaderCircle aria-hidden="true" size={20} className="spin" /> : <LocateFixed aria-hidden="true" size={20} />}
      </button>
      {loading || (!loaded && !failed) ? (
        <div className="map-view__loading" role="status">
          <LoaderCircle aria-hidden="true" size={28} className="spin" />
          <span className="visually-hidden">{t`Loading the map`}</span>
        </div>
      ) : null}
      {failed ? (
        <p className="map-view__failed" role="alert">
          {t`The map could not be loaded. Check your connection and try again.`}
        </p>
      ) : null}
    </div>
  );
}
