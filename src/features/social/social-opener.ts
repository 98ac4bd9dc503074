// Requests to open the social follow modal, optionally showing one subscription first; its code loads on demand.
import { modals } from '#/state/modals';

export const SOCIAL_FOLLOW_MODAL_ID = 'social-follow';

let focusType: string | null = null;
const listeners = new Set<() => void>();
export const subscribeFocusedType = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
export const focusedType = () => focusType;

/** Opens the follow modal; with a type (e.g. "weixin") that subscription is shown first. */
export function openSocialFollow(type: string | null = null): boolean {
  focusType = type;
  for (const fn of listeners) fn();
  return modals.request(SOCIAL_FOLLOW_MODAL_ID);
}

export const QR_TYPES = new Set(['weixin']);
