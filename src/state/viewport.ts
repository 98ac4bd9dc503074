// Keeps the shared interface state in step with the window size (250 ms debounce) and the network.
import { onConnection } from '#/api/connection';
import { setConnection, setOnline, setViewport } from './ui';

export const RESIZE_DEBOUNCE_MS = 250;

export function startViewportTracking(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => setViewport(window.innerWidth, navigator.userAgent);
  update();
  window.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(update, RESIZE_DEBOUNCE_MS);
  });
  setOnline(navigator.onLine);
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
  onConnection(setConnection);
}
