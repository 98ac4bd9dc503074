// The footer's rotating banner block: banners for this path, 4 a row (2 on mobile), scrolling every 3 s when there are many.
import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { footerBannersQuery } from '#/api/queries';
import type { FooterBanner } from '#shared/api/site';
import { LazyImage } from '#/components/LazyImage';
import { SliderController } from '#/components/SliderMachine';
import type { Locale } from '#shared/locales';
import { bannersFor, FOOTER_LOOP_MS, FOOTER_TWEEN_MS, pathWithoutLocale, positions, rowSize, scrolls } from './banner-rules';

function bannerHref(link: string, locale: string): string {
  return /^https?:\/\//.test(link) ? link : `/${locale}${link.startsWith('/') ? '' : '/'}${link}`;
}

function BannerRow({ banners, row, locale }: { banners: FooterBanner[]; row: number; locale: Locale }) {
  const { t } = useLingui();
  const count = positions(banners.length, row);
  const [controller] = useState(() => new SliderController(count, FOOTER_LOOP_MS));
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  useEffect(() => controller.dispatch({ type: 'setCount', count }), [controller, count]);
  useEffect(() => () => controller.destroy(), [controller]);
  const style = { '--row': row, '--first': state.index, '--tween': `${FOOTER_TWEEN_MS}ms` } as CSSProperties;
  return (
    <div
      className="footer-banners__scroller"
      data-state={state.paused ? 'paused' : 'playing'}
      onPointerEnter={() => controller.dispatch({ type: 'hold', reason: 'hover' })}
      onPointerLeave={() => controller.dispatch({ type: 'release', reason: 'hover' })}
      onFocus={() => controller.dispatch({ type: 'hold', reason: 'focus' })}
      onBlur={() => controller.dispatch({ type: 'release', reason: 'focus' })}
    >
      <div className="footer-banners__viewport">
        <ul className="footer-banners__track is-scrolling" style={style}>
          {banners.map((b, i) => (
            <li key={b.id ?? b.link} inert={i < state.index || i >= state.index + row}>
              <BannerCard banner={b} href={bannerHref(b.link, locale)} />
            </li>
          ))}
        </ul>
      </div>
      <div className="footer-banners__controls">
        <button type="button" className="icon-button" onClick={() => controller.dispatch({ type: 'prev' })} aria-label={t`Previous banners`}>
          <ChevronLeft aria-hidden="true" size={20} className="flip-rtl" />
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={() => controller.dispatch({ type: 'togglePause' })}
          aria-pressed={state.paused}
          aria-label={t`Pause the banners`}
        >
          {state.paused ? <Play aria-hidden="true" size={20} /> : <Pause aria-hidden="true" size={20} />}
        </button>
        <button type="button" className="icon-button" onClick={() => controller.dispatch({ type: 'next' })} aria-label={t`Next banners`}>
          <ChevronRight aria-hidden="true" size={20} className="flip-rtl" />
        </button>
      </div>
    </div>
  );
}

function BannerCard({ banner, href }: { banner: FooterBanner; href: string }) {
  const external = href.startsWith('http');
  return (
    <a className="footer-banner" href={href} target={external ? '_blank' : undefined} rel={external ? 'noopener' : undefined}>
      <LazyImage src={banner.image} alt="" aspect="banner" width={480} />
      <span className="footer-banner__title">{banner.title}</span>
    </a>
  );
}

export interface FooterBannersProps {
  locale: Locale;
  pathname: string;
  /** The page failed to load: SPEC §7, error pages do not load the footer banners. */
  failed: boolean;
  mobile: boolean;
}

/** What can change takes the form of props (not route hooks): the footer hydrates late, with what its HTML shows. */
export function FooterBanners({ locale, pathname, failed, mobile }: FooterBannersProps) {
  const { t } = useLingui();
  const { data = [] } = useQuery({ ...footerBannersQuery(locale), enabled: !failed });
  const banners = bannersFor(data, pathWithoutLocale(pathname));
  const row = rowSize(mobile);
  if (failed || banners.length === 0) return null;
  return (
    <section className="footer-banners" aria-label={t`Featured links`}>
      <div className="container">
        {scrolls(banners.length, row) ? (
          <BannerRow key={`${row}-${banners.length}`} banners={banners} row={row} locale={locale} />
        ) : (
          <ul className="footer-banners__track" style={{ '--row': row } as CSSProperties}>
            {banners.map((b) => (
              <li key={b.id ?? b.link}>
                <BannerCard banner={b} href={bannerHref(b.link, locale)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
