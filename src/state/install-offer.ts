// The after-install offer of push warnings: shown once the guide is installed, until answered. Kept apart from the
// push state (push.ts, loaded when a warnings control or the offer needs it) so the page frame can show the offer
// without loading the push code on every page.
import { proxy, useSnapshot } from 'valtio';

export const installOffer = proxy({ open: false });

export function useInstallOfferOpen(): boolean {
  return useSnapshot(installOffer).open;
}

export function dismissInstallOffer(): void {
  installOffer.open = false;
}
