// Registers the service worker and offers a "new version available" prompt instead of silent reloads.
import { Workbox } from 'workbox-window';
import { setUpdateAvailable } from '#/state/pwa';

let wb: Workbox | null = null;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => setUpdateAvailable(true));
  wb.addEventListener('controlling', () => {
    if (sessionStorage.getItem('sw-reload-requested') === '1') {
      sessionStorage.removeItem('sw-reload-requested');
      window.location.reload();
    }
  });
  // Registration fails where service workers are blocked (private modes, policies): the site still works online.
  wb.register().catch((err: unknown) => console.warn('Service worker not registered', err));
}

export function applyUpdate(): void {
  if (!wb) return;
  sessionStorage.setItem('sw-reload-requested', '1');
  wb.messageSkipWaiting();
}
