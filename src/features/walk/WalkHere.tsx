// "Walk here" (issue 33): the one control every place page, card and popup uses. It routes on foot from the
// visitor's position to the place on the offline walking graph (in a worker), draws the route on the place's map,
// and shows the distance, the time, a short turn list, honest accessibility notes, transit for long walks and the
// outside map apps.
import { useEffect, useId, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Footprints, LocateFixed } from 'lucide-react';
import { LOCALE_TABLE } from '#shared/locales';
import { formatDistance } from '#shared/format';
import type { LonLat } from '#shared/geo';
import type { WalkRoute } from '#shared/walk/route';
import { useLocale } from '#/i18n/current';
import { walkingLinks, type WalkingProvider } from '#/lib/directions';
import { turnGeolocationOn, useGeolocation } from '#/state/geolocation';
import { clearWalk, showWalk } from '#/state/walk';
import { routeBetween } from './route-between';
import { streetLabel, turnText, walkSummary } from './turn-text';
import { useAccessibleEntrance } from './useAccessibleEntrance';
import { StartPicker, type WalkStart } from './StartPicker';
import { WALK_ANCHOR } from './anchor';
import './walk.css';

export interface WalkHereProps {
  placeId: string;
  /** The place's name in the visitor's language. */
  name: string;
  destination: LonLat;
  /** A page that opened from a card's "Walk here" starts with the panel open. */
  initiallyOpen?: boolean;
  /** The page's one #walk target (a place page); false where a list shows one control per place (ports of entry). */
  anchor?: boolean;
}

type Result = { state: 'idle' } | { state: 'loading' } | { state: 'done'; route: WalkRoute } | { state: 'error' };

