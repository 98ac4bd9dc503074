// Requests to open the search modal, optionally pre-filled and run (header buttons, ?opener=chatbot&keyword=…).
import { modals } from '#/state/modals';

export const SEARCH_MODAL_ID = 'search';

export interface SearchRequest {
  keyword: string;
  run: boolean;
  /** Changes with every request, so the same keyword asked twice still runs. */
  nonce: number;
}

let current: SearchRequest = { keyword: '', run: false, nonce: 0 };
const listeners = new Set<() => void>();

export function subscribeSearchRequest(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function searchRequest(): SearchRequest {
  return current;
}

export function openSearch(keyword = '', run = false): boolean {
  current = { keyword, run: run && keyword.trim() !== '', nonce: current.nonce + 1 };
  for (const fn of listeners) fn();
  return modals.request(SEARCH_MODAL_ID);
}
