import { createFileRoute } from '@tanstack/react-router';
import { ACCESSIBILITY_FILES, accessibilityFileQuery, accessibilitySettingsQuery, levelIconListQuery } from '#/api/accessibility-queries';
import { isEnabledLocale } from '#shared/locales';
import { GuideScreen } from '#/features/accessibility';
import { validateGuideSearch } from '#/features/accessibility/route-helpers';

export const Route = createFileRoute('/$locale/barrier-free-access-guide')({
  validateSearch: validateGuideSearch,
  // Settings and all six files together, so one visit leaves everything a later offline modal needs in the cache.
  loader: async ({ context, params }) => {
    if (!isEnabledLocale(params.locale)) return;
    const locale = params.locale;
    void context.queryClient.prefetchQuery(levelIconListQuery(locale));
    await Promise.all([
      context.queryClient.ensureQueryData(accessibilitySettingsQuery(locale)),
      ...ACCESSIBILITY_FILES.map((f) => context.queryClient.ensureQueryData(accessibilityFileQuery(locale, f))),
    ]);
  },
  component: GuideScreen,
});
