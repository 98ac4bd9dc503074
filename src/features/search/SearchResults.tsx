// The search results area: live status, spelling suggestion, result list with 240 px thumbnails, see more, 404 states.
import { useEffect, useState, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CloudOff } from 'lucide-react';
import type { SearchItem } from '#shared/api/search';
import { withImagePolicy } from '#/lib/art';
import { useLocale } from '#/i18n/current';
import { LOCALE_TABLE } from '#shared/locales';
import { Highlighted } from './Highlighted';
import { NotFoundGraphic } from './NotFoundGraphic';
import { OfferNote } from '#/features/offline/frame';
import { THUMBNAIL_WIDTH, type SearchView } from './search-rules';

interface Props {
  view: SearchView;
  items: SearchItem[];
  total: number;
  spelling: string | undefined;
  onSpelling: (q: string) => void;
  more: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** Sorted by date: each result shows its date. */
  showDates: boolean;
  /** The results come from the guide saved on this device (no network, or too slow). */
  savedGuide: boolean;
  /** The search failed because the network is absent or too slow and this language's guide is not saved. */
  offline: boolean;
}

export function SearchResults({ view, items, total, spelling, onSpelling, more, loadingMore, onMore, showDates, savedGuide, offline }: Props) {
  const { t } = useLingui();
  const router = useRouter();
  const locale = useLocale();
  const unsaved = useUnsavedLinks(savedGuide && view === 'results', items);
  const dateFormat = new Intl.DateTimeFormat(LOCALE_TABLE[locale].bcp47, { dateStyle: 'medium', timeZone: 'UTC' });
  const status =
    view === 'loading'
      ? t`Searching…`
      : view === 'results'
        ? t`${plural(total, { one: '# result', other: '# results' })}`
        : view === 'noResults'
          ? t`No results found.`
          : view === 'error'
            ? offline
              ? t`You are offline, and the search of this language is not saved on this device. Save the guide for offline to search without a connection.`
              : t`Sorry, the search is not available right now. Please try again later.`
            : '';

  // Results on this site open in the app, so the modal closes on the route change instead of reloading the page.
  const follow = (e: MouseEvent<HTMLAnchorElement>, link: string) => {
    if (!link.startsWith('/') || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    router.history.push(link);
  };

  return (
    <div className="search-results">
      <p className={`search-results__status ${view === 'error' ? 'is-error' : ''}`} role="status" aria-live="polite">
        {view === 'error' || view === 'noResults' ? null : status}
      </p>
      {savedGuide && view !== 'loading' && view !== 'error' ? (
        <p className="search-results__saved" role="note">
          <CloudOff aria-hidden="true" size={16} />
          {t`Results from the guide saved on this device: the network is unavailable or too slow.`}
        </p>
      ) : null}
      {unsaved.size ? <OfferNote locale={locale} kind="offer" /> : null}
      {spelling ? (
        <p className="search-results__spelling">
          <Trans>
            Did you mean{' '}
            <a
              href={`?opener=chatbot&keyword=${encodeURIComponent(spelling)}`}
              onClick={(e) => {
                e.preventDefault();
                onSpelling(spelling);
              }}
            >
              {spelling}
            </a>
            ?
          </Trans>
        </p>
      ) : null}
      {view === 'noResults' || view === 'error' ? (
        <div className="search-results__empty">
          <NotFoundGraphic />
          <p className={view === 'error' ? 'search-results__error' : undefined}>{status}</p>
        </div>
      ) : null}
      {items.length && view === 'results' ? (
        <ol className="search-results__list">
          {items.map((item) => (
            <li key={item.link} className="search-result">
              <a href={item.link} className="search-result__link" onClick={(e) => follow(e, item.link)}>
                <ResultThumb src={item.thumbnail} />
                <span className="search-result__text">
                  <span className="search-result__title">
                    <Highlighted html={item.htmlTitle} />
                  </span>
                  <span className="search-result__url ltr-island">
                    <Highlighted html={item.htmlFormattedUrl} />
                  </span>
                  {showDates && item.date ? (
                    <time className="search-result__date" dateTime={item.date}>
                      {dateFormat.format(new Date(`${item.date.slice(0, 10)}T00:00:00Z`))}
                    </time>
                  ) : null}
                  <span className="search-result__snippet">
                    <Highlighted html={item.htmlSnippet} />
                  </span>
                  {unsaved.has(item.link) ? (
                    <span className="search-result__unsaved">
                      <CloudOff aria-hidden="true" size={14} />
                      {t`Not saved on this device`}
                    </span>
                  ) : null}
                </span>
              </a>
            </li>
          ))}
        </ol>
      ) : null}
      {more ? (
        <div className="search-results__more">
          <button type="button" className="button button--ghost" onClick={onMore} disabled={loadingMore}>
            {loadingMore ? t`Loading…` : t`See more results`}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The result's thumbnail, or an empty frame when it has none or it cannot load (offline, not saved). */
function ResultThumb({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <span className="search-result__thumb search-result__thumb--empty" aria-hidden="true" />;
  return (
    <img
      className="search-result__thumb"
      src={withImagePolicy(src, { w: THUMBNAIL_WIDTH })}
      alt=""
      width={THUMBNAIL_WIDTH}
      height={180}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** Offline, the results whose page is not saved here (their page would say so): checked in the saved guide. */
function useUnsavedLinks(check: boolean, items: readonly SearchItem[]): ReadonlySet<string> {
  const locale = useLocale();
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(NONE);
  const links = items.map((i) => i.link).join('\n');
  useEffect(() => {
    if (!check || !links) return;
    let live = true;
    import('#/api/pack-sizes')
      .then((sizes) => sizes.unsavedLinks(locale, links.split('\n')))
      .then(
        (found) => live && setUnsaved(found),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [check, links, locale]);
  return check ? unsaved : NONE;
}

const NONE: ReadonlySet<string> = new Set();
