// The desktop main menu: trip planner, Plan your trip and Experience dropdowns, dining, what's on, hotels.
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { useLocale } from '#/i18n/current';
import { experienceMenuQuery, siteQuery, travelEssentialMenuQuery } from '#/api/queries';
import { useDropdowns } from './useDropdown';
import { essentialItemPath, experiencePath, MAX_TRIP_ITEMS } from '#/lib/menu-links';
import { LazyImage } from '#/components/LazyImage';
import { FallbackText } from '#/components/FallbackText';

export function MainMenu() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: essentials = [] } = useQuery(travelEssentialMenuQuery(locale));
  const { data: experience = [] } = useQuery(experienceMenuQuery(locale));
  const { data: site, isPending: sitePending } = useQuery(siteQuery(locale));
  const { open, setOpen, rootRef, triggerProps, itemProps } = useDropdowns();

  return (
    <nav className="main-menu" aria-label={t`Main`} ref={rootRef}>
      <ul className="main-menu__list">
        {site ? (
          <li>
            <a className="main-menu__link" href={site.tripPlanner} target="_blank" rel="noopener">
              {t`Smart trip planner`}
              <ExternalLink aria-hidden="true" size={14} />
            </a>
          </li>
        ) : sitePending ? (
          // The link's room, kept unseen until its address arrives, so the menu beside it does not move.
          <li className="is-reserved" aria-hidden="true">
            <span className="main-menu__link">
              {t`Smart trip planner`}
              <ExternalLink aria-hidden="true" size={14} />
            </span>
          </li>
        ) : null}
        <li className="main-menu__item" {...itemProps('plan')}>
          <button type="button" className="main-menu__link" {...triggerProps('plan')}>
            {t`Plan your trip`}
            <ChevronDown aria-hidden="true" size={16} />
          </button>
          <div id="dropdown-plan" className="dropdown" hidden={open !== 'plan'}>
            <div className="dropdown__grid container">
              {essentials.map((section) => (
                <div key={section.id} className="dropdown__column">
                  <Link to="/$locale/travelessential" params={{ locale }} hash={section.id} className="dropdown__heading" onClick={() => setOpen(null)}>
                    <FallbackText fields={section.fallbackFields} field="name">
                      {section.name}
                    </FallbackText>
                  </Link>
                  <ul>
                    {section.items.slice(0, MAX_TRIP_ITEMS).map((item) => (
                      <li key={item.slug}>
                        <a href={essentialItemPath(locale, item)} className="dropdown__link" onClick={() => setOpen(null)}>
                          {item.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </li>
        <li className="main-menu__item" {...itemProps('experience')}>
          <button type="button" className="main-menu__link" {...triggerProps('experience')}>
            {t`Experience`}
            <ChevronDown aria-hidden="true" size={16} />
          </button>
          <div id="dropdown-experience" className="dropdown" hidden={open !== 'experience'}>
            <div className="dropdown__grid dropdown__grid--wide container">
              {experience.map((cat) => (
                <div key={cat.category} className="dropdown__column">
                  <a href={experiencePath(locale, cat.category)} className="dropdown__heading" onClick={() => setOpen(null)}>
                    {cat.name}
                  </a>
                  {cat.topViewSight ? (
                    <a
                      href={experiencePath(locale, cat.category, cat.topViewSight.group, cat.topViewSight.id)}
                      className="dropdown__feature"
                      onClick={() => setOpen(null)}
                    >
                      <LazyImage src={cat.topViewSight.thumbnail} alt="" aspect="card" width={320} />
                      <span className="dropdown__feature-label">{t`Most viewed`}</span>
                      <span className="dropdown__feature-name">{cat.topViewSight.name}</span>
                    </a>
                  ) : null}
                  <ul>
                    {cat.groups.map((g) => (
                      <li key={g.group}>
                        <a href={experiencePath(locale, cat.category, g.group)} className="dropdown__link" onClick={() => setOpen(null)}>
                          {g.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </li>
        <li>
          <Link to="/$locale/dining" params={{ locale }} className="main-menu__link" activeProps={{ 'aria-current': 'page' }}>
            {t`Dining`}
          </Link>
        </li>
        <li>
          <Link to="/$locale/events" params={{ locale }} className="main-menu__link" activeProps={{ 'aria-current': 'page' }}>
            {t`What's on`}
          </Link>
        </li>
        <li>
          <Link to="/$locale/accommodation" params={{ locale }} className="main-menu__link" activeProps={{ 'aria-current': 'page' }}>
            {t`Accommodation`}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
