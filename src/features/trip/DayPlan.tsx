// One day of the trip: its date and start, the walking total, "Order to walk less", and its stops, which move by
// drag and drop, by the keyboard (buttons up, down and to another day) and carry a note each.
import { useState, type DragEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, CalendarX, Footprints, GripVertical, Route, Trash2, TriangleAlert } from 'lucide-react';
import { LOCALE_TABLE, type Locale } from '#shared/locales';
import { formatClock } from '#shared/format';
import { isShut } from '#shared/warnings';
import { PlaceStatusNote } from '#/components/PlaceStatusNote';
import { usePlaceEffect } from '#/components/usePlaceEffect';
import { moveStop, removeDay, removePlace, reorderDay, setNote, updateDay } from '#/lib/trip/model';
import { shortWalkOrder } from '#/lib/trip/order';
import { walkingMinutes } from '#/lib/trip/walking';
import { changeTrip } from './store';
import { checkText, dayDate, minutesText } from './words';
import { DaySketch } from './TripMap';
import type { DayView, StopView } from './useDayView';

const DRAG_TYPE = 'application/x-macao-trip-stop';

export interface DayPlanProps {
  view: DayView;
  days: { id: string; label: string }[];
  locale: Locale;
  active: boolean;
  onActivate: () => void;
  /** Tells screen reader users what a move did. */
  announce: (text: string) => void;
  readOnly?: boolean;
}

const parseClock = (v: string): number | undefined => {
  const m = /^(\d{2}):(\d{2})$/.exec(v);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
};
const clockValue = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function DayPlan({ view, days, locale, active, onActivate, announce, readOnly = false }: DayPlanProps) {
  const { t } = useLingui();
  const bcp47 = LOCALE_TABLE[locale].bcp47;
  const n = view.index + 1;
  const dayLabel = t`Day ${n}`;
  const date = dayDate(view.day.date, bcp47);
  const walking = minutesText(view.walking, bcp47);
  const count = view.stops.length;
  const [dropAt, setDropAt] = useState<number | null>(null);

  const orderToWalkLess = () => {
    const located = view.stops.every((s) => s.place.coordinate);
    if (!located || count < 3) return;
    const order = shortWalkOrder(count, (a, b) => walkingMinutes(view.stops[a]!.place.coordinate!, view.stops[b]!.place.coordinate!));
    void changeTrip((tr) =>
      reorderDay(
        tr,
        view.day.id,
        order.map((i) => view.stops[i]!.key),
      ),
    );
    announce(t`${dayLabel}: stops put in the order that walks least`);
  };

  const dropOn = (index: number) => (e: DragEvent) => {
    const key = e.dataTransfer.getData(DRAG_TYPE);
    setDropAt(null);
    if (!key) return;
    e.preventDefault();
    void changeTrip((tr) => moveStop(tr, key, view.day.id, index));
  };
  const allowDrop = (index: number) => (e: DragEvent) => {
    if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    setDropAt(index);
  };

  return (
    <section className={`trip-day${active ? ' is-active' : ''}`} aria-labelledby={`trip-day-${view.day.id}`} onFocusCapture={onActivate} onClick={onActivate}>
      <header className="trip-day__head">
        <h2 id={`trip-day-${view.day.id}`} className="trip-day__title">
          <span>{dayLabel}</span> <span className="trip-day__date">{date}</span>
        </h2>
        {readOnly ? null : (
          <div className="trip-day__settings">
            <label>
              <span>{t`Date`}</span>
              <input
                type="date"
                value={view.day.date}
                onChange={(e) => /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) && void changeTrip((tr) => updateDay(tr, view.day.id, { date: e.target.value }))}
              />
            </label>
            <label>
              <span>{t`Start at`}</span>
              <input
                type="time"
                value={clockValue(view.day.start)}
                onChange={(e) => {
                  const start = parseClock(e.target.value);
                  if (start !== undefined) void changeTrip((tr) => updateDay(tr, view.day.id, { start }));
                }}
              />
            </label>
          </div>
        )}
        <p className="trip-day__total">
          <Footprints aria-hidden="true" size={16} />
          <span>
            <Plural value={count} one="# stop" other="# stops" />
            {' · '}
            <Trans>about {walking} walking</Trans>
          </span>
        </p>
        {readOnly ? null : (
          <div className="trip-day__actions">
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={orderToWalkLess}
              disabled={count < 3 || view.stops.some((s) => !s.place.coordinate)}
            >
              <Route aria-hidden="true" size={16} />
              {t`Order to walk less`}
            </button>
            {days.length > 1 ? (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => {
                  void changeTrip((tr) => removeDay(tr, view.day.id));
                  announce(t`${dayLabel} removed; its places moved to the day before`);
                }}
              >
                <CalendarX aria-hidden="true" size={16} />
                {t`Remove this day`}
              </button>
            ) : null}
          </div>
        )}
      </header>
      <DaySketch stops={view.stops} label={t`Sketch of ${dayLabel}: the stops in order`} />
      {count === 0 ? (
        <p
          className={`trip-day__empty${dropAt === 0 ? ' is-drop-target' : ''}`}
          onDragOver={allowDrop(0)}
          onDragLeave={() => setDropAt(null)}
          onDrop={dropOn(0)}
        >
          {t`No places on this day yet. Move places here from another day.`}
        </p>
      ) : (
        <ol className="trip-stops">
          {view.stops.map((s, i) => (
            <StopRow
              key={s.key}
              stop={s}
              index={i}
              view={view}
              days={days}
              locale={locale}
              announce={announce}
              readOnly={readOnly}
              dropTarget={dropAt === i}
              onDragOver={allowDrop(i)}
              onDrop={dropOn(i)}
              onDragLeave={() => setDropAt(null)}
            />
          ))}
          {readOnly ? null : (
            <li
              className={`trip-stops__end${dropAt === count ? ' is-drop-target' : ''}`}
              onDragOver={allowDrop(count)}
              onDragLeave={() => setDropAt(null)}
              onDrop={dropOn(count)}
              aria-hidden="true"
            />
          )}
        </ol>
      )}
    </section>
  );
}

