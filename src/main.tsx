// Boots the app: activates the URL's locale before the first render, then mounts router and providers.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '#/i18n/activate';
import { localeFromPathname } from '#/i18n/current';
import { negotiateLocale } from '#shared/negotiate';
import { parseCookies } from '#shared/cookies';
import { createAppRouter } from './router';
import { applyPreferences } from '#/state/preferences';
import { startViewportTracking } from '#/state/viewport';
import { registerServiceWorker } from '#/pwa/register';
import { CACHE_TIME_MS } from '#/api/queries';
import { OfflineError } from '#/api/client';
import '@fontsource-variable/inter';
import '#/styles/index.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: CACHE_TIME_MS,
      gcTime: 30 * 60_000,
      // Offline or slow, the service worker already fell back to the saved guide: retrying only delays the offline screen.
      retry: (failures, error) => failures < 1 && !(error instanceof OfflineError),
      refetchOnWindowFocus: false,
      networkMode: 'offlineFirst',
    },
  },
});
const router = createAppRouter(queryClient);

async function boot() {
  const locale = localeFromPathname(location.pathname) ?? negotiateLocale({ cookie: parseCookies(document.cookie).lang, languages: navigator.languages });
  await activateLocale(locale);
  applyPreferences();
  startViewportTracking();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  if (import.meta.env.PROD) {
    let refresh: ReturnType<typeof setTimeout> | undefined;
    registerServiceWorker({
      locale,
      // Several late answers arrive together: one refetch of what is on screen.
      onNetworkAnswered: () => {
        clearTimeout(refresh);
        refresh = setTimeout(() => {
          void queryClient.invalidateQueries({ type: 'active' });
          // A screen that gave up on the slow network ("not saved, too weak") loads again now that it answers.
          if (router.state.matches.some((m) => m.status === 'error')) void router.invalidate();
        }, 500);
      },
    });
  }
}

void boot();
