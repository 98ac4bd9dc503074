// Opens the live side of an instance: the live store (PostgreSQL when DATABASE_URL is set, SQLite otherwise), its
// migrations, the shipped announcements copied in on first start, and the in-memory state that follows the store.
import type { Announcement } from '../store/documents';
import { LiveState, type LiveStateOptions } from './state';
import { openLiveStore, type LiveStoreConfig } from './store';
import { publicAnnouncement } from './public-announcement';

export interface OpenLiveOptions extends LiveStoreConfig {
  /** The shipped announcements (content/announcements.json), copied in once. */
  seed: readonly Announcement[];
  now?: () => Date;
  pollMs?: number;
  log?: LiveStateOptions['log'] & { info: (msg: string) => void };
}

export async function openLive(opts: OpenLiveOptions): Promise<LiveState> {
  const store = openLiveStore({ databaseUrl: opts.databaseUrl, sqlitePath: opts.sqlitePath });
  try {
    const applied = await store.migrate();
    if (applied.length) opts.log?.info(`live store ${store.description}: migrations ${applied.join(', ')} applied`);
    const now = (opts.now ?? (() => new Date()))().getTime();
    const seed = opts.seed.map(publicAnnouncement);
    await store.seedOnce(seed, now);
    return await LiveState.open({
      store,
      ...(opts.now ? { now: opts.now } : {}),
      ...(opts.pollMs ? { pollMs: opts.pollMs } : {}),
      ...(opts.log ? { log: opts.log } : {}),
    });
  } catch (err) {
    await store.close().catch(() => undefined);
    throw err;
  }
}
