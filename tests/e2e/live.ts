// Journeys' access to the live store their worker's server reads (servers.ts: SQLite in the worker's folder or its own
// PostgreSQL database): the shipped demonstration scenario (signal 8) hoisted and lowered as `npm run demo:signal8` /
// `demo:clear` do.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { applyDemo, clearDemo, readDemo } from '../../server/live/demo';
import { openLiveStore } from '../../server/live/store';
import { hashPassword } from '../../server/operator/passwords';
import { slot } from './servers';

/** This worker's server's live store, on whichever engine global-setup gave the run. */
export function openE2eStore(): ReturnType<typeof openLiveStore> {
  const { liveDbPath, databaseUrl } = slot();
  if (!liveDbPath && !databaseUrl) throw new Error('neither DATABASE_URL nor LIVE_DB_PATH is set for the server at E2E_BASE_URL');
  return openLiveStore({ databaseUrl, sqlitePath: liveDbPath });
}

async function withStore(fn: (store: ReturnType<typeof openLiveStore>) => Promise<void>): Promise<void> {
  const store = openE2eStore();
  try {
    await fn(store);
  } finally {
    await store.close();
  }
}

const demo = () => readDemo(path.resolve('content'));

export const hoistSignal8 = () => withStore((s) => applyDemo(s, demo()));
export const lowerSignal8 = () => withStore((s) => clearDemo(s, demo()));

/** An operator straight in the e2e server's live store (the first operator of a real install comes from `npm run operator:add`). */
export async function createE2eOperator(username: string, password: string, displayName: string, role: 'editor' | 'admin' = 'editor'): Promise<void> {
  const now = Date.now();
  const passwordHash = await hashPassword(password);
  await withStore((s) =>
    s
      .createOperator(
        { id: randomUUID(), username, displayName, role, passwordHash, disabled: false, createdAt: now, passwordChangedAt: now },
        { id: null, name: 'e2e', ip: null },
      )
      .then(() => undefined),
  );
}
