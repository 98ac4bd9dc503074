// dining: Macao's gastronomy story, recommended restaurants, specialty foods, the quality-award scheme with its
// levels, dining articles and the way into the restaurant search.
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Award, ChefHat, Search, UtensilsCrossed } from 'lucide-react';
import type { RestaurantSummary } from '#shared/api/places';
import { diningQuery, restaurantFilterQuery } from '#/api/map-queries';
import { fallbackAttrs } from '#/components/fallback';
import { ArtImage } from '#/components/ArtImage';
import { LazyImage } from '#/components/LazyImage';
import { OpenNow } from '#/components/OpenNow';
import { PageHero } from '#/components/PageHero';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { useLocale } from '#/i18n/current';
import { InternalLink, SectionHeading } from '#/features/home';
import { AwardBadges } from '#/features/sight-map';

function RestaurantCard({ r }: { r: RestaurantSummary }) {
  const locale = useLocale();
  return (
    <InternalLink href={`/${locale}/dining/restaurant/${encodeURIComponent(r.id)}`} className="story-card">
      <LazyImage src={r.thumbnail} alt="" aspect="card" width={480} />
      <span className="story-card__body">
        <span className="story-card__title" {...fallbackAttrs(r.fallbackFields, 'name', locale)}>
          {r.name}
        </span>
        <span className="dining-card__tags">{[r.cuisine.name, r.district.name].filter(Boolean).join(' · ')}</span>
        {r.hours ? <OpenNow hours={r.hours} publicHolidays={r.publicHolidays} className="dining-card__open-now" /> : null}
        <span className="story-card__text" {...fallbackAttrs(r.fallbackFields, 'summary', locale)}>
          {r.summary}
        </span>
        <AwardBadges awards={r.awards} />
      </span>
    </InternalLink>
  );
}

