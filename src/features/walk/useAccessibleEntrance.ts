// What the barrier-free guide knows of a place for a step-free walk: its entrance position and wheelchair level.
import { useQueries } from '@tanstack/react-query';
import type { LonLat } from '#shared/geo';
import { ACCESSIBILITY_FILES, accessibilityFileQuery } from '#/api/accessibility-queries';
import { useLocale } from '#/i18n/current';

export interface AccessibleEntrance {
  /** The guide's position of the place (its accessible entrance), as [lon, lat]. */
  entrance: LonLat | undefined;
  wheelChair: string | undefined;
}

/** Read only when step-free is asked for: the guide's files are part of the saved guide's core. */
export function useAccessibleEntrance(placeId: string, enabled: boolean): AccessibleEntrance | undefined {
  const locale = useLocale();
  const results = useQueries({ queries: ACCESSIBILITY_FILES.map((f) => ({ ...accessibilityFileQuery(locale, f), enabled })) });
  for (const r of results) {
    const item = r.data?.find((i) => i.poiId === placeId);
    if (!item) continue;
    const [lat, lon] = item.coordinate;
    return { entrance: typeof lat === 'number' && typeof lon === 'number' ? [lon, lat] : undefined, wheelChair: item.levels.wheelChair };
  }
  return undefined;
}
