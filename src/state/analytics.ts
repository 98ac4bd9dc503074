// Page views (SPEC §4): pushed to window.dataLayer 500 ms after each navigation; no tag-manager script is loaded.
import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';

export const PAGE_VIEW_DELAY_MS = 500;

export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  page_location: string;
  page_title: string;
  language: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pageViewEvent(href: string, origin: string, title: string, lang: string): PageViewEvent {
  return { event: 'page_view', page_path: href, page_location: origin + href, page_title: title, language: lang };
}

export function pushPageView(event: PageViewEvent, target: Window = window): void {
  target.dataLayer ??= [];
  target.dataLayer.push(event);
}

/** Mounted once in the layout. The delay lets the new screen set its title first. */
export function usePageViewTracking(): void {
  const router = useRouter();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const track = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const href = router.state.location.href;
        pushPageView(pageViewEvent(href, location.origin, document.title, document.documentElement.lang));
      }, PAGE_VIEW_DELAY_MS);
    };
    track();
    const off = router.subscribe('onResolved', track);
    return () => {
      clearTimeout(timer);
      off();
    };
  }, [router]);
}