function RestaurantFinder() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { data: filters } = useQuery(restaurantFilterQuery(locale));
  const [keyword, setKeyword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const k = keyword.trim();
    void navigate({ to: `/${locale}/dining/restaurant`, search: k ? { keyword: k } : {} });
  };
  return (
    <section className="home-section container" aria-labelledby="dining-search">
      <SectionHeading
        id="dining-search"
        eyebrow={t`Restaurant search`}
        title={t`Find a restaurant`}
        lead={t`Search by name, or start from a cuisine.`}
        more={{ href: `/${locale}/dining/restaurant`, label: t`All restaurants` }}
      />
      <form className="keyword-box dining-finder" role="search" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="dining-keyword">
          <Trans>Restaurant name or address</Trans>
        </label>
        <input id="dining-keyword" type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t`Search by name or address`} />
        <button type="submit" className="button button--primary button--small">
          <Search aria-hidden="true" size={16} />
          <Trans>Search</Trans>
        </button>
      </form>
      {filters?.cuisines.length ? (
        <ul className="chip-list dining-finder__cuisines" aria-label={t`Cuisines`}>
          {filters.cuisines.map((c) => (
            <li key={c.value}>
              <InternalLink href={`/${locale}/dining/restaurant?cuisine=${encodeURIComponent(c.value)}`} className="chip">
                {c.name}
              </InternalLink>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function DiningScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(diningQuery(locale));
  const title = t`Dining`;
  useDocumentTitle(title);
  const story = data.introduction?.story;
  const qtsas = data.introduction?.qtsas;
  // Issue 26, no empty promises: an award level nobody holds, or a listing of holders while there are none, is not offered.
  const holders = data.qtsasCount > 0;
  const levels = data.awards.filter((a) => a.count > 0);
  return (
    <div className="page dining-page">
      <PageHero crumbs={[{ label: title }]} title={title} lead={story?.badge} motif="food" seed="dining" />

      {story ? (
        <section className="home-section container dining-story" aria-labelledby="dining-story">
          <div className="dining-story__text">
            <p className="section-heading__eyebrow">
              <ChefHat aria-hidden="true" size={16} /> {story.badge}
            </p>
            <h2 id="dining-story" className="section-heading__title">
              {story.title}
            </h2>
            <div className="rich-text" {...fallbackAttrs(story.fallbackFields, 'content', locale)} dangerouslySetInnerHTML={{ __html: story.content }} />
            {story.article ? (
              <InternalLink href={`/${locale}/dining/${encodeURIComponent(story.article)}`} className="button button--primary">
                <Trans>Read the story</Trans>
              </InternalLink>
            ) : null}
          </div>
          <InternalLink href={`/${locale}/dining/specialty-foods`} className="feature-card dining-story__foods">
            <ArtImage motif="dessert" seed="specialty-foods" alt="" />
            <span className="feature-card__body">
              <span className="feature-card__eyebrow">
                <UtensilsCrossed aria-hidden="true" size={14} /> <Trans>Specialty foods</Trans>
              </span>
              <span className="feature-card__title">
                <Trans>Egg tarts, almond cookies, minchi and more: what to taste in Macao</Trans>
              </span>
            </span>
          </InternalLink>
        </section>
      ) : null}

      {data.recommend.length ? (
        <section className="home-section home-section--tinted" aria-labelledby="dining-recommend">
          <div className="container">
            <SectionHeading
              id="dining-recommend"
              eyebrow={t`Recommended`}
              title={t`Restaurants to try`}
              more={{ href: `/${locale}/dining/restaurant`, label: t`All restaurants` }}
            />
            <ul className="dining-grid">
              {data.recommend.map((r) => (
                <li key={r.id}>
                  <RestaurantCard r={r} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {qtsas ? (
        <section className="home-section container" aria-labelledby="dining-qtsas">
          <SectionHeading
            id="dining-qtsas"
            eyebrow={t`Quality award`}
            title={qtsas.title}
            {...(holders ? { more: { href: `/${locale}/dining/qtsas-restaurant`, label: t`Quality award restaurants` } } : {})}
          />
          <div
            className="rich-text dining-qtsas__text"
            {...fallbackAttrs(qtsas.fallbackFields, 'content', locale)}
            dangerouslySetInnerHTML={{ __html: qtsas.content }}
          />
          {levels.length > 0 ? (
            <ul className="award-levels">
              {levels.map((a) => (
                <li key={a.value} className="award-level">
                  {a.icon ? <img src={a.icon} alt="" width={56} height={56} className="award-level__icon" /> : <Award aria-hidden="true" size={40} />}
                  <span className="award-level__name">{a.name}</span>
                  {a.remark ? <span className="award-level__remark">{a.remark}</span> : null}
                  <span className="award-level__count">
                    <Plural value={a.count} one="# restaurant" other="# restaurants" />
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {holders ? (
            <InternalLink href={`/${locale}/dining/qtsas-restaurant`} className="button button--primary">
              <Award aria-hidden="true" size={16} />
              <Trans>Find an award-winning restaurant</Trans>
            </InternalLink>
          ) : (
            <p className="dining-qtsas__note">{t`This guide names a restaurant's award only once a public record confirms it, and lists none yet.`}</p>
          )}
        </section>
      ) : null}

      {data.articles.length ? (
        <section className="home-section home-section--tinted" aria-labelledby="dining-articles">
          <div className="container">
            <SectionHeading id="dining-articles" eyebrow={t`Stories`} title={t`Eating in Macao`} />
            <ul className="dining-grid">
              {data.articles.map((a) => (
                <li key={a.slug}>
                  <InternalLink href={`/${locale}/dining/${encodeURIComponent(a.slug)}`} className="story-card">
                    <LazyImage src={a.thumbnail} alt="" aspect="card" width={480} />
                    <span className="story-card__body">
                      <span className="story-card__title" {...fallbackAttrs(a.fallbackFields, 'title', locale)}>
                        {a.title}
                      </span>
                      <span className="story-card__text" {...fallbackAttrs(a.fallbackFields, 'summary', locale)}>
                        {a.summary}
                      </span>
                    </span>
                  </InternalLink>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <RestaurantFinder />
    </div>
  );
}
