// Mounted once in the layout: while the after-install offer stands, loads and shows it; otherwise renders nothing,
// so the sign-up's code stays out of the entry bundle.
import { Suspense, lazy } from 'react';
import { useInstallOfferOpen } from '#/state/install-offer';
import { withWholeCatalogue } from '#/i18n/activate';

const InstallOffer = lazy(withWholeCatalogue(() => import('./InstallOffer').then((m) => ({ default: m.InstallOffer }))));

export function InstallOfferHost() {
  if (!useInstallOfferOpen()) return null;
  return (
    <Suspense fallback={null}>
      <InstallOffer />
    </Suspense>
  );
}
