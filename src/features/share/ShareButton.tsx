// A "share" button any page can place: shares the current page (or a given URL) through the device's share sheet or our modal.
import { useLingui } from '@lingui/react/macro';
import { Share2 } from 'lucide-react';
import { openShare } from './share-opener';

export function ShareButton({ url, title, className }: { url?: string; title?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <button type="button" className={className ?? 'button button--ghost'} aria-haspopup="dialog" onClick={() => void openShare({ url, title })}>
      <Share2 aria-hidden="true" size={18} />
      {t`Share`}
    </button>
  );
}
