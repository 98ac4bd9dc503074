// Tells the visitor they are offline or on a slow line (as the latest requests met it, not only navigator.onLine):
// "slow" means pages still load, only later; "offline" that only saved pages work. And where to save the guide.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { useUi } from '#/state/ui';
import { useLocale } from '#/i18n/current';
import { useWholeGuideSaved } from '#/features/offline/frame';

export function OfflineBanner() {
  const { connection } = useUi();
  const locale = useLocale();
  const whole = useWholeGuideSaved(locale, connection === 'offline');
  if (connection === 'online') return null;
  return (
    <div className="offline-banner" role="status">
      <WifiOff aria-hidden="true" size={18} />
      <span>
        {connection === 'slow' ? (
          <Trans>The connection is slow. Pages still load, more slowly; what is saved on this device shows at once.</Trans>
        ) : whole ? (
          // With the whole guide saved every page works: no promise of pages loading later, no offer to save.
          <Trans>You are offline. The whole guide is saved on this device: every page still works.</Trans>
        ) : (
          <Trans>You are offline. Pages you have visited are still available; new pages will load when you are back online.</Trans>
        )}{' '}
        {whole ? null : (
          <Link to="/$locale/offline" params={{ locale }} className="offline-banner__link">
            <Trans>Save Macao for offline</Trans>
          </Link>
        )}
      </span>
    </div>
  );
}
