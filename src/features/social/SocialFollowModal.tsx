// The social follow modal: every subscription of the office, with a QR code for weixin (WeChat has no web follow link).
import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { subscriptionsQuery } from '#/api/queries';
import { Modal } from '#/components/Modal';
import { QrCode } from '#/components/QrCode';
import { useLocale } from '#/i18n/current';
import { modals } from '#/state/modals';
import { ShareIcon } from '#/features/share';

export const SOCIAL_FOLLOW_MODAL_ID = 'social-follow';

let focusType: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
const snapshot = () => focusType;

/** Opens the follow modal; with a type (e.g. "weixin") that subscription is shown first. */
export function openSocialFollow(type: string | null = null): boolean {
  focusType = type;
  for (const fn of listeners) fn();
  return modals.open(SOCIAL_FOLLOW_MODAL_ID);
}

export const QR_TYPES = new Set(['weixin']);

function FollowList() {
  const { t } = useLingui();
  const locale = useLocale();
  const first = useSyncExternalStore(subscribe, snapshot, snapshot);
  const { data = [] } = useQuery(subscriptionsQuery(locale));
  const list = [...data].sort((a, b) => Number(b.type === first) - Number(a.type === first));
  return (
    <ul className="follow-list">
      {list.map((s) => {
        const network = s.name;
        return (
          <li key={s.type} className={`follow-list__item ${QR_TYPES.has(s.type) ? 'has-qr' : ''}`}>
            <ShareIcon id={s.type} />
            {QR_TYPES.has(s.type) ? (
              <div className="follow-list__qr">
                <p className="follow-list__name">{network}</p>
                <QrCode value={s.link} label={t`QR code for ${network}`} size={150} />
                <p className="follow-list__hint">{t`Scan with WeChat to follow us.`}</p>
              </div>
            ) : (
              <a className="follow-list__name" href={s.link} target="_blank" rel="noopener">
                {network}
                <ExternalLink aria-hidden="true" size={14} />
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function SocialFollowModal() {
  const { t } = useLingui();
  return (
    <Modal id={SOCIAL_FOLLOW_MODAL_ID} title={t`Follow us`} size="small">
      <FollowList />
    </Modal>
  );
}
