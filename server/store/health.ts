// The state of a store file before it is served: missing, damaged (failed SQLite's quick check) or usable, and the
// files an interrupted import leaves beside it (temporary stores and their journals), which are removed.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type StoreHealth = { state: 'missing' } | { state: 'damaged'; reason: string } | { state: 'ok'; wal: boolean };

/** The file's own header says whether it uses a write-ahead log (bytes 18 and 19 are 2). */
function usesWal(dbPath: string): boolean {
  const fd = fs.openSync(dbPath, 'r');
  try {
    const head = Buffer.alloc(20);
    fs.readSync(fd, head, 0, 20, 0);
    return head[18] === 2 && head[19] === 2;
  } finally {
    fs.closeSync(fd);
  }
}

export function storeHealth(dbPath: string): StoreHealth {
  if (!fs.existsSync(dbPath)) return { state: 'missing' };
  let db: Database.Database | undefined;
  try {
    db = new Database(dbPath, { readonly: true, fileMustExist: true });
    const check = db.pragma('quick_check', { simple: true }) as string;
    if (check !== 'ok') return { state: 'damaged', reason: String(check).split('\n')[0]!.slice(0, 200) };
    db.prepare("SELECT value FROM meta WHERE key = 'content_version'").get();
    return { state: 'ok', wal: usesWal(dbPath) };
  } catch (err) {
    return { state: 'damaged', reason: (err as Error).message.split('\n')[0]!.slice(0, 200) };
  } finally {
    db?.close();
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes what an import killed midway left beside `dbPath`: `{store}.{pid}.{time}.tmp` files of processes that are
 * gone (with their journals), and journals of the store itself, which is never written in place and so owns none
 * unless it uses the old write-ahead log. Returns the names removed.
 */
export function removeLeftovers(dbPath: string): string[] {
  const dir = path.dirname(dbPath);
  const base = path.basename(dbPath);
  if (!fs.existsSync(dir)) return [];
  const tmp = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(\\d+)\\.\\d+\\.tmp(-wal|-shm|-journal)?$`);
  const ownJournals = new Set([`${base}-journal`, ...(fs.existsSync(dbPath) && usesWal(dbPath) ? [] : [`${base}-wal`, `${base}-shm`])]);
  const removed: string[] = [];
  for (const name of fs.readdirSync(dir)) {
    const m = tmp.exec(name);
    const stale = m ? !isRunning(Number(m[1])) : ownJournals.has(name);
    if (!stale) continue;
    fs.rmSync(path.join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}
