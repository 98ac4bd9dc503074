// The search form and its results: keyword (required), sort, results with thumbnails, spelling suggestion, see more, cancel.
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { searchQuery, type SearchCriteria } from '#/api/home-queries';
import { OfflineError } from '#/api/client';
import { useLocale } from '#/i18n/current';
import { modals } from '#/state/modals';
import { canSubmit, checkKeyword, hasMore, searchView, type SearchSort } from './search-rules';
import { searchRequest, SEARCH_MODAL_ID, subscribeSearchRequest } from './search-opener';
import { SearchResults } from './SearchResults';

export function SearchPanel() {
  const { t } = useLingui();
  const locale = useLocale();
  const request = useSyncExternalStore(subscribeSearchRequest, searchRequest, searchRequest);
  const [keyword, setKeyword] = useState(request.keyword);
  const [sort, setSort] = useState<SearchSort>('');
  const [invalid, setInvalid] = useState(false);
  const [criteria, setCriteria] = useState<SearchCriteria | null>(null);
  const ids = { input: useId(), error: useId(), sort: useId() };

  const query = useInfiniteQuery({ ...searchQuery(locale, criteria ?? { keyword: '', sort: '' }), enabled: criteria !== null });
  const loading = criteria !== null && (query.isPending || query.isFetchingNextPage);
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items ?? []);
  const view = searchView({ submitted: criteria !== null, pending: query.isPending, error: query.isError, itemCount: items.length });

  const run = (raw: string, nextSort: SearchSort = sort) => {
    if (!canSubmit(loading)) return;
    const check = checkKeyword(raw);
    if (!check.ok) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setCriteria({ keyword: check.keyword, sort: nextSort });
  };

  // A request from outside (chatbot opener, header) pre-fills the field and may run the search.
  useEffect(() => {
    if (request.nonce === 0) return;
    setKeyword(request.keyword);
    if (request.run) {
      const check = checkKeyword(request.keyword);
      if (check.ok) setCriteria({ keyword: check.keyword, sort: '' });
    }
  }, [request]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    run(keyword);
  };
  const onSort = (value: SearchSort) => {
    setSort(value);
    if (criteria) setCriteria({ ...criteria, sort: value });
  };
  const searchSuggestion = (suggestion: string) => {
    setKeyword(suggestion);
    setInvalid(false);
    setCriteria({ keyword: suggestion, sort });
  };

  const lastCount = pages.length ? (pages[pages.length - 1]?.items?.length ?? 0) : undefined;
  const total = Number(pages[0]?.queries.request[0]?.totalResults ?? items.length);
  const spelling = pages[0]?.spelling?.correctedQuery;
  const savedGuide = pages.some((p) => p.fromSavedGuide);
  const offline = query.error instanceof OfflineError;

  return (
    <div className="search-panel">
      <form className="search-form" role="search" onSubmit={onSubmit} noValidate>
        <div className="search-form__field">
          <label htmlFor={ids.input} className="search-form__label">
            {t`Keyword`}
          </label>
          <div className="search-form__row">
            <input
              id={ids.input}
              data-autofocus
              type="search"
              className={`search-form__input ${invalid ? 'is-invalid' : ''}`}
              value={keyword}
              onChange={(e) => {
                setKeyword(e.target.value);
                if (invalid && e.target.value.trim()) setInvalid(false);
              }}
              placeholder={t`Search sights, events, dining and more`}
              aria-invalid={invalid}
              aria-describedby={invalid ? ids.error : undefined}
              enterKeyHint="search"
              autoComplete="off"
            />
            <button type="submit" className="button button--primary search-form__submit" disabled={loading}>
              <Search aria-hidden="true" size={18} />
              {loading ? t`Searching…` : t`Search`}
            </button>
          </div>
          {invalid ? (
            <p id={ids.error} className="search-form__error" role="alert">
              {t`Please enter a keyword to search.`}
            </p>
          ) : null}
        </div>
        <div className="search-form__options">
          <label htmlFor={ids.sort}>{t`Sort by`}</label>
          <select id={ids.sort} value={sort} onChange={(e) => onSort(e.target.value === 'date' ? 'date' : '')} className="search-form__select">
            <option value="">{t`Relevance`}</option>
            <option value="date">{t`Date`}</option>
          </select>
          <button type="button" className="button button--ghost" onClick={() => modals.close(SEARCH_MODAL_ID)}>
            {t`Cancel`}
          </button>
        </div>
      </form>
      <SearchResults
        view={view}
        items={items}
        total={total}
        spelling={spelling && spelling !== criteria?.keyword ? spelling : undefined}
        onSpelling={searchSuggestion}
        more={view === 'results' && hasMore(lastCount) && query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        showDates={criteria?.sort === 'date'}
        savedGuide={savedGuide}
        offline={offline}
      />
    </div>
  );
}
