// Applies or clears the shipped demonstration scenario (content/demo/<name>.json, default signal-8) in the live store
// a running server reads (DATABASE_URL, or LIVE_DB_PATH / data/live.sqlite): the server shows it within seconds.
// `npm run demo:signal8` hoists it, `npm run demo:clear` lowers it again. Every change is in the audit log.
import { readConfig } from '../server/config';
import { applyDemo, clearDemo, readDemo } from '../server/live/demo';
import { migrate } from '../server/live/migrations';
import { openLiveStore } from '../server/live/store';

const args = process.argv.slice(2);
const clear = args.includes('--clear');
const name = args.find((a) => !a.startsWith('--')) ?? 'signal-8';

const config = readConfig();
const store = openLiveStore({ databaseUrl: config.databaseUrl, sqlitePath: config.liveDbPath });
try {
  await migrate(store.db);
  const demo = readDemo(config.contentDir, name);
  if (clear) await clearDemo(store, demo);
  else await applyDemo(store, demo);
  console.info(`${clear ? 'Cleared' : 'Applied'} the "${name}" scenario in ${store.description}.`);
} catch (err) {
  console.error(`demo: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
