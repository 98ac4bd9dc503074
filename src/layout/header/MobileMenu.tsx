// The mobile off-canvas menu: same entries as the desktop header; freezes page scroll while open.
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Bell, X, ExternalLink } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useLocale } from '#/i18n/current';
import { experienceMenuQuery, siteQuery, travelEssentialMenuQuery } from '#/api/queries';
import { freezeBody, setMobileMenu, useUi } from '#/state/ui';
import { useFocusTrap } from '#/components/useFocusTrap';
import { WeatherChip } from './WeatherChip';
import { FontSizeSelector } from './FontSizeSelector';
import { LanguageSelector } from './LanguageSelector';
import { GreyscaleToggle } from './GreyscaleToggle';
import { essentialItemPath, experiencePath, MAX_TRIP_ITEMS } from '#/lib/menu-links';
import { industryLocale, joinUrl } from '#/lib/industry';
import { useHasAccessibilityGuide } from './useHasAccessibilityGuide';
import { SearchButton } from '#/features/search';
import { TripLink } from '#/features/trip/frame';

export function MobileMenu() {
  const { t } = useLingui();
  const locale = useLocale();
  const { mobileMenuOpen } = useUi();
  const ref = useRef<HTMLDivElement>(null);
  const { data: essentials = [] } = useQuery(travelEssentialMenuQuery(locale));
  const { data: experience = [] } = useQuery(experienceMenuQuery(locale));
  const { data: site } = useQuery(siteQuery(locale));
  const showGuide = useHasAccessibilityGuide();
  const close = useCallback(() => setMobileMenu(false), []);

  useEffect(() => (mobileMenuOpen ? freezeBody() : undefined), [mobileMenuOpen]);
  useFocusTrap(ref, mobileMenuOpen, close);

  if (!mobileMenuOpen) return null;
  return (
    <div className="mobile-menu-backdrop" onClick={(e) => e.target === e.currentTarget && close()}>
      <div id="mobile-menu" ref={ref} className="mobile-menu" role="dialog" aria-modal="true" aria-label={t`Menu`}>
        <div className="mobile-menu__top">
          <WeatherChip />
          <SearchButton withLabel onBeforeOpen={close} />
          <button type="button" className="icon-button" onClick={close} aria-label={t`Close menu`}>
            <X aria-hidden="true" size={24} />
          </button>
        </div>
        <nav aria-label={t`Main`}>
          <ul className="mobile-menu__list">
            <li>
              <Link to="/$locale" params={{ locale }} className="mobile-menu__link">
                {t`Home`}
              </Link>
            </li>
            <li>
              <TripLink className="mobile-menu__link mobile-menu__link--trip" />
            </li>
            {site ? (
              <li>
                <a href={site.tripPlanner} className="mobile-menu__link" target="_blank" rel="noopener">
                  {t`Smart trip planner`} <ExternalLink aria-hidden="true" size={14} />
                </a>
              </li>
            ) : null}
            <li>
              <details className="mobile-menu__group">
                <summary className="mobile-menu__link">{t`Plan your trip`}</summary>
                <ul>
                  {essentials.map((section) => (
                    <li key={section.id}>
                      <a href={`/${locale}/travelessential#${section.id}`} className="mobile-menu__sublink mobile-menu__sublink--heading">
                        {section.name}
                      </a>
                      <ul>
                        {section.items.slice(0, MAX_TRIP_ITEMS).map((item) => (
                          <li key={item.slug}>
                            <a href={essentialItemPath(locale, item)} className="mobile-menu__sublink">
                              {item.name}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
            <li>
              <details className="mobile-menu__group">
                <summary className="mobile-menu__link">{t`Experience`}</summary>
                <ul>
                  {experience.map((cat) => (
                    <li key={cat.category}>
                      <a href={experiencePath(locale, cat.category)} className="mobile-menu__sublink">
                        {cat.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
            <li>
              <Link to="/$locale/dining" params={{ locale }} className="mobile-menu__link">
                {t`Dining`}
              </Link>
            </li>
            <li>
              <Link to="/$locale/events" params={{ locale }} className="mobile-menu__link">
                {t`What's on`}
              </Link>
            </li>
            <li>
              <Link to="/$locale/accommodation" params={{ locale }} className="mobile-menu__link">
                {t`Accommodation`}
              </Link>
            </li>
            {site ? (
              <li>
                <a href={joinUrl(site.industrySite, industryLocale(locale))} className="mobile-menu__link" target="_blank" rel="noopener">
                  {t`Industry site`}
                </a>
              </li>
            ) : null}
            {showGuide ? (
              <li>
                <Link to="/$locale/barrier-free-access-guide" params={{ locale }} className="mobile-menu__link">
                  {t`Barrier-free access guide`}
                </Link>
              </li>
            ) : null}
            <li>
              <Link to="/$locale/video-playlists" params={{ locale }} className="mobile-menu__link">
                {t`Video gallery`}
              </Link>
            </li>
            <li>
              <Link to="/$locale/offline" params={{ locale }} className="mobile-menu__link">
                {t`Save Macao for offline`}
              </Link>
            </li>
            <li>
              <Link to="/$locale/announcement" params={{ locale }} hash="get-warnings" className="mobile-menu__link">
                <Bell aria-hidden="true" size={18} /> {t`Get warnings on this device`}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="mobile-menu__tools">
          <h2 className="mobile-menu__tools-title">{t`Language`}</h2>
          <LanguageSelector inline />
          <h2 className="mobile-menu__tools-title">{t`Text size`}</h2>
          <div className="mobile-menu__row">
            <FontSizeSelector />
            <GreyscaleToggle withLabel />
          </div>
        </div>
      </div>
    </div>
  );
}
