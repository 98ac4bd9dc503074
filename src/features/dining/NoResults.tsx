// The not-found state of a restaurant search: what happened and a way back to every restaurant.
import { Trans } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';

export function NoResults({ onClear }: { onClear: () => void }) {
  return (
    <div className="notice-card no-results" role="status">
      <SearchX aria-hidden="true" size={32} />
      <p>
        <Trans>No restaurants match these filters.</Trans>
      </p>
      <button type="button" className="button button--primary button--small" onClick={onClear}>
        <Trans>Show all restaurants</Trans>
      </button>
    </div>
  );
}
