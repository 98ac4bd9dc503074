// A "share" button any page can place: opens the share modal for the current page (or a given URL).
import { useLingui } from '@lingui/react/macro';
import { Share2 } from 'lucide-react';
import { openShare } from './share-opener';

export function ShareButton({ url, title, className }: { url?: string; title?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <button type="button" className={className ?? 'button button--ghost'} aria-haspopup="dialog" onClick={() => openShare({ url, title })}>
      <Share2 aria-hidden="true" size={18} />
      {t`Share`}
    </button>
  );
}
