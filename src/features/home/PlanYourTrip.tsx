// Travel essentials in three columns, from the travel-essentials menu.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TravelEssentialMenuEntry } from '#shared/api/site';
import { useLocale } from '#/i18n/current';
import { essentialItemPath } from '#/lib/menu-links';
import { InternalLink } from './InternalLink';

export function PlanYourTrip({ essentials }: { essentials: TravelEssentialMenuEntry[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (essentials.length === 0) return null;
  return (
    <section className="home-section home-section--tinted" aria-labelledby="home-plan">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__eyebrow">{t`Travel essentials`}</p>
          <h2 id="home-plan" className="section-heading__title">
            <Trans>Plan your trip</Trans>
          </h2>
        </div>
        <div className="essentials-grid">
          {essentials.map((section) => (
            <div key={section.id} className="essentials-card">
              <h3 className="essentials-card__title">
                <Link to="/$locale/travelessential" params={{ locale }} hash={section.id}>
                  {section.name}
                </Link>
              </h3>
              <ul>
                {section.items.slice(0, 6).map((item) => (
                  <li key={item.slug}>
                    <InternalLink href={essentialItemPath(locale, item)}>{item.name}</InternalLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
