// MSAR delegations and MGTO representatives (SPEC §2 useful-info pages): contact cards grouped by region.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { placesQuery, type InfoPlace } from '#/api/essentials-queries';
import { useLocale } from '#/i18n/current';
import { InfoPageFrame } from './InfoPageFrame';
import { PlaceFacts } from './PlaceFacts';

/** Places grouped by region, in first-seen order. */
export function byRegion(places: InfoPlace[]): { region: string; places: InfoPlace[] }[] {
  const groups = new Map<string, InfoPlace[]>();
  for (const p of places) {
    const key = p.region ?? '';
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups].map(([region, list]) => ({ region, places: list }));
}

export function ContactsScreen({ kind }: { kind: 'delegations' | 'representatives' }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(placesQuery(locale, kind));
  const title = kind === 'delegations' ? t`Macao SAR delegations` : t`Tourism Office representatives`;
  const lead =
    kind === 'delegations'
      ? t`The Macao Special Administrative Region's offices in mainland China and abroad, for help with official matters.`
      : t`The Macao Government Tourism Office's representatives around the world, for trip planning and trade enquiries.`;
  return (
    <InfoPageFrame title={title} lead={lead} motif="office" palette={kind === 'delegations' ? 'jade' : 'gold'}>
      {byRegion(data).map((g) => (
        <section key={g.region} className="contact-region" aria-label={g.region || title}>
          {g.region ? <h2 className="contact-region__title">{g.region}</h2> : null}
          <ul className="contact-cards">
            {g.places.map((p) => (
              <li key={p.id}>
                <article className="place-card" id={p.id}>
                  <h3 className="place-card__title" lang={p.fallbackFields?.includes('name') ? 'en' : undefined}>
                    {p.name}
                  </h3>
                  {p.summary ? (
                    <p className="place-card__summary" lang={p.fallbackFields?.includes('summary') ? 'en' : undefined}>
                      {p.summary}
                    </p>
                  ) : null}
                  <PlaceFacts place={p} />
                </article>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </InfoPageFrame>
  );
}
