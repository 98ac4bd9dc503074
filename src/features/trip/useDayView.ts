// What a day shows: its stops with their place in the current language, arrival times, walks, plan checks and the
// day's walking total. Pure derivation from the trip; the components only word it.
import { useMemo } from 'react';
import type { Locale } from '#shared/locales';
import { planChecks, type PlanCheck } from '#/lib/trip/checks';
import { localText, type Trip, type TripDay, type TripPlace } from '#/lib/trip/model';
import { daySchedule, type TimedStop } from '#/lib/trip/schedule';
import { walkingMinutes, walkingWith } from '#/lib/trip/walking';
import type { LonLat } from '#shared/geo';
import { useWalkRoutes } from './useWalkRoutes';

export interface StopView {
  key: string;
  note: string;
  place: TripPlace;
  name: { text: string; locale: Locale };
  address?: { text: string; locale: Locale } | undefined;
  time: TimedStop;
  checks: PlanCheck[];
}

export interface DayView {
  day: TripDay;
  index: number;
  stops: StopView[];
  walking: number;
}

export function dayView(trip: Trip, day: TripDay, index: number, locale: Locale, walk: (a: LonLat, b: LonLat) => number = walkingMinutes): DayView {
  const stops = day.stops.flatMap((s) => {
    const place = trip.places[s.key];
    return place ? [{ stop: s, place }] : [];
  });
  const schedule = daySchedule(
    day.start,
    stops.map(({ place }) => ({ kind: place.kind, coordinate: place.coordinate })),
    walk,
  );
  return {
    day,
    index,
    walking: schedule.walking,
    stops: stops.map(({ stop, place }, i) => {
      const time = schedule.stops[i]!;
      return {
        key: stop.key,
        note: stop.note,
        place,
        name: localText(place.names, locale) ?? { text: place.id, locale: 'en' },
        address: localText(place.addresses, locale),
        time,
        checks: planChecks({
          date: day.date,
          arrive: time.arrive,
          leave: time.leave,
          hours: place.hours,
          publicHolidays: place.publicHolidays,
          dates: place.dates,
        }),
      };
    }),
  };
}

export function useDayViews(trip: Trip, locale: Locale): DayView[] {
  const routes = useWalkRoutes(trip);
  return useMemo(() => {
    const walk = walkingWith(routes);
    return trip.days.map((d, i) => dayView(trip, d, i, locale, walk));
  }, [trip, locale, routes]);
}
