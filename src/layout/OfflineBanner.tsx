// Tells the visitor they are offline and that saved pages still work.
import { Trans } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { useUi } from '#/state/ui';

export function OfflineBanner() {
  const { online } = useUi();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <WifiOff aria-hidden="true" size={18} />
      <span>
        <Trans>You are offline. Pages you have visited are still available; new pages will load when you are back online.</Trans>
      </span>
    </div>
  );
}
