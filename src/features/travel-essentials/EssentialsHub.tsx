// The travel-essentials hub (SPEC §2 'travelessential'): its three sections as anchored parts of one page, each
// item of /api/travelessential/menu linking to its page, and the outward links a traveller needs before leaving.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CloudSun, ExternalLink, Phone, Sun } from 'lucide-react';
import { siteQuery, travelEssentialMenuQuery } from '#/api/queries';
import { ArtImage } from '#/components/ArtImage';
import { Breadcrumb } from '#/components/Breadcrumb';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { useLocale } from '#/i18n/current';
import { uvLink } from '#/lib/uv-link';
import { itemHref } from './links';
import '#/components/page-hero.css';
import './essentials.css';
import { unbreakablePhone } from '#/lib/phone';

const SECTION_ART: Record<string, { motif: string; palette: string }> = {
  'before-you-travel': { motif: 'airport', palette: 'sea' },
  'about-macao': { motif: 'temple', palette: 'lantern' },
  'useful-info': { motif: 'info', palette: 'azulejo' },
};

export function EssentialsHub() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: menu } = useSuspenseQuery(travelEssentialMenuQuery(locale));
  const { data: site } = useQuery(siteQuery(locale));
  const title = t`Travel essentials`;
  useDocumentTitle(title);
  const uv = uvLink(locale);
  return (
    <div className="page essentials">
      <div className="page-hero">
        <ArtImage motif="harbour" palette="sea" seed="travelessential" aspect="banner" alt="" className="page-hero__art" priority />
        <div className="page-hero__inner container">
          <Breadcrumb items={[{ label: title }]} />
          <h1 className="page-hero__title">{title}</h1>
          <p className="page-hero__lead">{t`Visas, money, getting here and getting around: what to know before you go and once you are here.`}</p>
          <nav className="essentials__jump" aria-label={t`Sections of this page`}>
            {menu.map((s) => (
              <a key={s.id} href={`#${s.id}`} className="button button--light">
                {s.name}
              </a>
            ))}
          </nav>
        </div>
      </div>
      <div className="container page-body essentials__body">
        {menu.map((s) => {
          const art = SECTION_ART[s.id] ?? { motif: 'info', palette: 'azulejo' };
          return (
            <section key={s.id} id={s.id} className="essentials__section" aria-labelledby={`${s.id}-title`}>
              <div className="essentials__section-head">
                <ArtImage motif={art.motif} palette={art.palette} seed={s.id} aspect="square" alt="" className="essentials__section-art" />
                <h2 id={`${s.id}-title`} lang={s.fallbackFields?.includes('name') ? 'en' : undefined}>
                  {s.name}
                </h2>
              </div>
              <ul className="essentials__items">
                {s.items.map((i) => (
                  <li key={i.slug}>
                    <Link to={itemHref(locale, i)} className="essentials__item">
                      <span>{i.name}</span>
                      <ArrowRight aria-hidden="true" size={18} className="flip-rtl" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        <section className="essentials__links" aria-labelledby="essentials-links-title">
          <h2 id="essentials-links-title">
            <Trans>Before you step out</Trans>
          </h2>
          <ul>
            <li>
              <Link to="/$locale/weather" params={{ locale }}>
                <CloudSun aria-hidden="true" size={20} />
                <Trans>Today's weather and warnings</Trans>
              </Link>
            </li>
            {uv ? (
              <li>
                <a href={uv} target="_blank" rel="noopener noreferrer">
                  <Sun aria-hidden="true" size={20} />
                  <Trans>UV index from the Meteorological Bureau</Trans>
                  <ExternalLink aria-hidden="true" size={14} />
                  <span className="visually-hidden">{t`(opens in a new tab)`}</span>
                </a>
              </li>
            ) : null}
            {site ? (
              <li>
                <a href={`tel:${site.hotline.replace(/\s+/g, '')}`} className="tel-with-label">
                  <Phone aria-hidden="true" size={20} />
                  <Trans>Tourism hotline</Trans>{' '}
                  <span dir="ltr" className="ltr-island">
                    {unbreakablePhone(site.hotline)}
                  </span>
                </a>
              </li>
            ) : null}
          </ul>
        </section>
      </div>
    </div>
  );
}
