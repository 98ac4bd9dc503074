// The effect of the warnings in force on one place (and which of a list are shut), kept current by the warnings
// answer (refreshed every minute).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PlaceEffect, PlaceStatus } from '#shared/api/status';
import { isShut } from '#shared/warnings';
import { warningsQuery } from '#/api/queries';
import { currentEffect } from '#/lib/place-status';
import { useLocale } from '#/i18n/current';

export function usePlaceEffect(status: PlaceStatus | undefined): PlaceEffect | undefined {
  const locale = useLocale();
  const { data } = useQuery({ ...warningsQuery(locale), enabled: status !== undefined });
  return currentEffect(status, data);
}

/** The ids of the places that the warnings in force shut (closed or suspended), for "show only what is open". */
export function useShutIds(places: readonly { id: string; status?: PlaceStatus | undefined }[]): ReadonlySet<string> {
  const locale = useLocale();
  const hasStatus = places.some((p) => p.status !== undefined);
  const { data } = useQuery({ ...warningsQuery(locale), enabled: hasStatus });
  return useMemo(() => new Set(places.filter((p) => isShut(currentEffect(p.status, data))).map((p) => p.id)), [places, data]);
}
