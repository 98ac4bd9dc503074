// The walk shown on the map (issue 33): the place page's "Walk here" puts its route here, the map draws it.
import { proxy, ref, useSnapshot } from 'valtio';
import type { LonLat } from '#shared/geo';

interface WalkState {
  /** The place the route leads to, so another page's map never draws it. */
  placeId: string | null;
  line: readonly LonLat[] | null;
}

export const walkOnMap = proxy<WalkState>({ placeId: null, line: null });

export function showWalk(placeId: string, line: LonLat[]): void {
  walkOnMap.placeId = placeId;
  // A route is hundreds of points: kept as one value, never tracked point by point.
  walkOnMap.line = ref(line);
}

export function clearWalk(placeId?: string): void {
  if (placeId !== undefined && walkOnMap.placeId !== placeId) return;
  walkOnMap.placeId = null;
  walkOnMap.line = null;
}

/** The route to draw for a place's map, or undefined. */
export function useWalkLine(placeId: string | undefined): LonLat[] | undefined {
  const s = useSnapshot(walkOnMap);
  return placeId !== undefined && s.placeId === placeId && s.line ? (s.line as LonLat[]) : undefined;
}

/** The route to draw on a map of several places (the ports of entry), whichever of them it leads to. */
export function useWalkLineAmong(placeIds: readonly string[]): LonLat[] | undefined {
  const s = useSnapshot(walkOnMap);
  return s.placeId !== null && placeIds.includes(s.placeId) && s.line ? (s.line as LonLat[]) : undefined;
}
