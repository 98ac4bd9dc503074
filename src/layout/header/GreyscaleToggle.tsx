// Black-and-white mode switch.
import { useLingui } from '@lingui/react/macro';
import { Contrast } from 'lucide-react';
import { setGreyscale, usePreferences } from '#/state/preferences';

export function GreyscaleToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useLingui();
  const { greyscale } = usePreferences();
  const label = t`Black and white mode`;
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={greyscale}
      aria-label={withLabel ? undefined : label}
      title={label}
      onClick={() => setGreyscale(!greyscale)}
    >
      <Contrast aria-hidden="true" size={18} />
      {withLabel ? <span>{label}</span> : null}
    </button>
  );
}
