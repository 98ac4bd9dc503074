// The eleven share targets of SPEC §7 (networks and messengers; one messenger is offered on mobile only).

export interface ShareTarget {
  id: string;
  /** Brand name, the same in every language. */
  name: string;
  mobileOnly?: boolean;
  href: (url: string, title: string) => string;
}

const enc = encodeURIComponent;

export const SHARE_TARGETS: readonly ShareTarget[] = [
  { id: 'facebook', name: 'Facebook', href: (u) => `https://www.facebook.com/sharer/sharer.php?u=${enc(u)}` },
  { id: 'x', name: 'X', href: (u, t) => `https://x.com/intent/tweet?url=${enc(u)}&text=${enc(t)}` },
  { id: 'weibo', name: 'Weibo', href: (u, t) => `https://service.weibo.com/share/share.php?url=${enc(u)}&title=${enc(t)}` },
  { id: 'qzone', name: 'QZone', href: (u, t) => `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?url=${enc(u)}&title=${enc(t)}` },
  { id: 'linkedin', name: 'LinkedIn', href: (u) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(u)}` },
  { id: 'pinterest', name: 'Pinterest', href: (u, t) => `https://www.pinterest.com/pin/create/button/?url=${enc(u)}&description=${enc(t)}` },
  { id: 'reddit', name: 'Reddit', href: (u, t) => `https://www.reddit.com/submit?url=${enc(u)}&title=${enc(t)}` },
  { id: 'tumblr', name: 'Tumblr', href: (u, t) => `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${enc(u)}&title=${enc(t)}` },
  { id: 'line', name: 'LINE', href: (u) => `https://social-plugins.line.me/lineit/share?url=${enc(u)}` },
  { id: 'telegram', name: 'Telegram', href: (u, t) => `https://t.me/share/url?url=${enc(u)}&text=${enc(t)}` },
  { id: 'whatsapp', name: 'WhatsApp', mobileOnly: true, href: (u, t) => `whatsapp://send?text=${enc(`${t} ${u}`)}` },
];

export function shareTargets(mobile: boolean): ShareTarget[] {
  return SHARE_TARGETS.filter((s) => mobile || !s.mobileOnly);
}
