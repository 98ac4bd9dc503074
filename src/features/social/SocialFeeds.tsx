// The home page's social media block: info feeds (3 posts each) and the image feed (6 each); failed feeds are left out.
import { useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { FeedPost } from '#shared/api/home';
import { feedPostsQuery, socialFeedsQuery } from '#/api/home-queries';
import { useLocale } from '#/i18n/current';
import { LOCALE_TABLE } from '#shared/locales';
import { excerpt } from '#shared/excerpt';
import { MACAO_TIME_ZONE, formatDate } from '#shared/format';
import { ShareIcon } from '#/features/share';
import { networkName, pickPosts, type FeedKind } from './feed-rules';
import { openSocialFollow } from './social-opener';
import { fallbackAttrs } from '#/components/fallback';

function useFeedPosts(ids: string[]) {
  const locale = useLocale();
  return useQueries({
    queries: ids.map((id) => feedPostsQuery(locale, id)),
    combine: (results) => results.map((r, i) => ({ id: ids[i]!, posts: r.data?.posts, failed: r.isError })),
  });
}

function Feed({ kind, posts }: { kind: FeedKind; posts: FeedPost[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const shown = pickPosts(posts, kind, failed);
  const skip = (id: string) => setFailed((prev) => new Set(prev).add(id));
  const wordBased = LOCALE_TABLE[locale].wordBreakBySpace;
  if (shown.length === 0) return null;
  const networks = [...new Set(shown.map((p) => networkName(p.network_id)))].join(' · ');

  if (kind === 'image') {
    return (
      <ul className="image-feed" aria-label={networks}>
        {shown.map((p) => (
          <li key={p.id}>
            <a href={p.url} target="_blank" rel="noopener" className="image-feed__tile">
              <img src={p.image} alt={p.text} loading="lazy" decoding="async" width={400} height={400} onError={() => skip(p.id)} />
              <span className="visually-hidden">{t`(opens in a new tab)`}</span>
            </a>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="info-feed">
      <h3 className="info-feed__title">{networks}</h3>
      <ul className="info-feed__list">
        {shown.map((p) => {
          const network = networkName(p.network_id);
          return (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noopener" className="feed-post">
                {p.image ? (
                  <img className="feed-post__image" src={p.image} alt="" loading="lazy" decoding="async" width={320} height={180} onError={() => skip(p.id)} />
                ) : null}
                <span className="feed-post__body">
                  <span className="feed-post__meta">
                    <ShareIcon id={p.network_id} />
                    <span>{network}</span>
                    {p.created ? <time dateTime={p.created}>{formatDate(p.created, LOCALE_TABLE[locale].bcp47, 'medium', MACAO_TIME_ZONE)}</time> : null}
                  </span>
                  <span className="feed-post__text" dir="auto" {...fallbackAttrs(p.fallbackFields, 'text', locale)}>
                    {excerpt(p.text, { wordBased, limit: 150 })}
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function SocialFeeds() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: feeds } = useQuery(socialFeedsQuery(locale));
  const info = useFeedPosts(feeds?.infoFeeds ?? []);
  const images = useFeedPosts(feeds?.imgFeeds ?? []);
  const ready = [...info, ...images].some((f) => f.posts?.length);
  if (!feeds || !ready) return null;
  return (
    <section className="home-section social-feeds" aria-labelledby="home-social">
      <div className="container">
        <div className="section-heading section-heading--row">
          <div>
            <p className="section-heading__eyebrow">{t`Social media`}</p>
            <h2 id="home-social" className="section-heading__title">
              {t`Macao, as it happens`}
            </h2>
          </div>
          <button type="button" className="button button--ghost" aria-haspopup="dialog" onClick={() => openSocialFollow()}>
            {t`Follow us`}
          </button>
        </div>
        <div className="social-feeds__grid">
          <div className="social-feeds__info">{info.map((f) => (f.posts && !f.failed ? <Feed key={f.id} kind="info" posts={f.posts} /> : null))}</div>
          <div className="social-feeds__images">{images.map((f) => (f.posts && !f.failed ? <Feed key={f.id} kind="image" posts={f.posts} /> : null))}</div>
        </div>
      </div>
    </section>
  );
}
