// The page frame of SPEC §2: skip link, announcement bar, header, progress bar, modal host, main, footer.
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useEffect } from 'react';
import { HydrateWhenVisible } from '#/components/HydrateWhenVisible';
import { lazyPart } from '#/components/lazy-part';
import { Trans } from '@lingui/react/macro';
import { Header } from './header/Header';
import { ProgressBar } from './ProgressBar';
import { AnnouncementBar } from './AnnouncementBar';
import { OfflineBanner } from './OfflineBanner';
import { modals } from '#/state/modals';
import { setMobileMenu, useUi } from '#/state/ui';
import { writeStatus } from '#/state/page-status';
import { rememberLocale } from '#/state/history';
import { useLocale } from '#/i18n/current';
import { SearchModalHost } from '#/features/search';
import { ShareModalHost } from '#/features/share/frame';
import { SocialFollowModalHost } from '#/features/social/frame';
import { InstallOfferHost } from '#/features/push/frame';
import { SaveOfferSlot } from '#/features/offline/frame';
import { usePageViewTracking } from '#/state/analytics';
import { usePwa } from '#/state/pwa';
import { withWholeCatalogue } from '#/i18n/activate';
// The footer renders as a lazy part: its styles (and those of the slider its banners use) load with the page, so the
// server's HTML is styled before the part's script arrives.
import '#/components/slider.css';
import './footer/footer.css';

// Below every page's content: its code loads as the visitor nears it (the server rendered it).
const Footer = lazyPart(() => import('./footer/Footer').then((m) => m.Footer));

// Shown only when a new version waits: its code loads then.
const UpdatePrompt = lazy(withWholeCatalogue(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt }))));

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
  const failed = useRouterState({ select: (s) => s.matches.some((m) => m.status === 'error') });
  const { isMobile } = useUi();
  const isAnnouncementView = pathname.replace(/\/+$/, '').endsWith('/announcement');
  usePageStatusRecorder();
  usePageViewTracking();

  useEffect(() => rememberLocale(locale), [locale]);
  // Every app open (and language change) re-syncs the push subscription: pushsubscriptionchange is unreliable. The
  // push code loads for it after the page has rendered, outside the entry bundle.
  useEffect(() => {
    import('#/state/push').then((push) => push.resyncWarnings(locale)).catch((err: unknown) => console.warn('Push subscription not re-synced', err));
  }, [locale]);
  useEffect(() => {
    const offer = () => {
      import('#/state/push').then((push) => push.offerWarningsAfterInstall()).catch((err: unknown) => console.warn('Warnings not offered', err));
    };
    window.addEventListener('appinstalled', offer);
    return () => window.removeEventListener('appinstalled', offer);
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
      <HydrateWhenVisible>
        <Footer locale={locale} pathname={pathname} failed={failed} mobile={isMobile} />
      </HydrateWhenVisible>
      {updateAvailable ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
      <SaveOfferSlot locale={locale} />
      <SearchModalHost />
      <ShareModalHost />
      <SocialFollowModalHost />
      <InstallOfferHost />
    </div>
  );
}
