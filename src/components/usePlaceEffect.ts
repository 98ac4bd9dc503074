// The effect of the warnings in force on one place, kept current by the warnings answer (refreshed every minute).
import { useQuery } from '@tanstack/react-query';
import type { PlaceEffect, PlaceStatus } from '#shared/api/status';
import { warningsQuery } from '#/api/queries';
import { currentEffect } from '#/lib/place-status';
import { useLocale } from '#/i18n/current';

export function usePlaceEffect(status: PlaceStatus | undefined): PlaceEffect | undefined {
  const locale = useLocale();
  const { data } = useQuery({ ...warningsQuery(locale), enabled: status !== undefined });
  return currentEffect(status, data);
}
