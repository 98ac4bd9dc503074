// The home hero: the first home banner large, the others as a row of links.
import { useLingui } from '@lingui/react/macro';
import type { HomeBanner } from '#/api/types';
import { LazyImage } from '#/components/LazyImage';
import { useLocale } from '#/i18n/current';

function bannerHref(link: string, locale: string): string {
  if (/^https?:\/\//.test(link)) return link;
  return `/${locale}${link.startsWith('/') ? '' : '/'}${link}`;
}

export function HomeHero({ banners }: { banners: HomeBanner[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [first, ...others] = banners;
  return (
    <section className="hero" aria-label={t`Highlights`}>
      <div className="hero__stage">
        {first ? (
          <LazyImage src={first.image} alt="" aspect="banner" width={1600} eager className="hero__image" />
        ) : (
          <div className="hero__image hero__image--empty" />
        )}
        <div className="hero__overlay">
          <div className="container hero__content">
            <p className="hero__eyebrow">{t`Welcome to Macao`}</p>
            {first ? (
              <a className="hero__title-link" href={bannerHref(first.link, locale)}>
                <span className="hero__title">{first.title}</span>
              </a>
            ) : (
              <p className="hero__title">{t`Experience Macao`}</p>
            )}
          </div>
        </div>
      </div>
      {others.length ? (
        <ul className="hero__thumbs container">
          {others.map((b) => (
            <li key={b.link + b.title}>
              <a href={bannerHref(b.link, locale)} className="hero__thumb">
                <LazyImage src={b.image} alt="" aspect="banner" width={480} />
                <span>{b.title}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
