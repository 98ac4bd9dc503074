// The page frame of SPEC §2: skip link, announcement bar, header, progress bar, modal host, main, footer.
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { Header } from './header/Header';
import { Footer } from './footer/Footer';
import { ProgressBar } from './ProgressBar';
import { AnnouncementBar } from './AnnouncementBar';
import { OfflineBanner } from './OfflineBanner';
import { modals } from '#/state/modals';
import { setMobileMenu } from '#/state/ui';
import { writeStatus } from '#/state/page-status';
import { rememberLocale } from '#/state/history';
import { useLocale } from '#/i18n/current';
import { SearchModalHost } from '#/features/search';
import { ShareModalHost } from '#/features/share';
import { InstallOfferHost } from '#/features/push/frame';
import { offerWarningsAfterInstall, resyncWarnings } from '#/state/push';
import { usePageViewTracking } from '#/state/analytics';
import { usePwa } from '#/state/pwa';

// Shown only when a new version waits: its code loads then.
const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

function usePageStatusRecorder() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', () => {
        const { matches, location } = router.state;
        const missing = matches.some((m) => m.status === 'notFound' || (m as { globalNotFound?: boolean }).globalNotFound);
        if (!missing) writeStatus(location.pathname, 200);
      }),
    [router],
  );
}

export function AppLayout() {
  const locale = useLocale();
  const { updateAvailable } = usePwa();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const isAnnouncementView = pathname.replace(/\/+$/, '').endsWith('/announcement');
  usePageStatusRecorder();
  usePageViewTracking();

  useEffect(() => rememberLocale(locale), [locale]);
  // Every app open (and language change) re-syncs the push subscription: pushsubscriptionchange is unreliable.
  useEffect(() => void resyncWarnings(locale), [locale]);
  useEffect(() => {
    window.addEventListener('appinstalled', offerWarningsAfterInstall);
    return () => window.removeEventListener('appinstalled', offerWarningsAfterInstall);
  }, []);
  // A route change closes modals and the mobile menu (SPEC §4).
  useEffect(() => {
    modals.closeAll();
    setMobileMenu(false);
  }, [pathname]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      {isAnnouncementView ? null : <AnnouncementBar />}
      <Header />
      <ProgressBar />
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="main">
        <Outlet />
      </main>
      <Footer />
      {updateAvailable ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
      <SearchModalHost />
      <ShareModalHost />
      <InstallOfferHost />
    </div>
  );
}
