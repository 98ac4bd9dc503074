// The travel-essentials menu (shared with the header's Plan your trip menu), and one section's name and items.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { travelEssentialMenuQuery } from '#/api/queries';
import type { TravelEssentialMenuEntry } from '#shared/api/site';
import { useLocale } from '#/i18n/current';
import { SECTION_LABELS } from './labels';

export function useEssentialsSection(section: string): { name: string; entry: TravelEssentialMenuEntry | undefined } {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { data } = useQuery(travelEssentialMenuQuery(locale));
  const entry = data?.find((s) => s.id === section);
  const fallback = SECTION_LABELS[section];
  return { name: entry?.name ?? (fallback ? i18n._(fallback) : section), entry };
}
