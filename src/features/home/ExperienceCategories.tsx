// The experience categories with their most-viewed sight (from the experience menu).
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import type { ExperienceMenuEntry } from '#shared/api/site';
import { LazyImage } from '#/components/LazyImage';
import { useLocale } from '#/i18n/current';
import { experiencePath } from '#/lib/menu-links';
import { InternalLink } from './InternalLink';
import { SectionHeading } from './SectionHeading';

export function ExperienceCategories({ experience }: { experience: ExperienceMenuEntry[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (experience.length === 0) return null;
  return (
    <section className="home-section container" aria-labelledby="home-experience">
      <SectionHeading
        id="home-experience"
        eyebrow={t`Experience`}
        title={<Trans>Where East meets West</Trans>}
        lead={<Trans>Temples and churches on the same street, Macanese kitchens, festivals all year round: start with the places visitors love most.</Trans>}
      />
      <ul className="card-grid">
        {experience.map((cat) => {
          const categoryName = cat.name;
          const top = cat.topViewSight;
          return (
            <li key={cat.category}>
              <InternalLink
                className="feature-card"
                href={top ? experiencePath(locale, cat.category, top.group, top.id) : experiencePath(locale, cat.category)}
              >
                {top ? <LazyImage src={top.thumbnail} alt="" aspect="card" width={640} /> : <span className="feature-card__placeholder" />}
                <span className="feature-card__body">
                  <span className="feature-card__eyebrow">{cat.name}</span>
                  <span className="feature-card__title">{top?.name ?? cat.name}</span>
                </span>
              </InternalLink>
              <InternalLink className="feature-card__more" href={experiencePath(locale, cat.category)}>
                <Trans>All of {categoryName}</Trans>
                <ArrowRight aria-hidden="true" size={16} className="flip-rtl" />
              </InternalLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
