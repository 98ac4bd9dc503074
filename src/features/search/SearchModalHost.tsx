// The search modal's host, mounted once in the layout: loads the modal when the visitor first opens the search
// (header button, or ?opener=chatbot&keyword=… which opens it pre-filled).
import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { LazyModalHost } from '#/components/LazyModalHost';
import { openSearch, SEARCH_MODAL_ID } from './search-opener';

const loadSearchModal = () => import('./SearchModal').then((m) => ({ default: m.SearchModal }));

function useChatbotOpener() {
  const href = useRouterState({ select: (s) => s.location.href });
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (search.opener !== 'chatbot' || search.keyword === undefined || search.keyword === null) return;
    if (handled.current === href) return;
    // After the layout's own effects, which close every modal when a page is entered.
    const timer = setTimeout(() => {
      handled.current = href;
      openSearch(String(search.keyword), true);
    }, 0);
    return () => clearTimeout(timer);
  }, [href, search]);
}

export function SearchModalHost() {
  useChatbotOpener();
  return <LazyModalHost id={SEARCH_MODAL_ID} load={loadSearchModal} />;
}
