// Travel agencies (SPEC §2 travel-agencies and travelagencies/search): award filter, keyword, pages of 10; each
// agency with its awards and validity years, and its branches drawn as sub-markers on the map. ?id= keeps the
// visitor's place in the list across reloads and back navigation. While no agency is listed, AgencyCheckScreen instead.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Award as AwardIcon, ChevronLeft, ChevronRight, MapPin, Search, TriangleAlert } from 'lucide-react';
import { AGENCY_PAGE_SIZE, travelAgencySearchQuery, type TravelAgency } from '#/api/essentials-queries';
import type { Crumb } from '#/components/Breadcrumb';
import { useLocale } from '#/i18n/current';
import type { MapMarker } from '#/map';
import { AgencyCheckScreen } from './AgencyCheckScreen';
import { InfoPageFrame } from './InfoPageFrame';
import { PlacesMap } from './PlacesMap';
import { PlaceFacts } from './PlaceFacts';
import { keepKnownAwards, pageCount, toggleAward, type AgencySearchParams } from './agency-search';

export function TravelAgencyScreen({
  search,
  onSearch,
  trail,
  title,
}: {
  search: AgencySearchParams;
  onSearch: (next: AgencySearchParams, opts?: { replace?: boolean }) => void;
  trail?: Crumb[];
  title: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const page = search.page ?? 1;
  const q = useQuery({ ...travelAgencySearchQuery(locale, { award: search.award, keyword: search.keyword, page }), placeholderData: keepPreviousData });
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [activeId, setActiveId] = useState<string | null>(search.id ?? null);
  useEffect(() => setKeyword(search.keyword ?? ''), [search.keyword]);

  const results = useMemo(() => q.data?.results ?? [], [q.data]);
  const awards = q.data?.awards ?? [];
  const chosen = keepKnownAwards(
    search.award,
    awards.map((a) => a.value),
  );
  const pages = pageCount(q.data?.resultCount ?? 0, AGENCY_PAGE_SIZE);

  // SPEC §2: with ?id= the list keeps the visitor's place: that agency is scrolled to and highlighted.
  useEffect(() => {
    if (!search.id || !q.data) return;
    document.getElementById(`agency-${search.id}`)?.scrollIntoView({ block: 'center' });
  }, [search.id, q.data]);

  const markers = useMemo<MapMarker[]>(
    () => results.map((a) => ({ id: a.id, name: a.name, coordinate: [a.coordinate, ...a.branches.map((b) => b.coordinate)] })),
    [results],
  );
  const byId = useMemo(() => new Map(results.map((a) => [a.id, a])), [results]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const k = keyword.trim();
    onSearch({ ...(search.award ? { award: search.award } : {}), ...(k ? { keyword: k } : {}) });
  };
  const setAward = (value: string | null) => {
    const award = value === null ? undefined : toggleAward(chosen.join(','), value);
    onSearch({ ...(award ? { award } : {}), ...(search.keyword ? { keyword: search.keyword } : {}) });
  };
  const goTo = (p: number) => onSearch({ ...search, page: p, id: undefined });
  const focus = (id: string) => {
    setActiveId(id);
    onSearch({ ...search, id }, { replace: true });
  };

  // The directory holds nothing (whatever the search): no search to offer, but how to check an agency.
  if (q.data?.total === 0) return <AgencyCheckScreen />;

  return (
    <InfoPageFrame
      title={title}
      lead={t`Licensed travel agencies in Macao, with the Tourism Office's quality awards and every branch on the map.`}
      motif="office"
      palette="sea"
      section="before-you-travel"
      {...(trail ? { trail } : {})}
    >
      <form className="agency-search" role="search" onSubmit={submit} aria-label={t`Find a travel agency`}>
        <div className="agency-search__keyword">
          <label htmlFor="agency-keyword">{t`Name, licence or address`}</label>
          <div className="agency-search__row">
            <input id="agency-keyword" type="search" value={keyword} maxLength={100} onChange={(e) => setKeyword(e.target.value)} />
            <button type="submit" className="button button--primary" disabled={q.isFetching && !q.isPlaceholderData}>
              <Search aria-hidden="true" size={18} />
              {t`Search`}
            </button>
          </div>
        </div>
        {awards.length > 0 ? (
          <fieldset className="agency-search__awards">
            <legend>{t`Quality awards`}</legend>
            <label className={`filter-chip${chosen.length === 0 ? ' is-on' : ''}`}>
              <input type="checkbox" checked={chosen.length === 0} onChange={() => setAward(null)} />
              {t`Any`}
            </label>
            {awards.map((a) => (
              <label key={a.value} className={`filter-chip${chosen.includes(a.value) ? ' is-on' : ''}`}>
                <input type="checkbox" checked={chosen.includes(a.value)} onChange={() => setAward(a.value)} />
                {a.name}
              </label>
            ))}
          </fieldset>
        ) : null}
      </form>

      <p className="agency-search__status" aria-live="polite">
        {q.isError ? null : q.data ? (
          <Plural value={q.data.resultCount} _0="No agency matches this search." one="# travel agency" other="# travel agencies" />
        ) : (
          t`Loading travel agencies…`
        )}
      </p>

      {q.isError && !q.data ? (
        <div className="notice-card" role="alert">
          <TriangleAlert aria-hidden="true" size={20} />
          <p>
            {navigator.onLine
              ? t`The travel agencies could not be loaded. Please try again.`
              : t`You are offline and this search has not been saved on this device.`}
          </p>
          <button type="button" className="button button--ghost" onClick={() => void q.refetch()}>
            {t`Try again`}
          </button>
        </div>
      ) : q.data && results.length === 0 ? (
        <div className="notice-card">
          <p>{t`Try another name, or clear the award filter.`}</p>
          <button type="button" className="button button--ghost" onClick={() => onSearch({})}>
            {t`Show all travel agencies`}
          </button>
        </div>
      ) : (
        <PlacesMap
          label={t`Map of the travel agencies and their branches`}
          markers={markers}
          activeId={activeId}
          onActiveChange={setActiveId}
          renderPopup={(id) => <p className="marker-popup__name">{byId.get(id)?.name}</p>}
        >
          <ol className={`place-cards${q.isPlaceholderData ? ' is-loading' : ''}`} aria-busy={q.isFetching}>
            {(q.data ? results : []).map((a) => (
              <li key={a.id}>
                <AgencyCard agency={a} active={a.id === activeId} onFocusMap={() => focus(a.id)} onActive={() => setActiveId(a.id)} />
              </li>
            ))}
            {!q.data ? [0, 1, 2].map((i) => <li key={i} className="place-card place-card--skeleton" aria-hidden="true" />) : null}
          </ol>
          {pages > 1 ? (
            <nav className="pager" aria-label={t`Pages of results`}>
              <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                <ChevronLeft aria-hidden="true" size={18} className="flip-rtl" />
                {t`Previous`}
              </button>
              <span className="pager__status">{t`Page ${page} of ${pages}`}</span>
              <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                {t`Next`}
                <ChevronRight aria-hidden="true" size={18} className="flip-rtl" />
              </button>
            </nav>
          ) : null}
        </PlacesMap>
      )}
    </InfoPageFrame>
  );
}

function AgencyCard({ agency: a, active, onFocusMap, onActive }: { agency: TravelAgency; active: boolean; onFocusMap: () => void; onActive: () => void }) {
  const { t } = useLingui();
  const licence = a.licence;
  return (
    <article className={`place-card${active ? ' is-active' : ''}`} id={`agency-${a.id}`} data-id={a.id} onMouseEnter={onActive}>
      <h2 className="place-card__title" lang={a.fallbackFields?.includes('name') ? 'en' : undefined}>
        {a.name}
      </h2>
      <p className="place-card__summary">
        <Trans>Licence no.</Trans>{' '}
        <span dir="ltr" className="ltr-island">
          {licence}
        </span>
      </p>
      {a.awards.length > 0 ? (
        <ul className="award-list">
          {a.awards.map((w) => (
            <li key={w.value} className="award-list__item">
              <AwardIcon aria-hidden="true" size={16} />
              <span lang={w.fallbackFields?.includes('name') ? 'en' : undefined}>{w.name}</span>
              {w.validityText ? (
                <span className="award-list__years" dir="ltr">
                  {w.validityText}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <PlaceFacts place={{ ...a, thumbnail: a.thumbnail }} />
      {a.branches.length > 0 ? (
        <details className="agency-branches">
          <summary>
            <Plural value={a.branches.length} one="# branch" other="# branches" />
          </summary>
          <ul>
            {a.branches.map((b) => (
              <li key={b.id}>
                <strong>{b.name}</strong>
                <span>{b.address}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="place-card__actions">
        <button type="button" className="button button--ghost button--small" onClick={onFocusMap} aria-pressed={active}>
          <MapPin aria-hidden="true" size={16} />
          {t`Show on the map`}
        </button>
      </div>
    </article>
  );
}
