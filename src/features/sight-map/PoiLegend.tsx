// The map legend (SPEC §2): one toggle per POI type, the range control, counts per type.
import { Trans, useLingui } from '@lingui/react/macro';
import { Layers } from 'lucide-react';
import { POI_TYPES, type Poi } from '#shared/api/places';
import { RANGE_OPTIONS, setRange, togglePoiType, useMapFilter } from '#/state/map-filter';
import { POI_TYPE_INFO, PoiIcon, poiColour } from '#/map/poi-types';
import { usePreferences } from '#/state/preferences';
import { LOCALE_TABLE } from '#shared/locales';
import { useLocale } from '#/i18n/current';
import { formatDistance } from './distance';

export function PoiLegend({ pois, defaultOpen }: { pois: readonly Poi[]; defaultOpen: boolean }) {
  const { t, i18n } = useLingui();
  const filter = useMapFilter();
  const { greyscale } = usePreferences();
  const bcp47 = LOCALE_TABLE[useLocale()].bcp47;
  const counts = new Map<string, number>();
  for (const p of pois) counts.set(p.type, (counts.get(p.type) ?? 0) + 1);
  const total = pois.length;
  return (
    <details className="poi-legend" open={defaultOpen}>
      <summary className="poi-legend__summary">
        <Layers aria-hidden="true" size={18} />
        <span>
          <Trans>Nearby places ({total})</Trans>
        </span>
      </summary>
      <div className="poi-legend__body">
        <label className="poi-legend__range">
          <span>{t`Range`}</span>
          <select value={filter.range} onChange={(e) => setRange(Number(e.target.value))}>
            {RANGE_OPTIONS.map((r) => (
              <option key={r} value={r}>
                {formatDistance(r, bcp47)}
              </option>
            ))}
          </select>
        </label>
        <ul className="poi-legend__list">
          {POI_TYPES.map((type) => {
            const on = filter.poisToShow[type];
            const count = counts.get(type) ?? 0;
            return (
              <li key={type}>
                <button
                  type="button"
                  className="poi-legend__toggle"
                  aria-pressed={on}
                  data-type={type}
                  disabled={count === 0}
                  onClick={() => togglePoiType(type)}
                >
                  <span className="poi-legend__icon" style={{ background: on && count > 0 ? poiColour(type, greyscale) : undefined }}>
                    <PoiIcon type={type} size={14} />
                  </span>
                  <span className="poi-legend__label">{i18n._(POI_TYPE_INFO[type].label)}</span>
                  <span className="poi-legend__count">{count}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}
