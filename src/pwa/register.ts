// Registers the service worker, offers a "new version available" prompt instead of silent reloads, starts the
// first visit's background save once the worker controls the page, and relays the worker's messages.
// workbox-window and the saved guide's code are loaded after the page is up, outside the entry bundle.
import type { Workbox } from 'workbox-window';
import type { WorkerMessage } from '#shared/offline';
import type { Locale } from '#shared/locales';
import { setUpdateAvailable } from '#/state/pwa';
import { setConnection } from '#/state/ui';
import { afterSettling } from '#/lib/settle';
import { CORE_SAVED_EVENT } from '#/lib/save-offer-keys';

let wb: Workbox | null = null;

export interface RegisterOptions {
  locale: Locale;
  /** The network answered a request the worker had served from the saved guide, or a push changed saved answers: refresh what is shown. */
  onNetworkAnswered: () => void;
}

export function registerServiceWorker(options: RegisterOptions): void {
  if (!('serviceWorker' in navigator)) return;
  // Once the page has loaded, so the worker's script and the first visit's save never compete with the page's own files.
  const start = () => {
    import('workbox-window')
      .then(({ Workbox }) => register(new Workbox('/sw.js', { scope: '/' }), options))
      .catch((err: unknown) => console.warn('Service worker not registered', err));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function register(workbox: Workbox, { locale, onNetworkAnswered }: RegisterOptions): void {
  wb = workbox;
  wb.addEventListener('waiting', () => setUpdateAvailable(true));
  wb.addEventListener('controlling', () => {
    if (sessionStorage.getItem('sw-reload-requested') === '1') {
      sessionStorage.removeItem('sw-reload-requested');
      window.location.reload();
    }
  });
  wb.addEventListener('message', (event) => {
    const data = event.data as WorkerMessage;
    if (data.type === 'network-answered') {
      setConnection('online');
      onNetworkAnswered();
    }
    // A push changed the saved warnings: the same refresh, with no news about the network.
    if (data.type === 'saved-changed') onNetworkAnswered();
  });
  // Registration fails where service workers are blocked (private modes, policies): the site still works online.
  wb.register()
    .then(() => navigator.serviceWorker.ready)
    .then(() => afterSettling(SAVE_DELAY_MS))
    .then(() => import('#/state/pack'))
    .then(({ saveCore }) => saveCore(locale))
    // The offer of the whole guide appears once the first visit's part is saved.
    .then(() => window.dispatchEvent(new Event(CORE_SAVED_EVENT)))
    .catch((err: unknown) => console.warn('Service worker not registered', err));
}

/** The first visit's save (a manifest to read, dozens of answers to store) waits this long after the worker is ready. */
const SAVE_DELAY_MS = 4000;

export function applyUpdate(): void {
  if (!wb) return;
  sessionStorage.setItem('sw-reload-requested', '1');
  wb.messageSkipWaiting();
}
