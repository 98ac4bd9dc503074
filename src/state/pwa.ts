// Service-worker state shown to the visitor: a new version waiting to be applied.
import { proxy, useSnapshot } from 'valtio';

const pwa = proxy({ updateAvailable: false });

export function usePwa() {
  return useSnapshot(pwa);
}

export function setUpdateAvailable(value: boolean): void {
  pwa.updateAvailable = value;
}
