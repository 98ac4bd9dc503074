// Requests to open the share modal for a URL (default: the current page).
import { modals } from '#/state/modals';

export const SHARE_MODAL_ID = 'share';

export interface ShareRequest {
  url: string;
  title: string;
}

let current: ShareRequest = { url: '', title: '' };
const listeners = new Set<() => void>();

export function subscribeShareRequest(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function shareRequest(): ShareRequest {
  return current;
}

/** Opens the share modal; a relative URL is made absolute against this site. */
export function openShare(req: Partial<ShareRequest> = {}): boolean {
  const url = new URL(req.url ?? location.href, location.origin).toString();
  current = { url, title: req.title ?? document.title };
  for (const fn of listeners) fn();
  return modals.request(SHARE_MODAL_ID);
}
