// Where the quiet offer of the whole guide may appear, in every page's frame: its code loads only once a first
// visit's part is saved (at start, or when the background save ends) and the visitor has not dismissed it. What
// else decides (the page, the connection, the sizes) is in that code, off the first screen.
import { lazy, Suspense, useEffect, useState } from 'react';
import { packCacheName } from '#shared/offline';
import type { Locale } from '#shared/locales';
import { CORE_SAVED_EVENT, OFFER_DISMISSED_KEY } from '#/lib/save-offer-keys';

const SaveOfferLine = lazy(() => import('./SaveOfferLine'));

export function SaveOfferSlot({ locale }: { locale: Locale }) {
  const [saved, setSaved] = useState(0);
  useEffect(() => {
    try {
      if (localStorage.getItem(OFFER_DISMISSED_KEY) === '1' || typeof caches === 'undefined') return;
    } catch {
      return;
    }
    let live = true;
    const found = () => live && setSaved((n) => n + 1);
    caches.has(packCacheName(locale)).then(
      (has) => has && found(),
      () => undefined,
    );
    window.addEventListener(CORE_SAVED_EVENT, found);
    return () => {
      live = false;
      window.removeEventListener(CORE_SAVED_EVENT, found);
    };
  }, [locale]);
  return saved ? (
    <Suspense fallback={null}>
      <SaveOfferLine locale={locale} refresh={saved} />
    </Suspense>
  ) : null;
}