function StopRow({
  stop,
  index,
  view,
  days,
  locale,
  announce,
  readOnly,
  dropTarget,
  onDragOver,
  onDrop,
  onDragLeave,
}: {
  stop: StopView;
  index: number;
  view: DayView;
  days: { id: string; label: string }[];
  locale: Locale;
  announce: (text: string) => void;
  readOnly: boolean;
  dropTarget: boolean;
  onDragOver: (e: DragEvent) => void;
  onDrop: (e: DragEvent) => void;
  onDragLeave: () => void;
}) {
  const { t, i18n } = useLingui();
  const bcp47 = LOCALE_TABLE[locale].bcp47;
  const status = stop.place.statusKind ? { kind: stop.place.statusKind, asOf: 0 } : undefined;
  const effect = usePlaceEffect(status);
  const shut = isShut(effect);
  const name = stop.name.text;
  const arrive = formatClock(stop.time.arrive, bcp47);
  const walk = stop.time.walkBefore !== undefined ? minutesText(stop.time.walkBefore, bcp47) : undefined;
  const position = index + 1;
  const last = view.stops.length;
  const move = (to: number) => {
    void changeTrip((tr) => moveStop(tr, stop.key, view.day.id, to));
    const at = to + 1;
    announce(t`${name} moved to stop ${at} of ${last}`);
  };
  const warnings = stop.checks.length > 0 || shut;
  const href: string = `/${locale}/${stop.place.path}`;
  return (
    <li
      className={`trip-stop${shut ? ' is-shut' : ''}${warnings ? ' has-warnings' : ''}${dropTarget ? ' is-drop-target' : ''}`}
      data-key={stop.key}
      draggable={!readOnly}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, stop.key);
        e.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={onDragOver}
      onDrop={onDrop}
      onDragLeave={onDragLeave}
    >
      {walk ? (
        <p className="trip-stop__walk">
          <Footprints aria-hidden="true" size={14} />
          <Trans>Walk about {walk}</Trans>
        </p>
      ) : null}
      <div className="trip-stop__card">
        {readOnly ? null : <GripVertical aria-hidden="true" size={18} className="trip-stop__grip" />}
        <span className="trip-stop__number" aria-hidden="true">
          {position}
        </span>
        <div className="trip-stop__body">
          <h3 className="trip-stop__name">
            <span className="visually-hidden">{t`Stop ${position}:`} </span>
            <Link to={href} lang={stop.name.locale !== locale ? stop.name.locale : undefined} dir="auto">
              {name}
            </Link>
          </h3>
          {stop.address ? (
            <p className="trip-stop__address" lang={stop.address.locale !== locale ? stop.address.locale : undefined} dir="auto">
              {stop.address.text}
            </p>
          ) : null}
          <p className="trip-stop__time">
            <Trans>Arrive about {arrive}</Trans>
          </p>
          {status ? <PlaceStatusNote status={status} className="trip-stop__status" /> : null}
          {stop.checks.length ? (
            <ul className="trip-stop__checks">
              {stop.checks.map((c) => (
                <li key={c.kind}>
                  <TriangleAlert aria-hidden="true" size={14} />
                  {checkText(c, i18n, bcp47)}
                </li>
              ))}
            </ul>
          ) : null}
          {readOnly ? (
            stop.note ? (
              <p className="trip-stop__note-text">{stop.note}</p>
            ) : null
          ) : (
            <label className={`trip-stop__note${stop.note ? '' : ' is-empty'}`}>
              <span>{t`Note`}</span>
              <textarea rows={1} value={stop.note} maxLength={500} onChange={(e) => void changeTrip((tr) => setNote(tr, stop.key, e.target.value))} />
            </label>
          )}
        </div>
        {readOnly ? null : (
          <div className="trip-stop__controls">
            <button
              type="button"
              className="icon-button"
              disabled={index === 0}
              onClick={() => move(index - 1)}
              aria-label={t`Move up: ${name}`}
              title={t`Move up`}
            >
              <ArrowUp aria-hidden="true" size={18} />
            </button>
            <button
              type="button"
              className="icon-button"
              disabled={index === last - 1}
              onClick={() => move(index + 1)}
              aria-label={t`Move down: ${name}`}
              title={t`Move down`}
            >
              <ArrowDown aria-hidden="true" size={18} />
            </button>
            {days.length > 1 ? (
              <label className="trip-stop__day">
                <span className="visually-hidden">{t`Move to another day: ${name}`}</span>
                <select
                  value={view.day.id}
                  onChange={(e) => {
                    const to = days.find((d) => d.id === e.target.value);
                    if (!to) return;
                    void changeTrip((tr) => moveStop(tr, stop.key, to.id, Number.MAX_SAFE_INTEGER));
                    const dayName = to.label;
                    announce(t`${name} moved to ${dayName}`);
                  }}
                >
                  {days.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.label}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <button
              type="button"
              className="icon-button"
              onClick={() => {
                void changeTrip((tr) => removePlace(tr, stop.key));
                announce(t`${name} removed from your trip`);
              }}
              aria-label={t`Remove from my trip: ${name}`}
              title={t`Remove from my trip`}
            >
              <Trash2 aria-hidden="true" size={18} />
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
