// What stands in the map's place while its code (MapLibre, pmtiles) loads: the map's own box, announced to screen readers.
import { useLingui } from '@lingui/react/macro';

/** `className` sizes the box as the map will be, so nothing moves when the map arrives. */
export function MapFallback({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <div className={`map-view map-view--placeholder${className ? ` ${className}` : ''}`} role="status">
      <span className="visually-hidden">{t`Loading the map`}</span>
    </div>
  );
}
