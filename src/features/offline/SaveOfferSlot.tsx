// Where the quiet offer of the whole guide may appear, in every page's frame: its code loads only once a first
// visit's part is saved (at start, or when the background save ends) and the visitor has not dismissed it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { packCacheName } from '#shared/offline';
import type { Locale } from '#shared/locales';
import { CORE_SAVED_EVENT, OFFER_DISMISSED_KEY } from '#/lib/save-offer';
import { useUi } from '#/state/ui';

const SaveOfferLine = lazy(() => import('./SaveOfferLine'));

function dismissed(): boolean {
  try {
    return localStorage.getItem(OFFER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function SaveOfferSlot({ locale }: { locale: Locale }) {
  const [saved, setSaved] = useState(0);
  // Offline, the offline bar offers the save page already.
  const hidden = useUi().connection === 'offline';
  const onSavePage = useRouterState({ select: (s) => /^\/[^/]+\/offline\/?$/.test(s.location.pathname) });
  useEffect(() => {
    if (dismissed() || typeof caches === 'undefined') return;
    let live = true;
    caches.has(packCacheName(locale)).then(
      (has) => live && has && setSaved((n) => n + 1),
      () => undefined,
    );
    const onCore = () => setSaved((n) => n + 1);
    window.addEventListener(CORE_SAVED_EVENT, onCore);
    return () => {
      live = false;
      window.removeEventListener(CORE_SAVED_EVENT, onCore);
    };
  }, [locale]);
  if (!saved || hidden || onSavePage) return null;
  return (
    <Suspense fallback={null}>
      <SaveOfferLine locale={locale} refresh={saved} />
    </Suspense>
  );
}
