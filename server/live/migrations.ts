// Migrations of the live store, for both engines: numbered, applied once each in one transaction, recorded in
// schema_migrations. On PostgreSQL an advisory lock makes instances that start together apply them once.
import type { Db, Engine } from './db';

export interface Migration {
  version: number;
  name: string;
  sql: (engine: Engine) => string;
}

const autoId = (engine: Engine) => (engine === 'postgres' ? 'BIGSERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY AUTOINCREMENT');

/**
 * Times are milliseconds since the epoch (BIGINT), except an announcement's issued_time, in seconds as SPEC §3 has it.
 * Flags are 0/1 integers and lists JSON text, so both engines read the same values.
 */
export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'live state, operators, sessions, audit log, push',
    sql: (engine) => `
CREATE TABLE live_revision (id INTEGER PRIMARY KEY, revision BIGINT NOT NULL, changed_at BIGINT NOT NULL);
INSERT INTO live_revision (id, revision, changed_at) VALUES (1, 0, 0);
CREATE TABLE live_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE announcements (
  id TEXT PRIMARY KEY,
  content TEXT NOT NULL,
  issued_time BIGINT NOT NULL,
  active INTEGER NOT NULL,
  is_warning INTEGER NOT NULL,
  channels TEXT NOT NULL,
  kind TEXT,
  created_at BIGINT NOT NULL,
  created_by TEXT,
  updated_at BIGINT NOT NULL,
  updated_by TEXT,
  withdrawn_at BIGINT,
  published_at BIGINT
);
CREATE INDEX announcements_by_issued ON announcements (issued_time);

CREATE TABLE warnings (type TEXT PRIMARY KEY, level TEXT NOT NULL, since BIGINT NOT NULL, set_by TEXT);

CREATE TABLE weather (id INTEGER PRIMARY KEY, data TEXT NOT NULL, updated_at BIGINT NOT NULL, updated_by TEXT);

CREATE TABLE operators (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  display_name TEXT NOT NULL,
  role TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  disabled INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  password_changed_at BIGINT NOT NULL
);

CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  operator_id TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL,
  ip TEXT
);
CREATE INDEX sessions_by_operator ON sessions (operator_id);

CREATE TABLE sign_in_throttle (key TEXT PRIMARY KEY, failures INTEGER NOT NULL, window_start BIGINT NOT NULL, locked_until BIGINT NOT NULL);

CREATE TABLE audit_log (
  id ${autoId(engine)},
  at BIGINT NOT NULL,
  actor TEXT,
  actor_id TEXT,
  action TEXT NOT NULL,
  target TEXT,
  detail TEXT,
  ip TEXT
);
CREATE INDEX audit_by_at ON audit_log (at);

CREATE TABLE push_subscriptions (
  endpoint TEXT PRIMARY KEY,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  locale TEXT NOT NULL,
  topics TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  last_sent_at BIGINT,
  failures INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE vapid_keys (id INTEGER PRIMARY KEY, public_key TEXT NOT NULL, private_key TEXT NOT NULL, subject TEXT NOT NULL, created_at BIGINT NOT NULL);
`,
  },
  {
    version: 2,
    name: 'announcement end time',
    // Seconds, like issued_time; NULL: it runs until withdrawn.
    sql: () => 'ALTER TABLE announcements ADD COLUMN end_time BIGINT;',
  },
  {
    version: 3,
    name: 'second factor, recovery codes, rate counters, coalesced audit rows, parked push subscriptions',
    sql: () => `
ALTER TABLE operators ADD COLUMN totp_secret TEXT;
ALTER TABLE operators ADD COLUMN totp_pending TEXT;
ALTER TABLE operators ADD COLUMN totp_last_step BIGINT NOT NULL DEFAULT 0;

CREATE TABLE recovery_codes (
  operator_id TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at BIGINT
);
CREATE INDEX recovery_codes_by_operator ON recovery_codes (operator_id);

CREATE TABLE rate_counters (key TEXT PRIMARY KEY, window_start BIGINT NOT NULL, count INTEGER NOT NULL);

ALTER TABLE audit_log ADD COLUMN count INTEGER NOT NULL DEFAULT 1;
ALTER TABLE audit_log ADD COLUMN coalesce_key TEXT;
CREATE INDEX audit_by_coalesce_key ON audit_log (coalesce_key, at);
CREATE INDEX audit_by_target ON audit_log (target, at);

ALTER TABLE push_subscriptions ADD COLUMN parked_at BIGINT;
`,
  },
  {
    version: 4,
    name: 'push delivery runs and outcomes per subscription (the durable queue on PostgreSQL)',
    // One row per delivery of an announcement (a run: one per publish), and one per (run, subscription) pushed or given up on: a batch
    // taken over from a killed instance skips what was already sent, and the operator sees the progress.
    sql: () => `
CREATE TABLE push_runs (
  run_key TEXT PRIMARY KEY,
  announcement_id TEXT NOT NULL,
  matched INTEGER NOT NULL,
  batches INTEGER NOT NULL,
  started_at BIGINT NOT NULL
);
CREATE INDEX push_runs_by_announcement ON push_runs (announcement_id, started_at);

CREATE TABLE push_deliveries (
  run_key TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  outcome TEXT NOT NULL,
  at BIGINT NOT NULL,
  PRIMARY KEY (run_key, endpoint)
);
`,
  },
];

/** Applies the migrations not applied yet; returns the versions it applied. */
export async function migrate(db: Db, migrations: Migration[] = MIGRATIONS, now = Date.now()): Promise<number[]> {
  return db.transaction(async (tx) => {
    // Instances starting together wait here; the first applies, the others then find nothing left to do.
    if (tx.engine === 'postgres') await tx.get('SELECT pg_advisory_xact_lock(7710016)');
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)');
    const done = new Set((await tx.all<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => Number(r.version)));
    const applied: number[] = [];
    for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql(tx.engine));
      await tx.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [m.version, m.name, now]);
      applied.push(m.version);
    }
    return applied;
  });
}
