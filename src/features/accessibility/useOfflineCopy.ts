// On a first visit the service worker takes control only after the guide's data has loaded, so those responses
// were never cached; when it takes control, fetch them again through it so the guide and every modal work offline.
// Plain requests whose answers are read as bytes and dropped: the worker stores them on the way, and the page (whose
// data has not changed) neither parses them nor re-renders.
import { useEffect } from 'react';
import { accessibilityGuideUrls } from '#/api/accessibility-queries';
import { fetchToStore } from '#/api/client';
import type { Locale } from '#shared/locales';

export function useOfflineCopy(locale: Locale): void {
  useEffect(() => {
    const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!sw || sw.controller) return;
    const refill = () => {
      for (const url of accessibilityGuideUrls(locale)) void fetchToStore(url);
    };
    sw.addEventListener('controllerchange', refill, { once: true });
    return () => sw.removeEventListener('controllerchange', refill);
  }, [locale]);
}
