// Journeys' access to the live store the e2e server reads (DATABASE_URL or LIVE_DB_PATH, set by global-setup): the shipped
// demonstration scenario (signal 8) hoisted and lowered as `npm run demo:signal8` / `demo:clear` do.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { applyDemo, clearDemo, readDemo } from '../../server/live/demo';
import { openLiveStore } from '../../server/live/store';
import { hashPassword } from '../../server/operator/passwords';

/** The e2e server's live store, on whichever engine global-setup gave it. */
export function openE2eStore(): ReturnType<typeof openLiveStore> {
  const sqlitePath = process.env.LIVE_DB_PATH ?? '';
  if (!sqlitePath && !process.env.DATABASE_URL) throw new Error('neither DATABASE_URL nor LIVE_DB_PATH is set (tests/e2e/global-setup.ts sets one)');
  return openLiveStore({ databaseUrl: process.env.DATABASE_URL, sqlitePath });
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
