// Where the quiet offer of the whole guide may appear, in every page's frame: its code loads only when the first
// visit's save has run (src/pwa/register.ts says so on every visit, once the worker is ready and the page settled)
// and the visitor has not dismissed it. What else decides (the page, the connection, the sizes) loads with it.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Locale } from '#shared/locales';
import { CORE_SAVED_EVENT, OFFER_DISMISSED_KEY } from '#/lib/save-offer-keys';

const SaveOfferLine = lazy(() => import('./SaveOfferLine'));

export function SaveOfferSlot({ locale }: { locale: Locale }) {
  const [saved, setSaved] = useState(0);
  useEffect(() => {
    const found = () => localStorage.getItem(OFFER_DISMISSED_KEY) !== '1' && setSaved((n) => n + 1);
    window.addEventListener(CORE_SAVED_EVENT, found);
    return () => window.removeEventListener(CORE_SAVED_EVENT, found);
  }, []);
  return saved ? (
    <Suspense fallback={null}>
      <SaveOfferLine locale={locale} refresh={saved} />
    </Suspense>
  ) : null;
}
