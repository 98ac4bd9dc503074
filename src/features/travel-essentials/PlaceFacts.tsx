// The facts of an office place (port of entry, counter, delegation): hours, address, phone, e-mail and website.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Clock, Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { InfoPlace } from '#/api/essentials-queries';
import { safeExternalUrl } from '#/lib/external-link';
import { unbreakablePhone } from '#/lib/phone';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="place-facts__row">
      <dt>
        {icon}
        <span className="visually-hidden">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

export function PlaceFacts({ place }: { place: InfoPlace }) {
  const { t } = useLingui();
  const site = place.website ? safeExternalUrl(place.website) : null;
  const fb = (f: string) => (place.fallbackFields?.includes(f) ? 'en' : undefined);
  return (
    <dl className="place-facts">
      {place.openingHour ? (
        <Fact icon={<Clock aria-hidden="true" size={16} />} label={t`Opening hours`}>
          <span lang={fb('openingHour')}>{place.openingHour}</span>
        </Fact>
      ) : null}
      <Fact icon={<MapPin aria-hidden="true" size={16} />} label={t`Address`}>
        <span lang={fb('address')}>{place.address}</span>
      </Fact>
      {place.tel ? (
        <Fact icon={<Phone aria-hidden="true" size={16} />} label={t`Telephone`}>
          <a href={`tel:${place.tel.replace(/[^\d+]/g, '')}`} dir="ltr" className="ltr-island">
            {unbreakablePhone(place.tel)}
          </a>
        </Fact>
      ) : null}
      {place.email ? (
        <Fact icon={<Mail aria-hidden="true" size={16} />} label={t`E-mail`}>
          <a href={`mailto:${place.email}`} dir="ltr" className="ltr-island">
            {place.email}
          </a>
        </Fact>
      ) : null}
      {site ? (
        <Fact icon={<Globe aria-hidden="true" size={16} />} label={t`Website`}>
          <a href={site.href} target="_blank" rel="noopener noreferrer" dir="ltr" className="ltr-island">
            {site.host}
            <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
        </Fact>
      ) : null}
    </dl>
  );
}
