// Social follow buttons from the office's subscriptions; the weixin entry shows its QR code.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SocialSubscription } from '#/api/types';
import { QrCode } from '#/components/QrCode';

const LABELS: Record<string, string> = {
  facebook: 'f',
  instagram: 'IG',
  youtube: '▶',
  weixin: '微',
  weibo: '博',
  x: '𝕏',
  line: 'L',
  xiaohongshu: '书',
  douyin: '抖',
};

export function SocialButtons({ subscriptions }: { subscriptions: SocialSubscription[] }) {
  const { t } = useLingui();
  const [qrFor, setQrFor] = useState<string | null>(null);
  if (subscriptions.length === 0) return null;
  return (
    <div className="social">
      <ul className="social__list" aria-label={t`Follow us`}>
        {subscriptions.map((s) => {
          const network = s.name;
          return (
            <li key={s.type}>
              {s.type === 'weixin' ? (
                <button
                  type="button"
                  className="social__button"
                  aria-expanded={qrFor === s.type}
                  aria-label={t`${network}: show QR code`}
                  onClick={() => setQrFor(qrFor === s.type ? null : s.type)}
                >
                  <span aria-hidden="true">{LABELS[s.type] ?? s.type.slice(0, 2)}</span>
                </button>
              ) : (
                <a className="social__button" href={s.link} target="_blank" rel="noopener" aria-label={s.name}>
                  <span aria-hidden="true">{LABELS[s.type] ?? s.type.slice(0, 2)}</span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {qrFor
        ? subscriptions
            .filter((s) => s.type === qrFor)
            .map((s) => {
              const network = s.name;
              return (
                <div key={s.type} className="social__qr">
                  <QrCode value={s.link} label={t`QR code for ${network}`} size={140} />
                  <p>{t`Scan with WeChat to follow us.`}</p>
                </div>
              );
            })
        : null}
    </div>
  );
}
