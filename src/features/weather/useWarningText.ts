// Names a weather warning in force in the visitor's language, e.g. "Tropical cyclone signal: No. 8".
import { useLingui } from '@lingui/react/macro';
import type { WeatherWarning } from '#shared/api/site';
import { LEVEL_LABELS, WARNING_LABELS } from './labels';

export function useWarningText(): (w: WeatherWarning) => string {
  const { t, i18n } = useLingui();
  return (w) => {
    const descriptor = WARNING_LABELS[w.type];
    const name = w.name ?? (descriptor ? i18n._(descriptor) : w.type);
    const raw = w.inforce === undefined || w.inforce === true ? '' : String(w.inforce);
    if (!raw) return name;
    const levelDescriptor = LEVEL_LABELS[raw.toLowerCase()];
    const level = /^\d+$/.test(raw) ? t`No. ${raw}` : levelDescriptor ? i18n._(levelDescriptor) : raw;
    return `${name}: ${level}`;
  };
}
