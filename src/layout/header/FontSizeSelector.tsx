// Font size selector (small, medium, large), remembered in a cookie for 90 days.
import { useLingui } from '@lingui/react/macro';
import { setFontSize, usePreferences, type FontSize } from '#/state/preferences';

export function FontSizeSelector() {
  const { t } = useLingui();
  const { fontSize } = usePreferences();
  const options: { size: FontSize; label: string; glyph: string }[] = [
    { size: 0, label: t`Small text`, glyph: 'A' },
    { size: 1, label: t`Medium text`, glyph: 'A' },
    { size: 2, label: t`Large text`, glyph: 'A' },
  ];
  return (
    <div className="font-size" role="group" aria-label={t`Text size`}>
      {options.map((o) => (
        <button
          key={o.size}
          type="button"
          className={`font-size__option font-size__option--${o.size}`}
          aria-pressed={fontSize === o.size}
          aria-label={o.label}
          title={o.label}
          onClick={() => setFontSize(o.size)}
        >
          {o.glyph}
        </button>
      ))}
    </div>
  );
}
