// Mounted once in the layout: while the after-install offer stands, loads and shows it; otherwise renders nothing,
// so the sign-up's code stays out of the entry bundle.
import { Suspense, lazy } from 'react';
import { usePush } from '#/state/push';

const InstallOffer = lazy(() => import('./InstallOffer').then((m) => ({ default: m.InstallOffer })));

export function InstallOfferHost() {
  const { offerAfterInstall } = usePush();
  if (!offerAfterInstall) return null;
  return (
    <Suspense fallback={null}>
      <InstallOffer />
    </Suspense>
  );
}
