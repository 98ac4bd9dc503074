// The walking routes between a trip's consecutive stops, asked of the offline walking graph (issue 33) once per pair
// and kept for the page's life: minutes by walkKey. Until a route answers, or where none joins two stops (the
// peninsula and the islands), the day keeps the straight-line estimate.
import { useEffect, useState } from 'react';
import type { LonLat } from '#shared/geo';
import { routeBetween } from '#/features/walk';
import { walkKey } from '#/lib/trip/walking';
import type { Trip } from '#/lib/trip/model';

const asked = new Map<string, Promise<number | undefined>>();

function routeMinutes(a: LonLat, b: LonLat): Promise<number | undefined> {
  const key = walkKey(a, b);
  let p = asked.get(key);
  if (!p) {
    p = routeBetween({ lon: a[0], lat: a[1] }, { lon: b[0], lat: b[1] }).then(
      (r) => (r.status === 'ok' ? Math.max(1, Math.ceil(r.minutes)) : undefined),
      () => undefined,
    );
    asked.set(key, p);
  }
  return p;
}

/** Consecutive pairs of stops with a position, over every day. */
function legs(trip: Trip): [LonLat, LonLat][] {
  const out: [LonLat, LonLat][] = [];
  for (const day of trip.days) {
    const points = day.stops.flatMap((s) => {
      const c = trip.places[s.key]?.coordinate;
      return c ? [c] : [];
    });
    for (let i = 1; i < points.length; i++) out.push([points[i - 1]!, points[i]!]);
  }
  return out;
}

export function useWalkRoutes(trip: Trip): ReadonlyMap<string, number> {
  const [routes, setRoutes] = useState<ReadonlyMap<string, number>>(() => new Map());
  useEffect(() => {
    let live = true;
    const missing = legs(trip).filter(([a, b]) => !routes.has(walkKey(a, b)));
    if (missing.length === 0) return;
    void Promise.all(missing.map(async ([a, b]) => [walkKey(a, b), await routeMinutes(a, b)] as const)).then((found) => {
      if (!live) return;
      const known = found.filter((f): f is readonly [string, number] => f[1] !== undefined);
      if (known.length) setRoutes((prev) => new Map([...prev, ...known]));
    });
    return () => {
      live = false;
    };
    // `routes` is read to skip pairs already known; the effect runs again when the trip changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trip]);
  return routes;
}
