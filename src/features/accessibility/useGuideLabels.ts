// Names from the guide's settings (every locale) with the interface catalogue as the fallback.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { accessibilitySettingsQuery, type AccessibilityFile } from '#/api/accessibility-queries';
import { useLocale } from '#/i18n/current';
import { CATEGORY_LABELS, FILTER_LABELS, FILTER_SETTING_KEY, LEVEL_LABELS } from './labels';
import type { LevelBadge, LevelFilter } from './rules';

export function useLevelName(): (b: LevelBadge) => string {
  const { i18n } = useLingui();
  const { data } = useSuspenseQuery(accessibilitySettingsQuery(useLocale()));
  return (b) => data.levels?.[b]?.name || i18n._(LEVEL_LABELS[b]);
}

export function useFilterName(): (f: LevelFilter) => string {
  const { i18n } = useLingui();
  const { data } = useSuspenseQuery(accessibilitySettingsQuery(useLocale()));
  return (f) => {
    const key = FILTER_SETTING_KEY[f];
    return (key ? data.levels?.[key]?.name : undefined) || i18n._(FILTER_LABELS[f]);
  };
}

export function useCategoryName(): (f: AccessibilityFile) => string {
  const { i18n } = useLingui();
  const { data } = useSuspenseQuery(accessibilitySettingsQuery(useLocale()));
  return (f) => data.categories?.find((c) => c.id === f)?.name || i18n._(CATEGORY_LABELS[f]);
}
