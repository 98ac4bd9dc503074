// A single place (sight, tour stop, restaurant, hotel, event): content column with banner, breadcrumb, title,
// summary, description, facts, extras and outward links; map column with the place and its nearby POIs.
import { ShareButton } from '#/features/share';
import { WalkHere } from '#/features/walk';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Globe, Link2, MapPin, Phone, Ticket, Map as MapIcon } from 'lucide-react';
import type { Coordinate, Poi, SightInfos, SubSight } from '#shared/api/places';
import type { PlaceStatus } from '#shared/api/status';
import { Breadcrumb, type Crumb } from '#/components/Breadcrumb';
import { FallbackText } from '#/components/FallbackText';
import { PlaceStatusNote } from '#/components/PlaceStatusNote';
import { fallbackAttrs } from '#/components/fallback';
import { OpeningHoursText } from '#/components/OpeningHoursText';
import { OpenNow } from '#/components/OpenNow';
import { PlaceProvenance } from '#/components/PlaceProvenance';
import { LazyImage } from '#/components/LazyImage';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { safeExternalUrl } from '#/lib/external-link';
import { modals } from '#/state/modals';
import { useWalkLine } from '#/state/walk';
import type { MapMarker } from '#/map';
import { coordinateListOf } from '#/map/coordinates';
import { MapPanel } from './MapPanel';
import { ShowMapButton, SightMapLayout } from './SightMapLayout';
import { DirectionsLinks, OtherSiteLinks } from './OutwardLinks';
import { GEO_INFO_MODAL, GeoInfoModal } from './GeoInfoModal';
import { telHref } from './poi-rules';
import { PhotoGallery } from './PhotoGallery';
import { SaveToTrip, preloadSaveToTrip } from '#/features/trip/frame';
import type { TripKind } from '#/lib/trip/model';
import type { DateRange } from '#shared/events';

// Place pages offer "Add to my trip": its code starts loading with theirs.
preloadSaveToTrip();
import { unbreakablePhone } from '#/lib/phone';

