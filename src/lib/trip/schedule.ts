// A day's timetable: when the visitor reaches each stop, from the day's start, the time spent at each stop and the
// walks between them (walkingMinutes). The stays are planning assumptions, shown as "about".
import type { LonLat } from '#shared/geo';
import type { TripKind } from './model';
import { walkingMinutes } from './walking';

/** Minutes spent at a stop of each kind. */
export const STAY_MINUTES: Record<TripKind, number> = { sight: 60, restaurant: 75, hotel: 15, event: 90, tour: 120, 'barrier-free': 60 };

export interface ScheduleStop {
  kind: TripKind;
  coordinate?: LonLat | undefined;
}

export interface TimedStop {
  /** Minutes after midnight. */
  arrive: number;
  leave: number;
  /** The walk from the stop before; undefined for the first stop or when either end has no coordinate. */
  walkBefore?: number;
}

export function daySchedule(start: number, stops: readonly ScheduleStop[], walk = walkingMinutes): { stops: TimedStop[]; walking: number } {
  let clock = start;
  let walking = 0;
  const timed = stops.map((s, i): TimedStop => {
    const prev = stops[i - 1];
    const w = prev?.coordinate && s.coordinate ? walk(prev.coordinate, s.coordinate) : undefined;
    if (w !== undefined) {
      walking += w;
      clock += w;
    }
    const arrive = clock;
    clock += STAY_MINUTES[s.kind];
    return { arrive, leave: clock, ...(w !== undefined ? { walkBefore: w } : {}) };
  });
  return { stops: timed, walking };
}
