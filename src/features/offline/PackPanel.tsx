// One locale's saved guide: its size before saving, then progress with pause and resume, then the date saved,
// updates and delete. Quota and other errors are shown as the browser gives them.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Download, Pause, Play, RefreshCw, Trash2 } from 'lucide-react';
import type { Locale } from '#shared/locales';
import { formatBytes } from '#/lib/bytes';
import { pausePack, removePack, savePack, type LocalePack } from '#/state/pack';
import { PackProgress } from './PackProgress';

export function PackPanel({ pack, locale, uiLocale }: { pack: LocalePack | undefined; locale: Locale; uiLocale: Locale }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  if (!pack || pack.phase === 'checking') return <p className="pack-panel__status">{t`Checking what is saved…`}</p>;
  const size = formatBytes(pack.totalBytes, uiLocale);
  const items = pack.totalItems.toLocaleString(uiLocale);
  const savedOn = pack.savedAt ? new Date(pack.savedAt).toLocaleDateString(uiLocale, { dateStyle: 'long' }) : undefined;
  const toDownload = formatBytes(pack.totalBytes - pack.doneBytes, uiLocale);
  const save = () => void savePack(locale);
  const reason = pack.error?.message;
  const started = pack.doneItems > 0 && pack.doneItems < pack.totalItems;

  return (
    <div className="pack-panel" aria-live="polite">
      {pack.phase === 'offline' ? <p className="pack-panel__status">{t`You are offline: connect to the internet to save the guide.`}</p> : null}
      {pack.phase === 'not-saved' ? <p className="pack-panel__size">{t`Size: ${size}, ${items} items`}</p> : null}
      {savedOn && (pack.phase === 'saved' || pack.phase === 'update') ? (
        <p className="pack-panel__status pack-panel__status--ok">{t`Saved on ${savedOn}`}</p>
      ) : null}
      {pack.phase === 'saved' ? <p className="pack-panel__size">{t`Size: ${size}, ${items} items`}</p> : null}
      {pack.phase === 'update' ? <p className="pack-panel__status">{t`The guide has changed: ${toDownload} to download.`}</p> : null}
      {pack.phase === 'saving' || pack.phase === 'paused' || (pack.phase === 'not-saved' && started) || pack.phase === 'error' ? (
        <PackProgress pack={pack} locale={uiLocale} />
      ) : null}
      {pack.phase === 'paused' ? (
        <p className="pack-panel__status">{pack.pausedBy === 'network' ? t`Paused: the connection was lost. Saving goes on when it is back.` : t`Paused.`}</p>
      ) : null}
      {reason ? (
        <p className="pack-panel__error" role="alert">
          {pack.error?.kind === 'quota' ? t`There is not enough storage space on this device: ${reason}` : t`Saving stopped: ${reason}`}
        </p>
      ) : null}
      <div className="pack-panel__actions">
        {pack.phase === 'not-saved' ? (
          <button type="button" className="button button--primary" onClick={save}>
            <Download aria-hidden="true" size={18} />
            {t`Save`}
          </button>
        ) : null}
        {pack.phase === 'saving' ? (
          <button type="button" className="button button--ghost" onClick={() => pausePack(locale)}>
            <Pause aria-hidden="true" size={18} />
            {t`Pause`}
          </button>
        ) : null}
        {pack.phase === 'paused' || pack.phase === 'error' ? (
          <button type="button" className="button button--primary" onClick={save}>
            <Play aria-hidden="true" size={18} />
            {t`Resume`}
          </button>
        ) : null}
        {pack.phase === 'update' ? (
          <button type="button" className="button button--primary" onClick={save}>
            <RefreshCw aria-hidden="true" size={18} />
            {t`Update`}
          </button>
        ) : null}
        {!confirming && (pack.phase === 'saved' || pack.phase === 'update' || pack.phase === 'paused' || pack.phase === 'error') ? (
          <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" size={18} />
            {t`Delete`}
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div className="pack-panel__confirm" role="group" aria-label={t`Delete the saved guide`}>
          <p className="pack-panel__status">
            {t`Everything the guide saved on this device is deleted: its pages, pictures and map. The places in My trip are yours and stay.`}
          </p>
          <div className="pack-panel__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setConfirming(false);
                void removePack(locale);
              }}
            >
              <Trash2 aria-hidden="true" size={18} />
              {t`Delete the saved guide`}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              {t`Cancel`}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