export interface DetailScreenProps {
  id: string;
  crumbs: Crumb[];
  title: string;
  fallbackFields?: string[] | undefined;
  banner?: string | undefined;
  summary?: string | undefined;
  /** Server-sanitised HTML. */
  descriptionHtml?: string | undefined;
  infos?: SightInfos | undefined;
  badges?: ReactNode;
  /** Extra sections after the description (awards, subsights, tags, dates). */
  children?: ReactNode;
  coordinate: Coordinate | undefined;
  subsights?: SubSight[] | undefined;
  pois?: Poi[] | undefined;
  /** Photos of the place, opened in the image slider. */
  gallery?: readonly string[] | undefined;
  /** Names for the 'search on other site' links. */
  altNames?: { zh?: string | undefined; en?: string | undefined };
  /** What the warnings in force mean for the place. */
  status?: PlaceStatus | undefined;
  /** What My trip saves the place as, and its page after `/{locale}/`: the page offers "Add to my trip". */
  save?: { kind: TripKind; path: string; dates?: readonly DateRange[] | undefined } | undefined;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="fact">
      <dt>
        {icon}
        <span>{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The fields of a place's page that come straight from its API record. */
export function detailPropsOf(data: {
  id: string;
  name: string;
  title?: string | undefined;
  fallbackFields?: string[] | undefined;
  banner?: string | undefined;
  summary?: string | undefined;
  description?: string | undefined;
  infos?: SightInfos | undefined;
  coordinate: Coordinate | undefined;
  pois?: Poi[] | undefined;
  gallery?: readonly string[] | undefined;
  status?: PlaceStatus | undefined;
}): Pick<
  DetailScreenProps,
  'id' | 'title' | 'fallbackFields' | 'banner' | 'summary' | 'descriptionHtml' | 'infos' | 'coordinate' | 'pois' | 'gallery' | 'status'
> {
  return {
    id: data.id,
    title: data.title || data.name,
    fallbackFields: data.fallbackFields,
    banner: data.banner,
    summary: data.summary,
    descriptionHtml: data.description,
    infos: data.infos,
    coordinate: data.coordinate,
    pois: data.pois,
    gallery: data.gallery,
    status: data.status,
  };
}

export function DetailScreen(props: DetailScreenProps) {
  const {
    id,
    crumbs,
    title,
    fallbackFields,
    banner,
    summary,
    descriptionHtml,
    infos,
    badges,
    children,
    coordinate,
    subsights = [],
    pois = [],
    gallery = [],
    altNames,
    status,
    save,
  } = props;
  const { t, i18n } = useLingui();
  useDocumentTitle(title);
  const coords = useMemo(() => coordinateListOf(coordinate), [coordinate]);
  useEffect(() => {
    // SPEC §5: a detail without coordinates logs a warning and skips nearby POIs.
    if (coords.length === 0) console.warn(`No usable coordinates for "${id}": nearby places are not shown`);
  }, [coords.length, id]);
  const markers = useMemo<MapMarker[]>(
    () => [
      ...(coords.length ? [{ id, name: title, coordinate: coords }] : []),
      ...subsights.filter((s) => coordinateListOf(s.coordinate).length > 0).map((s) => ({ id: `sub:${s.id}`, name: s.name, coordinate: s.coordinate })),
    ],
    [coords, id, title, subsights],
  );
  const [activeId, setActiveId] = useState<string | null>(id);
  const mapLabel = t`Map of ${title}`;
  const website = infos?.website ? safeExternalUrl(infos.website) : null;
  const destination = coords[0];
  const walkLine = useWalkLine(id);

  return (
    <SightMapLayout
      map={
        <MapPanel
          label={mapLabel}
          markers={markers}
          activeId={activeId}
          onActiveChange={setActiveId}
          renderMarkerPopup={(mid) => <p className="marker-popup__name">{markers.find((m) => m.id === mid)?.name}</p>}
          detail
          walkRoute={walkLine}
          excludePoiId={id}
          {...(coords.length ? { poiCenter: coords, initialPois: pois } : {})}
        />
      }
    >
      <article className="detail">
        {banner ? <LazyImage src={banner} alt="" aspect="banner" width={960} className="detail__banner" priority /> : null}
        <Breadcrumb items={crumbs} />
        <FallbackText fields={fallbackFields} field="name" as="h1">
          {title}
        </FallbackText>
        {badges ? <div className="detail__badges">{badges}</div> : null}
        <PlaceStatusNote status={status} className="detail__status" />
        {summary ? (
          <FallbackText fields={fallbackFields} field="summary" as="p">
            <span className="detail__summary">{summary}</span>
          </FallbackText>
        ) : null}
        <div className="detail__actions">
          {save ? (
            <SaveToTrip
              kind={save.kind}
              id={id}
              name={title}
              address={infos?.address}
              coordinate={coordinate}
              path={save.path}
              hours={infos?.hours}
              publicHolidays={infos?.publicHolidays}
              dates={save.dates}
              statusKind={status?.kind}
            />
          ) : null}
          <ShareButton title={title} className="button button--ghost button--small" />
          {coords.length ? (
            <button type="button" className="button button--ghost button--small" onClick={() => modals.open(GEO_INFO_MODAL)}>
              <MapIcon aria-hidden="true" size={16} />
              <Trans>Map and nearby places</Trans>
            </button>
          ) : null}
          {coords.length ? <ShowMapButton /> : null}
        </div>
        {infos && (infos.address || infos.openingHour || infos.hours || infos.tel || infos.admission || infos.price || website || infos.venue) ? (
          <dl className="detail__facts">
            {infos.venue ? (
              <Fact icon={<MapPin aria-hidden="true" size={18} />} label={t`Venue`}>
                <span {...fallbackAttrs(infos.fallbackFields, 'venue', i18n.locale)}>{infos.venue}</span>
              </Fact>
            ) : null}
            {infos.address ? (
              <Fact icon={<MapPin aria-hidden="true" size={18} />} label={t`Address`}>
                <span {...fallbackAttrs(infos.fallbackFields, 'address', i18n.locale)}>{infos.address}</span>
              </Fact>
            ) : null}
            {infos.hours || infos.openingHour ? (
              <Fact icon={<Clock aria-hidden="true" size={18} />} label={t`Opening hours`}>
                {infos.hours ? <OpenNow hours={infos.hours} publicHolidays={infos.publicHolidays} className="detail__open-now" /> : null}
                <OpeningHoursText text={infos.openingHour} hours={infos.openingHours} spec={infos.hours} fallbackFields={infos.fallbackFields} />
              </Fact>
            ) : null}
            {infos.tel ? (
              <Fact icon={<Phone aria-hidden="true" size={18} />} label={t`Telephone`}>
                <a href={telHref(infos.tel)} dir="ltr" className="ltr-island">
                  {unbreakablePhone(infos.tel)}
                </a>
              </Fact>
            ) : null}
            {infos.admission ? (
              <Fact icon={<Ticket aria-hidden="true" size={18} />} label={t`Admission`}>
                <span {...fallbackAttrs(infos.fallbackFields, 'admission', i18n.locale)}>{infos.admission}</span>
              </Fact>
            ) : null}
            {infos.price ? (
              <Fact icon={<Ticket aria-hidden="true" size={18} />} label={t`Price`}>
                <span {...fallbackAttrs(infos.fallbackFields, 'price', i18n.locale)}>{infos.price}</span>
              </Fact>
            ) : null}
            {website ? (
              <Fact icon={<Globe aria-hidden="true" size={18} />} label={t`Website`}>
                <a href={website.toString()} target="_blank" rel="noopener noreferrer">
                  {website.hostname}
                  <Link2 aria-hidden="true" size={14} />
                </a>
              </Fact>
            ) : null}
          </dl>
        ) : null}
        {descriptionHtml ? (
          <div
            className="detail__description rich-text"
            // English fallback keeps its own direction inside a right-to-left page.
            {...fallbackAttrs(fallbackFields, 'description', i18n.locale)}
            dangerouslySetInnerHTML={{ __html: descriptionHtml }}
          />
        ) : null}
        <PhotoGallery images={gallery} name={title} />
        {children}
        <PlaceProvenance name={title} sources={infos?.sources} checked={infos?.checked} />
        {subsights.length > 0 ? (
          <section className="detail__section" aria-labelledby="subsights-heading">
            <h2 id="subsights-heading">
              <Trans>Also here</Trans>
            </h2>
            <ul className="subsights">
              {subsights.map((s) => (
                <li key={s.id}>
                  <button type="button" className="subsight" aria-pressed={activeId === `sub:${s.id}`} onClick={() => setActiveId(`sub:${s.id}`)}>
                    <span className="subsight__name">{s.name}</span>
                    {s.summary ? <span className="subsight__summary">{s.summary}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {destination ? <WalkHere placeId={id} name={title} destination={destination} /> : null}
        {destination ? <DirectionsLinks destination={destination} name={title} /> : null}
        {altNames ? <OtherSiteLinks zh={altNames.zh} en={altNames.en} /> : null}
      </article>
      {coords.length ? <GeoInfoModal id={id} name={title} description={summary} coordinates={coords} pois={pois} /> : null}
    </SightMapLayout>
  );
}