export function WalkHere({ placeId, name, destination, initiallyOpen = false, anchor = true }: WalkHereProps) {
  const { t } = useLingui();
  const geo = useGeolocation();
  const [open, setOpen] = useState(initiallyOpen);
  const [stepFree, setStepFree] = useState(false);
  const [result, setResult] = useState<Result>({ state: 'idle' });
  const [start, setStart] = useState<WalkStart>({ kind: 'me' });
  const panelId = useId();
  const access = useAccessibleEntrance(placeId, open && stepFree);
  const here = geo.status === 'on' && geo.position ? ([geo.position[0], geo.position[1]] as LonLat) : null;
  const origin = start.kind === 'place' ? start.position : here;
  // A card's or popup's "Walk here" leads to …#walk: the panel opens there. Read after hydration (the server never
  // sees the hash), so the server's markup and the first render agree.
  const hash = useRouterState({ select: (s) => s.location.hash });
  useEffect(() => {
    if (anchor && hash === WALK_ANCHOR) setOpen(true);
  }, [anchor, hash]);
  const [oLon, oLat] = origin ?? [NaN, NaN];
  const [eLon, eLat] = access?.entrance ?? [NaN, NaN];

  useEffect(() => {
    if (!open || Number.isNaN(oLon)) return;
    let live = true;
    setResult({ state: 'loading' });
    const to = { lon: destination[0], lat: destination[1], ...(Number.isNaN(eLon) ? {} : { stepFreeEntrance: { lon: eLon, lat: eLat } }) };
    routeBetween({ lon: oLon, lat: oLat }, to, { stepFree }).then(
      (route) => {
        if (!live) return;
        setResult({ state: 'done', route });
        if (route.status === 'ok') showWalk(placeId, route.line);
        else clearWalk(placeId);
      },
      () => live && setResult({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [open, oLon, oLat, destination, stepFree, eLon, eLat, placeId]);

  useEffect(() => () => clearWalk(placeId), [placeId]);

  const providers: Record<WalkingProvider, string> = { google: t`Google Maps`, amap: t`Amap`, apple: t`Apple Maps` };

  // A page's one panel is a named region; in a list (one per port) each sits in its place's own section, and a named
  // region per item would repeat one landmark name many times over.
  const Frame = anchor ? 'section' : 'div';
  return (
    <Frame className="walk-here" id={anchor ? WALK_ANCHOR : undefined} aria-label={anchor ? t`Walking directions` : undefined}>
      <button
        type="button"
        className="button button--primary button--small walk-here__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (open) clearWalk(placeId);
          setOpen(!open);
        }}
      >
        <Footprints aria-hidden="true" size={16} />
        <Trans>Walk here</Trans>
      </button>
      {open ? (
        <div id={panelId} className="walk-here__panel">
          <label className="walk-here__option">
            <input type="checkbox" checked={stepFree} onChange={(e) => setStepFree(e.target.checked)} />
            <Trans>Step-free route (avoids steps)</Trans>
          </label>
          <StartPicker value={start} onChange={setStart} />
          {start.kind === 'me' && !here ? (
            <div className="walk-here__origin">
              <p>
                <Trans>Share your position to walk from where you are.</Trans>
              </p>
              <button type="button" className="button button--ghost button--small" onClick={turnGeolocationOn} disabled={geo.status === 'loading'}>
                <LocateFixed aria-hidden="true" size={16} />
                <Trans>Use my position</Trans>
              </button>
            </div>
          ) : null}
          <div className="walk-here__result" aria-live="polite">
            {result.state === 'loading' ? (
              <p>
                <Trans>Finding a walking route…</Trans>
              </p>
            ) : null}
            {result.state === 'error' ? (
              <p>
                <Trans>Walking directions need a connection, or the guide saved for offline use.</Trans>
              </p>
            ) : null}
            {result.state === 'done' && origin ? (
              <RouteDetails
                route={result.route}
                name={name}
                from={start.kind === 'place' ? start.name : undefined}
                stepFree={stepFree}
                wheelChair={access?.wheelChair}
              />
            ) : null}
          </div>
          <p className="walk-here__elsewhere">
            <Trans>Open in another map app:</Trans>{' '}
            {walkingLinks(destination, name, origin).map((l) => {
              const provider = providers[l.provider];
              return (
                <a key={l.provider} href={l.href} target="_blank" rel="noopener noreferrer" data-provider={l.provider}>
                  {provider}
                  <ExternalLink aria-hidden="true" size={12} />
                  <span className="visually-hidden">{t`(opens in a new tab)`}</span>
                </a>
              );
            })}
          </p>
        </div>
      ) : null}
    </Frame>
  );
}

/** A street name kept whole inside a sentence of the other direction (first-strong isolate … pop isolate). */
const isolate = (text: string) => (text ? `\u2068${text}\u2069` : text);

function RouteDetails({
  route,
  name: place,
  from,
  stepFree: free,
  wheelChair,
}: {
  route: WalkRoute;
  name: string;
  /** The start's name when it is a place, not the visitor's position. */
  from: string | undefined;
  stepFree: boolean;
  wheelChair: string | undefined;
}) {
  const { i18n } = useLingui();
  const bcp47 = LOCALE_TABLE[useLocale()].bcp47;
  if (route.status === 'off-network')
    return (
      <p>
        <Trans>No walking route: one end is too far from any street or footpath we know.</Trans>
      </p>
    );
  const transit = route.transit ? <TransitList route={route} /> : null;
  if (route.status === 'no-walk')
    return (
      <>
        <p>
          <Trans>No footpath links these two places: they are on different sides of the water (pedestrians may not cross the bridges).</Trans>
        </p>
        {transit}
      </>
    );
  if (route.status === 'no-step-free')
    return (
      <>
        <p>
          <Trans>No step-free walking route is known between these places.</Trans>
        </p>
        {transit}
      </>
    );
  const unknownShare = route.metres > 0 ? route.unknownMetres / route.metres : 0;
  const unknown = formatDistance(route.unknownMetres, bcp47);
  const steep = formatDistance(route.steepMetres, bcp47);
  const flights = route.stepsCount;
  return (
    <>
      <p className="walk-here__summary" data-testid="walk-summary">
        {walkSummary(i18n, route.metres, route.minutes, bcp47)}
      </p>
      {!free && flights > 0 ? (
        <p className="walk-here__note">
          <Plural value={flights} one="This route takes one flight of steps." other="This route takes # flights of steps." />
        </p>
      ) : null}
      {free ? (
        <p className="walk-here__note">
          <Trans>This route avoids every flight of steps in our data.</Trans> {route.steepMetres > 0 ? <Trans>It has {steep} of sloping lanes.</Trans> : null}
        </p>
      ) : null}
      {free && unknownShare > 0.05 ? (
        <p className="walk-here__note">
          <Trans>The step-free access of {unknown} of this route (pavements, kerbs, crossings) is not known.</Trans>
        </p>
      ) : null}
      {free && wheelChair === 'no' ? (
        <p className="walk-here__note">
          <Trans>The barrier-free guide lists {place} as not accessible by wheelchair.</Trans>
        </p>
      ) : null}
      {free && wheelChair === 'half' ? (
        <p className="walk-here__note">
          <Trans>The barrier-free guide lists {place} as partly accessible by wheelchair.</Trans>
        </p>
      ) : null}
      <ol className="walk-here__turns">
        {from ? (
          <li>
            <Trans>Start at {from}</Trans>
          </li>
        ) : null}
        {route.steps.map((s, i) => (
          <li key={i}>
            <bdi>{turnText(i18n, s, isolate(streetLabel(route.streets[i])))}</bdi> <bdi className="walk-here__leg">{formatDistance(s.metres, bcp47)}</bdi>
          </li>
        ))}
        <li>
          <Trans>Arrive at {place}</Trans>
        </li>
      </ol>
      {transit}
      <p className="walk-here__credit">
        <Trans>
          Walking routes from map data{' '}
          <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">
            © OpenStreetMap contributors
          </a>{' '}
          (ODbL)
        </Trans>
      </p>
    </>
  );
}

function TransitList({ route }: { route: WalkRoute }) {
  const locale = useLocale();
  const tr = route.transit;
  if (!tr || (tr.bus.length === 0 && !tr.lrt)) return null;
  return (
    <div className="walk-here__transit">
      <h3>
        <Trans>A long way on foot: public transport (no timetables here)</Trans>
      </h3>
      <ul>
        {tr.bus.map((b) => {
          const bus = b.route;
          const board = b.board;
          const alight = b.alight;
          if (b.change) {
            const change = b.change.at;
            const next = b.change.route;
            const nextStop = b.change.from;
            return (
              <li key={`${b.route}>${next}`}>
                {change === nextStop ? (
                  <Trans>
                    Bus {bus}: board at {board}, change at {change} to bus {next}, get off at {alight}
                  </Trans>
                ) : (
                  <Trans>
                    Bus {bus}: board at {board}, get off at {change}, walk to {nextStop} for bus {next}, get off at {alight}
                  </Trans>
                )}
              </li>
            );
          }
          return (
            <li key={b.route}>
              <Trans>
                Bus {bus}: board at {board}, get off at {alight}
              </Trans>
            </li>
          );
        })}
        {tr.lrt
          ? (() => {
              const board = locale.startsWith('zh') ? tr.lrt.board.zh : locale === 'pt' ? tr.lrt.board.pt : tr.lrt.board.en;
              const alight = locale.startsWith('zh') ? tr.lrt.alight.zh : locale === 'pt' ? tr.lrt.alight.pt : tr.lrt.alight.en;
              return (
                <li>
                  <Trans>
                    Light Rail: from {board} station to {alight} station
                  </Trans>
                </li>
              );
            })()
          : null}
      </ul>
    </div>
  );
}
