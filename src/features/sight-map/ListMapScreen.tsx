// A list pane beside the map: a group's sights, a tour's stops, a tag's sights or search results.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Breadcrumb, type Crumb } from '#/components/Breadcrumb';
import { FallbackText } from '#/components/FallbackText';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { useShutIds } from '#/components/usePlaceEffect';
import type { LonLat } from '#shared/geo';
import type { MapMarker } from '#/map';
import { EntityList, MarkerPopupCard, type ListItem } from './EntityList';
import { MapPanel } from './MapPanel';
import { ShowMapButton, SightMapLayout } from './SightMapLayout';
import { NearMeButton } from './GeoAlerts';
import { rememberOpened } from './remember-opened';

export interface ListMapScreenProps {
  crumbs: Crumb[];
  title: string;
  summary?: string | undefined;
  fallbackFields?: string[] | undefined;
  /** Filters or facts shown above the list. */
  toolbar?: ReactNode;
  /** Shown under the heading (e.g. a tour's description). */
  intro?: ReactNode;
  items: ListItem[];
  route?: LonLat[] | undefined;
  sortByDistance?: boolean;
  /** Live status line, e.g. the result count. */
  status?: ReactNode;
  empty?: ReactNode;
  footer?: ReactNode;
  /** SPEC §2: search pages with ?id= keep the visitor's place: that item is scrolled to and highlighted. */
  focusId?: string | undefined;
  /** Search pages: the item the visitor opens is kept as ?id= so Back returns to it. */
  rememberOpened?: boolean;
}

export function ListMapScreen({
  crumbs,
  title,
  summary,
  fallbackFields,
  toolbar,
  intro,
  items: allItems,
  route,
  sortByDistance = true,
  status,
  empty,
  footer,
  focusId,
  rememberOpened: remember = false,
}: ListMapScreenProps) {
  const { t } = useLingui();
  // While a warning shuts some of these places, the visitor may hide them from the list and the map.
  const shut = useShutIds(allItems);
  const [openOnly, setOpenOnly] = useState(false);
  const items = useMemo(() => (openOnly && shut.size ? allItems.filter((i) => !shut.has(i.id)) : allItems), [allItems, openOnly, shut]);
  const [activeId, setActiveId] = useState<string | null>(focusId ?? null);
  useEffect(() => {
    if (!focusId) return;
    document.querySelector(`.entity-card[data-id="${CSS.escape(focusId)}"]`)?.scrollIntoView({ block: 'center' });
  }, [focusId]);
  useDocumentTitle(title);
  const markers = useMemo<MapMarker[]>(
    () =>
      items
        .filter((i) => i.coordinate !== undefined)
        .map((i) => ({ id: i.id, name: i.name, coordinate: i.coordinate!, ...(i.order !== undefined ? { order: i.order } : {}) })),
    [items],
  );
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const mapLabel = t`Map of ${title}`;
  return (
    <SightMapLayout
      map={
        <MapPanel
          label={mapLabel}
          markers={markers}
          activeId={activeId}
          onActiveChange={setActiveId}
          renderMarkerPopup={(id) => <MarkerPopupCard item={byId.get(id)} />}
          {...(route ? { route } : {})}
        />
      }
    >
      <header className="sight-map__header">
        <Breadcrumb items={crumbs} />
        <FallbackText fields={fallbackFields} field="name" as="h1">
          {title}
        </FallbackText>
        {summary ? (
          <FallbackText fields={fallbackFields} field="summary" as="p">
            {summary}
          </FallbackText>
        ) : null}
        {intro}
      </header>
      {toolbar}
      {shut.size ? (
        <label className="sight-map__open-only">
          <input type="checkbox" checked={openOnly} onChange={(e) => setOpenOnly(e.target.checked)} />
          {t`Show only what is open`}
        </label>
      ) : null}
      <div className="sight-map__list-head">
        <p className="sight-map__status" aria-live="polite">
          {status}
        </p>
        <div className="sight-map__list-actions">
          <NearMeButton sorts={sortByDistance} />
          <ShowMapButton />
        </div>
      </div>
      {items.length === 0 ? (
        empty
      ) : (
        <EntityList
          items={items}
          activeId={activeId}
          onActiveChange={setActiveId}
          sortByDistance={sortByDistance}
          label={title}
          onOpen={remember ? rememberOpened : undefined}
        />
      )}
      {footer}
    </SightMapLayout>
  );
}
