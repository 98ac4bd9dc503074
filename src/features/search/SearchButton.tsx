// The header's search button (sub-menu and mobile menu): opens the search modal.
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { openSearch } from './search-opener';

export function SearchButton({ withLabel = false, onBeforeOpen }: { withLabel?: boolean; onBeforeOpen?: () => void }) {
  const { t } = useLingui();
  const label = t`Search`;
  return (
    <button
      type="button"
      className="icon-button search-button"
      aria-haspopup="dialog"
      aria-label={withLabel ? undefined : label}
      title={label}
      onClick={() => {
        onBeforeOpen?.();
        openSearch();
      }}
    >
      <Search aria-hidden="true" size={18} />
      {withLabel ? <span>{label}</span> : null}
    </button>
  );
}
