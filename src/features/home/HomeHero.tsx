// The home hero: the home banners as a full-width slider over our generated artwork.
import { useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import type { HomeBanner } from '#shared/api/site';
import { LazyImage } from '#/components/LazyImage';
import { Slider } from '#/components/Slider';
import { useLocale } from '#/i18n/current';
import { InternalLink, localeHref } from './InternalLink';
import { fallbackAttrs } from '#/components/fallback';
import { HeroVideo } from './HeroVideo';

/** A home banner may carry a video (a media-host .mp4); the image is its poster. */
type HeroBanner = HomeBanner & { video?: string };

export function HomeHero({ banners, loading }: { banners: HeroBanner[]; loading: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (banners.length === 0) {
    return (
      <section className="hero" aria-label={t`Highlights`}>
        <div className={`hero__stage hero__stage--empty ${loading ? 'is-loading' : ''}`}>
          <div className="hero__overlay">
            <div className="container hero__content">
              <p className="hero__eyebrow">{t`Welcome to Macao`}</p>
              <p className="hero__title">{t`Experience Macao`}</p>
            </div>
          </div>
        </div>
      </section>
    );
  }
  return (
    <div className="hero">
      <Slider
        className="hero__slider"
        items={banners}
        label={t`Highlights`}
        getKey={(b) => b.id ?? b.link}
        renderSlide={(b, i, ctx) => {
          const external = /^https?:\/\//.test(b.link);
          return (
            <div className="hero__stage">
              <LazyImage src={b.image} alt="" aspect="banner" width={1600} eager={i === 0} priority={i === 0} className="hero__image" />
              {b.video ? <HeroVideo src={b.video} poster={b.image} ctx={ctx} /> : null}
              <div className="hero__overlay">
                <div className="container hero__content">
                  <p className="hero__eyebrow">{t`Welcome to Macao`}</p>
                  <h2 className="hero__title" {...fallbackAttrs(b.fallbackFields, 'title', locale)}>
                    {b.title}
                  </h2>
                  <InternalLink href={localeHref(b.link, locale)} className="button hero__cta">
                    {external ? t`Visit the website` : t`Discover more`}
                    <ArrowRight aria-hidden="true" size={18} className="flip-rtl" />
                  </InternalLink>
                </div>
              </div>
            </div>
          );
        }}
      />
      <div className="calcada-strip" aria-hidden="true" />
    </div>
  );
}
