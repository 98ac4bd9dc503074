// One GeoJSON source with its layers on the map: added once the style has loaded, its data replaced afterwards.
import { useEffect } from 'react';
import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, LayerSpecification, Map as MlMap } from 'maplibre-gl';
import { useDeepMemo } from '#/components/useDeepMemo';

/** Layers of an overlay, without their source (it is the overlay's own). */
export type OverlayLayer = Omit<LayerSpecification, 'source'> & { type: 'line' | 'fill' };

export function useGeoJsonOverlay(map: MlMap | null, loaded: boolean, id: string, data: FeatureCollection, layers: OverlayLayer[]): void {
  const stableData = useDeepMemo(data);
  const stableLayers = useDeepMemo(layers);
  useEffect(() => {
    if (!map || !loaded) return;
    const src = map.getSource(id) as GeoJSONSource | undefined;
    if (src) {
      src.setData(stableData);
      return;
    }
    map.addSource(id, { type: 'geojson', data: stableData });
    for (const layer of stableLayers) map.addLayer({ ...layer, source: id } as LayerSpecification);
    // The layers' paint is set when they are added; a new style (black-and-white switch) makes a new map.
  }, [map, loaded, id, stableData, stableLayers]);
}
