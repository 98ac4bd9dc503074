// What the API calls learn about the connection: answered by the network, still waiting on a slow line, served from
// the saved guide because the network failed or was slow. The interface's indicator listens here rather than to
// `navigator.onLine` alone.
import { NETWORK_TIMEOUT_MS, type OfflineReason } from '#shared/offline';

export type Connection = 'online' | OfflineReason;
type Listener = (connection: Connection) => void;

const listeners = new Set<Listener>();
/** Requests that have waited NETWORK_TIMEOUT_MS and are still waiting: while any is, the line is not "online". */
let waitingLong = 0;

export function onConnection(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportConnection(connection: Connection): void {
  // One quick answer does not make the line fast while another request is still waiting on it.
  if (connection === 'online' && waitingLong > 0) return;
  for (const listener of listeners) listener(connection);
}

/**
 * Starts watching one request: after NETWORK_TIMEOUT_MS without an answer the line is reported slow. Call the
 * returned function when the request settles (before reporting what its answer says).
 */
export function watchRequest(): () => void {
  let long = false;
  const timer = setTimeout(() => {
    long = true;
    waitingLong += 1;
    reportConnection('slow');
  }, NETWORK_TIMEOUT_MS);
  return () => {
    clearTimeout(timer);
    if (long) waitingLong -= 1;
    long = false;
  };
}
