// Shares a URL (default: the current page): through the device's own share sheet (`navigator.share`) where it has
// one, else through our share modal.
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

function openModal(req: ShareRequest): boolean {
  current = req;
  for (const fn of listeners) fn();
  return modals.request(SHARE_MODAL_ID);
}

/** The native sheet when the device offers it for this data; our modal otherwise, or when the sheet fails to open. */
export async function openShare(req: Partial<ShareRequest> = {}): Promise<void> {
  const share: ShareRequest = { url: new URL(req.url ?? location.href, location.origin).toString(), title: req.title ?? document.title };
  const nav: Partial<Pick<Navigator, 'share' | 'canShare'>> = navigator;
  if (typeof nav.share !== 'function' || nav.canShare?.(share) === false) {
    openModal(share);
    return;
  }
  try {
    await nav.share.call(navigator, share);
  } catch (err) {
    // The visitor closed the sheet: they chose not to share, so nothing else opens.
    if (err instanceof DOMException && err.name === 'AbortError') return;
    openModal(share);
  }
}
