// One "directions" link per place (SPEC §7 transit directions), the provider chosen by locale.
import { useLingui } from '@lingui/react/macro';
import { ExternalLink, Navigation } from 'lucide-react';
import type { LonLat } from '#shared/geo';
import { useLocale } from '#/i18n/current';
import { directionsLinks } from '#/lib/directions';

export function DirectionsLink({ to, name }: { to: LonLat; name: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const link = directionsLinks(locale, to, name)[0];
  if (!link) return null;
  return (
    <a className="button button--ghost button--small" href={link.href} target="_blank" rel="noopener noreferrer">
      <Navigation aria-hidden="true" size={16} />
      {t`Directions`}
      <ExternalLink aria-hidden="true" size={14} />
      <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
    </a>
  );
}
