// The modal's mini map (only for a coordinate of exactly two numbers) with the coordinates and directions links.
import { Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LazyMapView, MapFallback } from '#/map';
import { useLocale } from '#/i18n/current';
import { directionsLinks } from '#/lib/directions';
import { formatCoordinate } from '#shared/format';
import { toLonLat } from './rules';

export function MiniMap({ id, name, coordinate }: { id: string; name: string; coordinate: [number, number] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const lonLat = toLonLat(coordinate);
  return (
    <section className="a11y-minimap" aria-labelledby="a11y-minimap-title">
      <h3 id="a11y-minimap-title">
        <Trans>Location</Trans>
      </h3>
      <Suspense fallback={<MapFallback className="a11y-minimap__view" />}>
        <div className="a11y-minimap__view">
          <LazyMapView label={t`Map of ${name}`} markers={[{ id, name, coordinate: lonLat }]} activeId={id} detail />
        </div>
      </Suspense>
      <p className="a11y-minimap__coords">
        <Trans>Coordinates</Trans>{' '}
        <span dir="ltr" className="ltr-island">
          {formatCoordinate(lonLat)}
        </span>
      </p>
      <ul className="a11y-minimap__links">
        {directionsLinks(locale, lonLat, name).map((d) => (
          <li key={d.provider}>
            {d.provider === 'geo' ? (
              <a href={d.href}>{t`Open in your maps app`}</a>
            ) : (
              <a href={d.href} target="_blank" rel="noopener noreferrer">
                {d.provider === 'amap'
                  ? t`Bus directions (Amap)`
                  : d.provider === 'apple'
                    ? t`Transit directions (Apple Maps)`
                    : t`Transit directions (Google Maps)`}
                <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
