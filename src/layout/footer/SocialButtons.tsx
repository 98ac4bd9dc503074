// Social follow buttons from the office's subscriptions; weixin (no web page to follow) opens the follow modal's QR code.
import { useLingui } from '@lingui/react/macro';
import type { SocialSubscription } from '#shared/api/site';
import { openSocialFollow, QR_TYPES } from '#/features/social';

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
    </div>
  );
}
