// The progress of a save: a bar with bytes and items, as text for every reader.
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '#shared/locales';
import { formatBytes } from '#/lib/bytes';
import type { LocalePack } from '#/state/pack';

export function PackProgress({ pack, locale }: { pack: Pick<LocalePack, 'doneBytes' | 'totalBytes' | 'doneItems' | 'totalItems'>; locale: Locale }) {
  const { t } = useLingui();
  const done = formatBytes(pack.doneBytes, locale);
  const total = formatBytes(pack.totalBytes, locale);
  const doneItems = pack.doneItems.toLocaleString(locale);
  const totalItems = pack.totalItems.toLocaleString(locale);
  const label = t`${done} of ${total}, ${doneItems} of ${totalItems} items`;
  return (
    <div className="pack-progress">
      <progress className="pack-progress__bar" max={pack.totalBytes || 1} value={pack.doneBytes} aria-label={t`Saving progress`} aria-valuetext={label} />
      <p className="pack-progress__text">{label}</p>
    </div>
  );
}
