// Journeys' access to the live store the e2e server reads (LIVE_DB_PATH, set by global-setup): the shipped
// demonstration scenario (signal 8) hoisted and lowered as `npm run demo:signal8` / `demo:clear` do.
import path from 'node:path';
import { applyDemo, clearDemo, readDemo } from '../../server/live/demo';
import { openLiveStore } from '../../server/live/store';

async function withStore(fn: (store: ReturnType<typeof openLiveStore>) => Promise<void>): Promise<void> {
  const sqlitePath = process.env.LIVE_DB_PATH;
  if (!sqlitePath) throw new Error('LIVE_DB_PATH is not set (tests/e2e/global-setup.ts sets it)');
  const store = openLiveStore({ sqlitePath });
  try {
    await fn(store);
  } finally {
    await store.close();
  }
}

const demo = () => readDemo(path.resolve('content'));

export const hoistSignal8 = () => withStore((s) => applyDemo(s, demo()));
export const lowerSignal8 = () => withStore((s) => clearDemo(s, demo()));
