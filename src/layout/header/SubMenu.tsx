// The desktop sub-menu: weather, video gallery, barrier-free guide, industry site, text size, language, search.
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Accessibility, Briefcase, Download, PlayCircle } from 'lucide-react';
import { WeatherChip } from './WeatherChip';
import { FontSizeSelector } from './FontSizeSelector';
import { LanguageSelector } from './LanguageSelector';
import { GreyscaleToggle } from './GreyscaleToggle';
import { useLocale } from '#/i18n/current';
import { siteQuery } from '#/api/queries';
import { industryLocale, joinUrl } from '#/lib/industry';
import { useHasAccessibilityGuide } from './useHasAccessibilityGuide';
import { SearchButton } from '#/features/search';
import './sub-menu.css';
import { TripLink } from '#/features/trip/frame';

export function SubMenu() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: site, isPending: sitePending } = useQuery(siteQuery(locale));
  const showGuide = useHasAccessibilityGuide();
  return (
    <nav className="sub-menu" aria-label={t`Services`}>
      <WeatherChip />
      <ul className="sub-menu__links">
        <li>
          <Link to="/$locale/video-playlists" params={{ locale }} className="sub-menu__link" title={t`Video gallery`}>
            <PlayCircle aria-hidden="true" size={16} />
            <span className="sub-menu__label">{t`Video gallery`}</span>
          </Link>
        </li>
        {showGuide ? (
          <li>
            <Link to="/$locale/barrier-free-access-guide" params={{ locale }} className="sub-menu__link" title={t`Barrier-free access guide`}>
              <Accessibility aria-hidden="true" size={16} />
              <span className="sub-menu__label">{t`Barrier-free access guide`}</span>
            </Link>
          </li>
        ) : null}
        <li>
          <TripLink className="sub-menu__link" labelClassName="sub-menu__label" />
        </li>
        <li>
          <Link to="/$locale/offline" params={{ locale }} className="sub-menu__link" title={t`Save Macao for offline`}>
            <Download aria-hidden="true" size={16} />
            <span className="sub-menu__label">{t`Save for offline`}</span>
          </Link>
        </li>
        {site ? (
          <li>
            <a href={joinUrl(site.industrySite, industryLocale(locale))} className="sub-menu__link" rel="noopener" target="_blank" title={t`Industry site`}>
              <Briefcase aria-hidden="true" size={16} />
              <span className="sub-menu__label">{t`Industry site`}</span>
            </a>
          </li>
        ) : sitePending ? (
          // The link's room, kept unseen until its address arrives, so the links before it do not move.
          <li className="is-reserved" aria-hidden="true">
            <span className="sub-menu__link">
              <Briefcase aria-hidden="true" size={16} />
              <span className="sub-menu__label">{t`Industry site`}</span>
            </span>
          </li>
        ) : null}
      </ul>
      <div className="sub-menu__tools">
        <FontSizeSelector />
        <GreyscaleToggle />
        <LanguageSelector />
        <SearchButton />
      </div>
    </nav>
  );
}
