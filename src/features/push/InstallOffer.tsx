// Right after the guide is installed: the offer to get warnings on this device, until turned on or dismissed
// (InstallOfferHost loads it only while the offer stands).
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { dismissInstallOffer } from '#/state/install-offer';
import { WarningsSignup } from './WarningsSignup';

export function InstallOffer() {
  const { t } = useLingui();
  return (
    <aside className="warnings-offer" aria-label={t`Warnings on this device`}>
      <button type="button" className="icon-button warnings-offer__close" onClick={dismissInstallOffer} aria-label={t`Not now`}>
        <X aria-hidden="true" size={20} />
      </button>
      <WarningsSignup id="warnings-offer" headingLevel={2} />
    </aside>
  );
}
