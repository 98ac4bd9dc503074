// The live store: every piece of writable data (announcements, warnings, weather, operators, sessions, audit log,
// push subscriptions, VAPID keys) behind one interface, on SQLite (embedded default) or PostgreSQL (DATABASE_URL).
// Read-mostly content stays in the per-instance content store (server/store).
import fs from 'node:fs';
import path from 'node:path';
import { openPostgres, openSqlite, type Db, type Engine } from './db';
import { migrate } from './migrations';
import { liveRepo } from './repo-live';
import { operatorRepo } from './repo-operators';
import { pushRepo } from './repo-push';
import { securityRepo } from './repo-security';

export interface LiveStoreConfig {
  /** postgres://… : several instances share it. */
  databaseUrl?: string | undefined;
  /** The SQLite file otherwise (":memory:" for tests). */
  sqlitePath: string;
}

export type LiveStore = ReturnType<typeof liveRepo> &
  ReturnType<typeof operatorRepo> &
  ReturnType<typeof pushRepo> &
  ReturnType<typeof securityRepo> & {
    readonly engine: Engine;
    readonly db: Db;
    /** Where it lives, without credentials, for logs. */
    readonly description: string;
    migrate(): Promise<number[]>;
    close(): Promise<void>;
  };

/** The database URL without its password, safe to log. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres (unparsable URL)';
  }
}

export function openLiveStore(config: LiveStoreConfig): LiveStore {
  let db: Db;
  let description: string;
  if (config.databaseUrl) {
    db = openPostgres(config.databaseUrl);
    description = `PostgreSQL ${redactUrl(config.databaseUrl)}`;
  } else {
    if (config.sqlitePath !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(config.sqlitePath)), { recursive: true });
    db = openSqlite(config.sqlitePath);
    description = `SQLite ${config.sqlitePath}`;
  }
  return {
    ...liveRepo(db),
    ...operatorRepo(db),
    ...pushRepo(db),
    ...securityRepo(db),
    engine: db.engine,
    db,
    description,
    migrate: () => migrate(db),
    close: () => db.close(),
  };
}
