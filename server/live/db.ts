// One small SQL interface over the two engines of the live store: SQLite (better-sqlite3, WAL, the embedded default)
// and PostgreSQL (pg, when DATABASE_URL is set). SQL is written once with `?` placeholders.
import Database from 'better-sqlite3';
import pg from 'pg';

export type Param = string | number | null;
export type Engine = 'sqlite' | 'postgres';

export interface Db {
  readonly engine: Engine;
  all<T>(sql: string, params?: Param[]): Promise<T[]>;
  get<T>(sql: string, params?: Param[]): Promise<T | undefined>;
  /** Runs a write; resolves to the number of rows it changed. */
  run(sql: string, params?: Param[]): Promise<number>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction (SQLite: BEGIN IMMEDIATE, so writers queue; PostgreSQL: READ COMMITTED). */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** `?` placeholders become PostgreSQL's `$1, $2, …` (the live store's SQL has no `?` inside literals). */
export function toPositional(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** An async queue: one SQLite connection must not interleave another caller's statements into an open transaction. */
class Mutex {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.tail.then(fn, fn);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

export function openSqlite(path: string): Db {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  const mutex = new Mutex();
  const direct: Db = {
    engine: 'sqlite',
    all: async <T>(sql: string, params: Param[] = []) => db.prepare(sql).all(...params) as T[],
    get: async <T>(sql: string, params: Param[] = []) => db.prepare(sql).get(...params) as T | undefined,
    run: async (sql, params = []) => db.prepare(sql).run(...params).changes,
    exec: async (sql) => void db.exec(sql),
    transaction: (fn) => fn(direct),
    close: async () => undefined,
  };
  const guarded =
    <A extends unknown[], R>(f: (...a: A) => Promise<R>) =>
    (...a: A) =>
      mutex.run(() => f(...a));
  return {
    engine: 'sqlite',
    all: guarded(direct.all) as Db['all'],
    get: guarded(direct.get) as Db['get'],
    run: guarded(direct.run),
    exec: guarded(direct.exec),
    transaction: <T>(fn: (tx: Db) => Promise<T>) =>
      mutex.run(async () => {
        db.exec('BEGIN IMMEDIATE');
        try {
          const out = await fn(direct);
          db.exec('COMMIT');
          return out;
        } catch (err) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw err;
        }
      }),
    close: () => mutex.run(async () => void db.close()),
  };
}

/** BIGINT (int8) columns hold milliseconds: read them as numbers, not strings. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function clientDb(client: pg.ClientBase): Db {
  const self: Db = {
    engine: 'postgres',
    all: async <T>(sql: string, params: Param[] = []) => (await client.query(toPositional(sql), params)).rows as T[],
    get: async <T>(sql: string, params: Param[] = []) => (await client.query(toPositional(sql), params)).rows[0] as T | undefined,
    run: async (sql, params = []) => (await client.query(toPositional(sql), params)).rowCount ?? 0,
    exec: async (sql) => void (await client.query(sql)),
    transaction: (fn) => fn(self),
    close: async () => undefined,
  };
  return self;
}

export interface PostgresDb extends Db {
  readonly pool: pg.Pool;
  /** A client of its own for LISTEN (a pooled client may be handed to someone else). */
  connectListener(): Promise<pg.Client>;
}

export function openPostgres(connectionString: string, max = 10): PostgresDb {
  const pool = new pg.Pool({ connectionString, max, types, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its connection emits here; without a listener the process would crash.
  pool.on('error', () => undefined);
  const query = (sql: string, params: Param[]) => pool.query(toPositional(sql), params);
  return {
    engine: 'postgres',
    pool,
    all: async <T>(sql: string, params: Param[] = []) => (await query(sql, params)).rows as T[],
    get: async <T>(sql: string, params: Param[] = []) => (await query(sql, params)).rows[0] as T | undefined,
    run: async (sql, params = []) => (await query(sql, params)).rowCount ?? 0,
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(clientDb(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    connectListener: async () => {
      const client = new pg.Client({ connectionString, types });
      await client.connect();
      return client;
    },
  };
}
