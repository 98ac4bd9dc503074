// The map of the filtered places (loaded only when asked for); each marker's popup opens that place's modal.
import { Suspense, useMemo } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LazyMapView, MapFallback, type MapMarker } from '#/map';
import { useLocale } from '#/i18n/current';
import { hasMiniMap, toLonLat } from './rules';
import type { GuidePlace } from './GuideScreen';
import { SaveToTrip } from '#/features/trip/frame';

const guideRoute = getRouteApi('/$locale/barrier-free-access-guide');

export function GuideMap({ places }: { places: GuidePlace[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const search = guideRoute.useSearch();
  const markers: MapMarker[] = useMemo(
    () =>
      places
        .filter((p) => p.item.id && hasMiniMap(p.item.coordinate))
        .map((p) => ({ id: `${p.file}/${p.item.id}`, name: p.item.name, coordinate: toLonLat(p.item.coordinate as [number, number]) })),
    [places],
  );
  const byKey = useMemo(() => new Map(places.map((p) => [`${p.file}/${p.item.id}`, p])), [places]);
  return (
    <section className="a11y-map" aria-labelledby="a11y-map-title">
      <h2 id="a11y-map-title">
        <Trans>Map of the places</Trans>
      </h2>
      <Suspense fallback={<MapFallback className="a11y-map__view" />}>
        <div className="a11y-map__view">
          <LazyMapView
            label={t`Map of the barrier-free places`}
            markers={markers}
            renderMarkerPopup={(key) => {
              const place = byKey.get(key);
              if (!place) return null;
              return (
                <div className="a11y-map__popup">
                  <p>{place.item.name}</p>
                  <Link
                    to="/$locale/barrier-free-access-guide/$file/$id"
                    params={{ locale, file: place.file, id: place.item.id }}
                    search={search}
                    resetScroll={false}
                  >
                    <Trans>Access details</Trans>
                  </Link>
                  <SaveToTrip
                    kind="barrier-free"
                    id={key}
                    name={place.item.name}
                    coordinate={hasMiniMap(place.item.coordinate) ? toLonLat(place.item.coordinate) : undefined}
                    path={`barrier-free-access-guide/${key}`}
                    variant="popup"
                  />
                </div>
              );
            }}
          />
        </div>
      </Suspense>
    </section>
  );
}
