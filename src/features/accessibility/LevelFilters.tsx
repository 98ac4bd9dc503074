// Level filter checkboxes: each names its level in words beside the icon.
import { Trans } from '@lingui/react/macro';
import { LEVEL_FILTERS, type LevelBadge, type LevelFilter } from './rules';
import { LevelGlyph } from './LevelIcon';
import { useFilterName } from './useGuideLabels';

const FILTER_GLYPH: Record<LevelFilter, LevelBadge> = {
  'wheelChair-full': 'wheelChair.full',
  'wheelChair-half': 'wheelChair.half',
  carPark: 'carPark',
  valetParking: 'valetParking',
  visuallyImpaired: 'visuallyImpaired',
  hearingImpaired: 'hearingImpaired',
};

export function LevelFilters({ selected, onToggle }: { selected: readonly LevelFilter[]; onToggle: (f: LevelFilter) => void }) {
  const name = useFilterName();
  return (
    <fieldset className="a11y-filters__group">
      <legend>
        <Trans>Access level</Trans>
      </legend>
      <div className="a11y-choice-list">
        {LEVEL_FILTERS.map((f) => (
          <label key={f} className="a11y-choice">
            <input type="checkbox" name="a11y-level" value={f} checked={selected.includes(f)} onChange={() => onToggle(f)} />
            <LevelGlyph badge={FILTER_GLYPH[f]} size={18} />
            <span>{name(f)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
