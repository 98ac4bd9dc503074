// What the API calls learn about the connection: answered by the network, served from the saved guide because the
// network failed or was too slow. The interface's indicator listens here rather than to `navigator.onLine` alone.
import type { OfflineReason } from '#shared/offline';

export type Connection = 'online' | OfflineReason;
type Listener = (connection: Connection) => void;

const listeners = new Set<Listener>();

export function onConnection(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportConnection(connection: Connection): void {
  for (const listener of listeners) listener(connection);
}
