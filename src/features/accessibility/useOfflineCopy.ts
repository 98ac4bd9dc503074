// On a first visit the service worker takes control only after the guide's data has loaded, so those responses
// were never cached; when it takes control, fetch them again through it so the guide and every modal work offline.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ACCESSIBILITY_FILES, accessibilityFileQuery, accessibilitySettingsQuery, levelIconListQuery } from '#/api/accessibility-queries';
import type { Locale } from '#shared/locales';

export function useOfflineCopy(locale: Locale): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!sw || sw.controller) return;
    const refill = () => {
      const queries = [accessibilitySettingsQuery(locale), levelIconListQuery(locale), ...ACCESSIBILITY_FILES.map((f) => accessibilityFileQuery(locale, f))];
      for (const q of queries) void queryClient.refetchQueries({ queryKey: q.queryKey, exact: true });
    };
    sw.addEventListener('controllerchange', refill, { once: true });
    return () => sw.removeEventListener('controllerchange', refill);
  }, [queryClient, locale]);
}
