// Popular attractions, one tab per group; the server puts a random attraction first each time.
import { useId, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Landmark } from 'lucide-react';
import type { PopularGroup } from '#shared/api/home';
import { LazyImage } from '#/components/LazyImage';
import { useLocale } from '#/i18n/current';
import { experiencePath } from '#/lib/menu-links';
import { InternalLink } from './InternalLink';
import { SectionHeading } from './SectionHeading';
import { useShortText } from './useShortText';
import { fallbackAttrs } from '#/components/fallback';

export function PopularAttractions({ groups }: { groups: PopularGroup[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const short = useShortText();
  const [active, setActive] = useState(0);
  const base = useId();
  const list = groups.filter((g) => g.attractions.length > 0);
  if (list.length === 0) return null;
  const current = list[Math.min(active, list.length - 1)]!;
  const [feature, ...others] = current.attractions;

  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const rtl = document.documentElement.dir === 'rtl';
    const next = (active + (rtl ? -step : step) + list.length) % list.length;
    setActive(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  };

  return (
    <section className="home-section container" aria-labelledby="home-popular">
      <SectionHeading id="home-popular" eyebrow={t`Popular attractions`} title={t`Visitors' favourites`} />
      {list.length > 1 ? (
        <div className="tabs" role="tablist" aria-label={t`Attraction groups`} onKeyDown={onKey}>
          {list.map((g, i) => (
            <button
              key={g.id}
              id={`${base}-tab-${i}`}
              type="button"
              role="tab"
              className="tabs__tab"
              aria-selected={i === active}
              aria-controls={`${base}-panel`}
              tabIndex={i === active ? 0 : -1}
              onClick={() => setActive(i)}
            >
              {g.name}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={`${base}-panel`}
        role={list.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={list.length > 1 ? `${base}-tab-${active}` : undefined}
        className="popular-grid"
      >
        {feature ? (
          <InternalLink href={experiencePath(locale, feature.category, feature.group, feature.id)} className="feature-card popular-grid__feature">
            <LazyImage src={feature.thumbnail} alt="" aspect="card" width={960} />
            <span className="feature-card__body">
              {feature.worldHeritage ? (
                <span className="feature-card__eyebrow">
                  <Landmark aria-hidden="true" size={14} /> {t`World Heritage`}
                </span>
              ) : null}
              <span className="feature-card__title" {...fallbackAttrs(feature.fallbackFields, 'name', locale)}>
                {feature.name}
              </span>
              <span className="feature-card__text" {...fallbackAttrs(feature.fallbackFields, 'summary', locale)}>
                {short(feature.summary)}
              </span>
            </span>
          </InternalLink>
        ) : null}
        <ul className="popular-grid__list">
          {others.slice(0, 4).map((a) => (
            <li key={a.id}>
              <InternalLink href={experiencePath(locale, a.category, a.group, a.id)} className="mini-card">
                <LazyImage src={a.thumbnail} alt="" aspect="square" width={240} />
                <span className="mini-card__body">
                  <span className="mini-card__title" {...fallbackAttrs(a.fallbackFields, 'name', locale)}>
                    {a.name}
                  </span>
                  <span className="mini-card__text" {...fallbackAttrs(a.fallbackFields, 'summary', locale)}>
                    {short(a.summary)}
                  </span>
                </span>
              </InternalLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
