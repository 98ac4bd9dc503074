// The share modal: copy link with feedback, a QR code made in the browser, and the share networks.
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { Modal } from '#/components/Modal';
import { QrCode } from '#/components/QrCode';
import { useUi } from '#/state/ui';
import { shareRequest, SHARE_MODAL_ID, subscribeShareRequest } from './share-opener';
import { shareTargets } from './share-links';
import { ShareIcon } from './ShareIcon';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API refused (permissions, http): fall back to a selected text field.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

function ShareBody() {
  const { t } = useLingui();
  const { url, title } = useSyncExternalStore(subscribeShareRequest, shareRequest, shareRequest);
  const { isMobile } = useUi();
  const [copied, setCopied] = useState<'idle' | 'ok' | 'failed'>('idle');
  const inputId = useId();
  useEffect(() => {
    if (copied === 'idle') return;
    const timer = setTimeout(() => setCopied('idle'), 3000);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <div className="share">
      <div className="share__copy">
        <label htmlFor={inputId}>{t`Link to this page`}</label>
        <div className="share__copy-row">
          <input id={inputId} className="share__url ltr-island" readOnly value={url} onFocus={(e) => e.target.select()} />
          <button type="button" className="button button--primary" onClick={() => void copyText(url).then((ok) => setCopied(ok ? 'ok' : 'failed'))}>
            {copied === 'ok' ? <Check aria-hidden="true" size={18} /> : <Copy aria-hidden="true" size={18} />}
            {copied === 'ok' ? t`Copied` : t`Copy link`}
          </button>
        </div>
        <p className="share__feedback" role="status">
          {copied === 'ok' ? t`The link has been copied.` : copied === 'failed' ? t`Copying is not allowed here; select the link and copy it.` : ''}
        </p>
      </div>
      <div className="share__grid">
        <figure className="share__qr">
          <QrCode value={url} label={t`QR code of the link to this page`} size={168} />
          <figcaption>{t`Scan to open on your phone`}</figcaption>
        </figure>
        <ul className="share__targets" aria-label={t`Share on`}>
          {shareTargets(isMobile).map((s) => {
            const network = s.name;
            return (
              <li key={s.id}>
                <a className={`share__target share__target--${s.id}`} href={s.href(url, title)} target="_blank" rel="noopener noreferrer">
                  <ShareIcon id={s.id} />
                  <span>{network}</span>
                  <span className="visually-hidden">{t`(opens in a new tab)`}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

export function ShareModal() {
  const { t } = useLingui();
  return (
    <Modal id={SHARE_MODAL_ID} title={t`Share`} size="medium">
      <ShareBody />
    </Modal>
  );
}
