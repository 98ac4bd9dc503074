// Social follow buttons from the office's subscriptions; weixin (no web page to follow) opens the follow modal's QR code.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import type { SocialSubscription } from '#shared/api/site';
import { openSocialFollow, QR_TYPES } from '#/features/social/frame';

type BrandPaths = Readonly<Record<string, string>>;

/** The marks' path data (10 KB) loads after the page, not with it; the icons' boxes are there from the start. */
function useBrandPaths(): BrandPaths | null {
  const [paths, setPaths] = useState<BrandPaths | null>(null);
  useEffect(() => {
    let live = true;
    import('./brand-icons')
      .then((m) => {
        if (live) setPaths(m.BRAND_PATHS);
      })
      .catch((err: unknown) => console.warn('Social icons not loaded', err));
    return () => {
      live = false;
    };
  }, []);
  return paths;
}

/** The network's mark; an unknown network gets a globe. Icons only: the button's name is the network (WCAG 2.5.3). */
function NetworkIcon({ type, paths }: { type: string; paths: BrandPaths | null }) {
  if (!paths) return <svg className="social__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" />;
  const path = Object.hasOwn(paths, type) ? paths[type] : undefined;
  if (!path) return <Globe aria-hidden="true" size={20} />;
  return (
    <svg className="social__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

export function SocialButtons({ subscriptions }: { subscriptions: SocialSubscription[] }) {
  const { t } = useLingui();
  const paths = useBrandPaths();
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
                  <NetworkIcon type={s.type} paths={paths} />
                </button>
              ) : (
                <a className="social__button" href={s.link} target="_blank" rel="noopener" aria-label={s.name}>
                  <NetworkIcon type={s.type} paths={paths} />
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
