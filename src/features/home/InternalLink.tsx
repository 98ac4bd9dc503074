// A link to a path on this site (or an outside URL): internal clicks go through the router instead of reloading the page.
import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { Locale } from '#shared/locales';

/** API links are paths without the locale ("/dining") or absolute URLs. */
export function localeHref(link: string, locale: Locale): string {
  if (/^https?:\/\//.test(link)) return link;
  return `/${locale}${link.startsWith('/') ? '' : '/'}${link}`.replace(/\/$/, '') || `/${locale}`;
}

export function InternalLink({ href, className, children, label }: { href: string; className?: string; children: ReactNode; label?: string }) {
  const router = useRouter();
  const external = /^https?:\/\//.test(href);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (external || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    router.history.push(href);
  };
  return (
    <a href={href} className={className} onClick={onClick} target={external ? '_blank' : undefined} rel={external ? 'noopener' : undefined} aria-label={label}>
      {children}
    </a>
  );
}
