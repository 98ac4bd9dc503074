// Opens the content store the server will serve, whatever state the disk is in: leftovers of a killed import are
// removed, a damaged store is rebuilt from content/ (one log line), also when the damage is found while serving, and a
// store in a read-only folder is served as it is.
import path from 'node:path';
import { ensureStore, importContent, needsImport } from '../import';
import { openStore, type Store } from '../store';
import { removeLeftovers, storeHealth } from '../store/health';
import { StartupError } from './errors';
import { healingStore } from './healing-store';
import { isWritableDir } from './writable';

export interface PrepareStoreOptions {
  contentDir: string;
  dbPath: string;
  log: (message: string) => void;
  /** Whether the store's folder can be written; tests inject it, the default tries. */
  canWrite?: (dir: string) => boolean;
}

const shown = (p: string): string => {
  const rel = path.relative(process.cwd(), p);
  return rel && !rel.startsWith('..') ? rel : p;
};

export function prepareStore({ contentDir, dbPath, log, canWrite = isWritableDir }: PrepareStoreOptions): Store {
  const dir = path.dirname(path.resolve(dbPath));
  if (!canWrite(dir)) return openReadOnly(contentDir, dbPath, dir, log);

  const removed = removeLeftovers(dbPath);
  if (removed.length) log(`content store: removed ${removed.length} file(s) left by an interrupted import (${removed.join(', ')})`);
  const health = storeHealth(dbPath);
  if (health.state === 'damaged') {
    const counts = importContent(contentDir, dbPath);
    log(`content store: ${shown(dbPath)} was damaged (${health.reason}); rebuilt it from ${shown(contentDir)} (${counts.sights ?? 0} sights)`);
  } else if (health.state === 'ok' && health.wal) {
    // Stores written before the rollback journal keep -wal/-shm files beside them for as long as they are served.
    ensureStore({ contentDir, dbPath, log, force: true, reason: 'store written with a write-ahead log' });
  } else {
    ensureStore({ contentDir, dbPath, log });
  }
  return healingStore({ open: () => openStore(dbPath), rebuild: () => void importContent(contentDir, dbPath), log });
}

function openReadOnly(contentDir: string, dbPath: string, dir: string, log: (message: string) => void): Store {
  const health = storeHealth(dbPath);
  if (health.state !== 'ok') {
    const what = health.state === 'missing' ? 'missing' : `damaged (${health.reason})`;
    throw new StartupError(
      `content store: ${shown(dbPath)} is ${what} and ${shown(dir)} is read-only, so it cannot be built: make the folder writable or set DB_PATH.`,
    );
  }
  const stale = needsImport(contentDir, dbPath);
  if (stale === 'schema version changed')
    throw new StartupError(
      `content store: ${shown(dbPath)} was written by another version and ${shown(dir)} is read-only: make the folder writable or set DB_PATH.`,
    );
  log(`content store: ${shown(dir)} is read-only; serving ${shown(dbPath)} read-only${stale ? ` (not re-imported: ${stale})` : ''}`);
  try {
    return openStore(dbPath);
  } catch (err) {
    throw new StartupError(`content store: cannot open ${shown(dbPath)} read-only: ${(err as Error).message}`);
  }
}
