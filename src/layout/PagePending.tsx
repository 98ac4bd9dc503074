// What a page shows inside the frame while its answers are still on their way (the router shows it once a load has
// taken NETWORK_TIMEOUT_MS, which is when the line counts as slow): the visitor is online, only slow, and the page
// renders by itself when the answers arrive. "Not saved" is for a network that failed or stayed silent (issue 30).
import { Trans } from '@lingui/react/macro';
import { Loader } from 'lucide-react';

export function PagePending() {
  return (
    <section className="container page-pending" role="status" aria-live="polite">
      <Loader className="page-pending__icon" aria-hidden="true" size={32} />
      <p className="page-pending__text">
        <Trans>Still loading: the connection is slow. The page appears as soon as it arrives.</Trans>
      </p>
    </section>
  );
}
