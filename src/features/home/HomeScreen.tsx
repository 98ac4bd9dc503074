// The home page: hero banners, the experience categories with their most-viewed sights, trip planning.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { useLocale } from '#/i18n/current';
import { experienceMenuQuery, homeBannersQuery, travelEssentialMenuQuery } from '#/api/queries';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { LazyImage } from '#/components/LazyImage';
import { experiencePath, essentialItemPath } from '#/layout/header/menuLinks';
import { HomeHero } from './HomeHero';

export function HomeScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: banners = [] } = useQuery(homeBannersQuery(locale));
  const { data: experience = [] } = useQuery(experienceMenuQuery(locale));
  const { data: essentials = [] } = useQuery(travelEssentialMenuQuery(locale));
  useDocumentTitle(undefined);

  return (
    <div className="home">
      <h1 className="visually-hidden">{t`Macao, the official travel guide`}</h1>
      <HomeHero banners={banners} />

      <section className="home-section container" aria-labelledby="home-experience">
        <div className="section-heading">
          <p className="section-heading__eyebrow">{t`Experience`}</p>
          <h2 id="home-experience" className="section-heading__title">
            <Trans>Where East meets West</Trans>
          </h2>
          <p className="section-heading__lead">
            <Trans>Temples and churches on the same street, Macanese kitchens, festivals all year round: start with the places visitors love most.</Trans>
          </p>
        </div>
        <ul className="card-grid">
          {experience.map((cat) => {
            const categoryName = cat.name;
            return (
              <li key={cat.category}>
                <a
                  className="feature-card"
                  href={
                    cat.topViewSight ? experiencePath(locale, cat.category, cat.topViewSight.group, cat.topViewSight.id) : experiencePath(locale, cat.category)
                  }
                >
                  {cat.topViewSight ? <LazyImage src={cat.topViewSight.thumbnail} alt="" aspect="card" width={640} /> : null}
                  <span className="feature-card__body">
                    <span className="feature-card__eyebrow">{cat.name}</span>
                    <span className="feature-card__title">{cat.topViewSight?.name ?? cat.name}</span>
                  </span>
                </a>
                <a className="feature-card__more" href={experiencePath(locale, cat.category)}>
                  <Trans>All of {categoryName}</Trans>
                  <ArrowRight aria-hidden="true" size={16} className="flip-rtl" />
                </a>
              </li>
            );
          })}
        </ul>
      </section>

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
                      <a href={essentialItemPath(locale, item)}>{item.name}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>
    </div>
  );
}
