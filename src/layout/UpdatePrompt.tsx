// "A new version is available" prompt, shown when a new service worker waits.
import { Trans } from '@lingui/react/macro';
import { usePwa, setUpdateAvailable } from '#/state/pwa';
import { applyUpdate } from '#/pwa/register';

export function UpdatePrompt() {
  const { updateAvailable } = usePwa();
  if (!updateAvailable) return null;
  return (
    <div className="toast" role="status">
      <p>
        <Trans>A new version of the guide is available.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={applyUpdate}>
        <Trans>Reload</Trans>
      </button>
      <button type="button" className="button button--ghost" onClick={() => setUpdateAvailable(false)}>
        <Trans>Later</Trans>
      </button>
    </div>
  );
}
