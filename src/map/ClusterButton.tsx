// A cluster of places: its count, named "12 places" for screen readers. A tap, click, Enter or Space zooms in to
// where it splits; from the keyboard, the focus then moves to one of its places, as the cluster itself is gone.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Map as MlMap } from 'maplibre-gl';
import type { LonLat } from '#shared/geo';

export interface ClusterPoint {
  count: number;
  ids: string[];
  expansionZoom: number;
  lngLat: LonLat;
}

function focusOneOf(map: MlMap, ids: string[]): void {
  const container = map.getContainer();
  for (const id of ids) {
    const q = CSS.escape(id);
    const el = container.querySelector<HTMLElement>(`[data-id="${q}"]:not(.map-marker--sub), .map-cluster[data-ids~="${q}"]`);
    if (el) {
      el.focus();
      return;
    }
  }
}

export function ClusterButton({
  map,
  point,
  className = '',
  types,
}: {
  map: MlMap | null;
  point: ClusterPoint;
  className?: string;
  /** POI clusters: the kinds of place inside (read by the journeys, like a disc's data-type). */
  types?: string[];
}) {
  const { i18n, t } = useLingui();
  return (
    <button
      type="button"
      className={`map-cluster ${className}`.trim()}
      aria-label={t`${plural(point.count, { one: '# place', other: '# places' })}`}
      data-ids={point.ids.join(' ')}
      data-count={point.count}
      data-types={types?.join(' ')}
      onClick={(e) => {
        if (!map) return;
        // detail 0: the click came from Enter or Space. The split markers are drawn once the zoom has settled.
        if (e.detail === 0) map.once('idle', () => requestAnimationFrame(() => focusOneOf(map, point.ids)));
        map.easeTo({ center: point.lngLat, zoom: Math.max(point.expansionZoom, map.getZoom()) });
      }}
    >
      <span aria-hidden="true">{i18n.number(point.count)}</span>
    </button>
  );
}
