// The barrier-free access guide: legend, filters kept in the URL, places by category, an optional map; the modal
// route renders inside (Outlet) so the list, and the link that opened the modal, stay mounted behind it.
import { Suspense, useMemo } from 'react';
import { useQueries, useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, getRouteApi } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Map as MapIcon } from 'lucide-react';
import { ACCESSIBILITY_FILES, accessibilityFileQuery, accessibilitySettingsQuery, type AccessibilityFile } from '#/api/accessibility-queries';
import type { AccessibilityItem } from '#shared/api/accessibility';
import { Breadcrumb } from '#/components/Breadcrumb';
import { HydrateWhenVisible } from '#/components/HydrateWhenVisible';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { useLocale } from '#/i18n/current';
import { filterByLevels, offeredCategories, parseLevelFilters, serializeLevelFilters, toggleLevelFilter, type LevelFilter } from './rules';
import { LevelLegend } from './LevelLegend';
import { LevelFilters } from './LevelFilters';
import { PlaceCard } from './PlaceCard';
import { GuideMap } from './GuideMap';
import { FallbackText } from '#/components/FallbackText';
import { useOfflineCopy } from './useOfflineCopy';
import { useCategoryName } from './useGuideLabels';
import './accessibility.css';

const route = getRouteApi('/$locale/barrier-free-access-guide');

export interface GuidePlace {
  file: AccessibilityFile;
  item: AccessibilityItem;
}

export function GuideScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: settings } = useSuspenseQuery(accessibilitySettingsQuery(locale));
  const files = useQueries({ queries: ACCESSIBILITY_FILES.map((f) => accessibilityFileQuery(locale, f)) });
  const categoryName = useCategoryName();
  useOfflineCopy(locale);
  const title = settings.title || t`Barrier-free access guide`;
  useDocumentTitle(title);

  const filters = parseLevelFilters(search.level);
  // No empty promises: a category with no place at all (once loaded) is neither offered nor listed.
  const offered = offeredCategories(
    ACCESSIBILITY_FILES,
    files.map((q) => q.data),
  );
  const shownFiles = search.category ? [search.category] : offered;
  const byFile = useMemo(() => {
    const out = new Map<AccessibilityFile, AccessibilityItem[]>();
    ACCESSIBILITY_FILES.forEach((f, i) => out.set(f, filterByLevels(files[i]?.data ?? [], filters)));
    return out;
    // `files` (useQueries) and `filters` are new objects on every render; the lists change exactly when a query's
    // dataUpdatedAt or the level filter in the URL does, so those are the keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [files.map((q) => q.dataUpdatedAt).join(), search.level]);
  const shown: GuidePlace[] = shownFiles.flatMap((file) => (byFile.get(file) ?? []).map((item) => ({ file, item })));
  const loading = files.some((q) => q.isPending);
  const count = shown.length;

  const setFilters = (next: LevelFilter[]) =>
    void navigate({ search: (prev) => ({ ...prev, level: serializeLevelFilters(next) }), replace: true, resetScroll: false });
  const setCategory = (category: AccessibilityFile | undefined) =>
    void navigate({ search: (prev) => ({ ...prev, category }), replace: true, resetScroll: false });
  const setMap = (map: boolean) => void navigate({ search: (prev) => ({ ...prev, map: map || undefined }), replace: true, resetScroll: false });

  return (
    <div className="a11y-guide">
      <div className="page-hero page-hero--plain">
        <div className="container page-hero__inner">
          <Breadcrumb items={[{ label: title }]} />
          <h1 className="page-hero__title" id="a11y-guide-title" tabIndex={-1}>
            {title}
          </h1>
          {settings.introduction ? (
            <FallbackText fields={settings.fallbackFields} field="introduction" as="p">
              {settings.introduction}
            </FallbackText>
          ) : null}
        </div>
      </div>
      <div className="container a11y-guide__body">
        <LevelLegend />
        <section className="a11y-panel a11y-filters" aria-labelledby="a11y-filters-title">
          <h2 id="a11y-filters-title">
            <Trans>Find places</Trans>
          </h2>
          <fieldset className="a11y-filters__group">
            <legend>
              <Trans>Category</Trans>
            </legend>
            <div className="a11y-choice-list">
              <label className="a11y-choice">
                <input type="radio" name="a11y-category" checked={!search.category} onChange={() => setCategory(undefined)} />
                <span>
                  <Trans>All categories</Trans>
                </span>
              </label>
              {offered.map((f) => (
                <label key={f} className="a11y-choice">
                  <input type="radio" name="a11y-category" checked={search.category === f} onChange={() => setCategory(f)} />
                  <span>{categoryName(f)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <LevelFilters selected={filters} onToggle={(f) => setFilters(toggleLevelFilter(filters, f))} />
          <div className="a11y-filters__footer">
            <p role="status" className="a11y-filters__count">
              {loading ? t`Loading places…` : t`${plural(count, { one: '# place matches', other: '# places match' })}`}
            </p>
            {filters.length > 0 ? (
              <button type="button" className="button button--ghost" onClick={() => setFilters([])}>
                <Trans>Clear filters</Trans>
              </button>
            ) : null}
            <button type="button" className="button button--ghost" aria-pressed={Boolean(search.map)} onClick={() => setMap(!search.map)}>
              <MapIcon aria-hidden="true" size={18} />
              {search.map ? t`Hide the map` : t`Show the map`}
            </button>
          </div>
        </section>
        {search.map ? (
          <Suspense fallback={null}>
            <GuideMap places={shown} />
          </Suspense>
        ) : null}
        {shownFiles.map((file) => {
          const list = byFile.get(file) ?? [];
          const name = categoryName(file);
          return (
            <section key={file} className="a11y-category" aria-labelledby={`a11y-cat-${file}`}>
              <h2 id={`a11y-cat-${file}`} className="a11y-category__title">
                {name} <span className="a11y-category__count">({list.length})</span>
              </h2>
              {list.length === 0 ? (
                <p className="a11y-category__empty">
                  {files[ACCESSIBILITY_FILES.indexOf(file)]?.isPending ? t`Loading places…` : t`No place in this category matches the filters.`}
                </p>
              ) : (
                <ul className="a11y-cards">
                  {list.map((item) => (
                    // Dozens of cards: each hydrates as it nears the screen (the server already rendered it).
                    <HydrateWhenVisible key={item.id} as="li" className="a11y-card">
                      <PlaceCard file={file} item={item} settings={settings} locale={locale} search={search} />
                    </HydrateWhenVisible>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      <Outlet />
    </div>
  );
}
