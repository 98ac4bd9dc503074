// Directions and 'search on other site' links of a place, opening the outside services in a new tab.
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Navigation, Search } from 'lucide-react';
import type { LonLat } from '#shared/geo';
import { useLocale } from '#/i18n/current';
import { useGeolocation } from '#/state/geolocation';
import { directionsLinks, otherSiteLinks, type DirectionsProvider, type SearchSite } from '#/lib/directions';

export function DirectionsLinks({ destination, name }: { destination: LonLat; name: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const geo = useGeolocation();
  const origin = geo.status === 'on' && geo.position ? ([geo.position[0], geo.position[1]] as LonLat) : null;
  const names: Record<Exclude<DirectionsProvider, 'geo'>, string> = { google: t`Google Maps`, amap: t`Amap`, apple: t`Apple Maps` };
  const links = directionsLinks(locale, destination, name, origin);
  return (
    <div className="outward-links">
      <h2 className="outward-links__title">
        <Navigation aria-hidden="true" size={18} />
        <Trans>Directions by public transport</Trans>
      </h2>
      <ul>
        {links.map((l) => {
          // geo: opens the device's own maps app, not a page: no new tab.
          if (l.provider === 'geo')
            return (
              <li key={l.provider}>
                <a className="button button--ghost button--small" href={l.href} data-provider={l.provider}>
                  <Trans>Open in your maps app</Trans>
                </a>
              </li>
            );
          const provider = names[l.provider];
          return (
            <li key={l.provider}>
              <a className="button button--ghost button--small" href={l.href} target="_blank" rel="noopener noreferrer" data-provider={l.provider}>
                <Trans>Directions in {provider}</Trans>
                <ExternalLink aria-hidden="true" size={14} />
                <span className="visually-hidden">{t`(opens in a new tab)`}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function OtherSiteLinks({ zh, en }: { zh?: string | undefined; en?: string | undefined }) {
  const { t } = useLingui();
  const locale = useLocale();
  const links = otherSiteLinks(locale, { zh, en });
  if (links.length === 0) return null;
  const sites: Record<SearchSite, string> = { baidu: t`Baidu`, dianping: t`Dianping`, tripadvisor: t`Tripadvisor`, google: t`Google` };
  return (
    <div className="outward-links">
      <h2 className="outward-links__title">
        <Search aria-hidden="true" size={18} />
        <Trans>Search on other sites</Trans>
      </h2>
      <ul>
        {links.map((l) => {
          const site = sites[l.site];
          return (
            <li key={l.site}>
              <a className="button button--ghost button--small" href={l.href} target="_blank" rel="noopener noreferrer">
                {site}
                <ExternalLink aria-hidden="true" size={14} />
                <span className="visually-hidden">{t`(opens in a new tab)`}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
