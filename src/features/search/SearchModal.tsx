// The search modal host: mounted once in the layout; opens from the header, or pre-filled by ?opener=chatbot&keyword=….
import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '#/components/Modal';
import { openSearch, SEARCH_MODAL_ID } from './search-opener';
import { SearchPanel } from './SearchPanel';
import './search.css';

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

export function SearchModal() {
  const { t } = useLingui();
  useChatbotOpener();
  return (
    <Modal id={SEARCH_MODAL_ID} title={t`Search the site`} size="large">
      <SearchPanel />
    </Modal>
  );
}
