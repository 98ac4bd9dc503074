// Social follow buttons from the office's subscriptions; weixin (no web page to follow) opens the follow modal's QR code.
import { useLingui } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import type { SocialSubscription } from '#shared/api/site';
import { openSocialFollow, QR_TYPES } from '#/features/social';
import { BRAND_PATHS } from './brand-icons';

/** The network's mark; an unknown network gets a globe. Icons only: the button's name is the network (WCAG 2.5.3). */
function NetworkIcon({ type }: { type: string }) {
  const path = Object.hasOwn(BRAND_PATHS, type) ? BRAND_PATHS[type] : undefined;
  if (!path) return <Globe aria-hidden="true" size={20} />;
  return (
    <svg className="social__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

export function SocialButtons({ subscriptions }: { subscriptions: SocialSubscription[] }) {
  const { t } = useLingui();
  if (subscriptions.length === 0) return null;
  return (
    <div className="social">
      <ul className="social__list" aria-label={t`Follow us`}>
        {subscriptions.map((s) => {
          const network = s.name;
          return (
            <li key={s.type}>
              {QR_TYPES.has(s.type) ? (
                <button
                  type="button"
                  className="social__button"
                  aria-haspopup="dialog"
                  aria-label={t`${network}: show QR code`}
                  onClick={() => openSocialFollow(s.type)}
                >
                  <NetworkIcon type={s.type} />
                </button>
              ) : (
                <a className="social__button" href={s.link} target="_blank" rel="noopener" aria-label={s.name}>
                  <NetworkIcon type={s.type} />
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
