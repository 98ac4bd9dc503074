// The social follow modal (loaded when first opened, see SocialFollowModalHost): every subscription of the office, with a QR code for weixin (WeChat has no web follow link).
import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { subscriptionsQuery } from '#/api/queries';
import { Modal } from '#/components/Modal';
import { QrCode } from '#/components/QrCode';
import { useLocale } from '#/i18n/current';
import { ShareIcon } from '#/features/share';
import { focusedType, QR_TYPES, SOCIAL_FOLLOW_MODAL_ID, subscribeFocusedType } from './social-opener';
import './follow.css';

function FollowList() {
  const { t } = useLingui();
  const locale = useLocale();
  const first = useSyncExternalStore(subscribeFocusedType, focusedType, focusedType);
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
