// Faults an operator meets, each on a real server process over temporary folders: a bad PORT, a busy port, empty
// content, a damaged store, a store in a read-only folder, and an import killed midway. Each ends in a served site
// or in one clear line and a non-zero exit code. Each start takes seconds, more on a busy machine: hence the timeouts.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { importContent } from '../../../../server/import';
import { FIXTURE_CONTENT } from '../helpers';
import { freePort, lines, readOnlyMode, startServer, waitForAnswer, type ServerRun } from './server-process';

const CONTENT = path.resolve(import.meta.dirname, '../../../../content');
const dirs: string[] = [];
const runs: ServerRun[] = [];

function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'macao-fault-'));
  dirs.push(d);
  return d;
}

/** Folders of a server run: the store's folder, no built app and no tiles (the shell and API still serve). */
function envFor(dir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DB_PATH: path.join(dir, 'store.sqlite'),
    CONTENT_DIR: FIXTURE_CONTENT,
    DIST_DIR: path.join(dir, 'no-dist'),
    TILES_DIR: path.join(dir, 'no-tiles'),
    ...extra,
  };
}

async function start(env: Record<string, string>, wrap?: Parameters<typeof startServer>[0]['wrap']): Promise<ServerRun> {
  const run = await startServer({ env, ...(wrap ? { wrap } : {}) });
  runs.push(run);
  return run;
}

/** The run must end by itself, non-zero, having printed one line (and no stack) on stderr. */
async function expectOneLineFailure(run: ServerRun): Promise<string> {
  const code = await Promise.race([run.exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 60_000))]);
  expect(code).not.toBe('timeout');
  expect(code).not.toBe(0);
  const { stdout, stderr } = run.output();
  const errLines = lines(stderr);
  expect(errLines).toHaveLength(1);
  expect(`${stdout}\n${stderr}`).not.toMatch(/\n\s+at \S/);
  return errLines[0]!;
}

async function expectServed(run: ServerRun): Promise<void> {
  expect(await waitForAnswer(run, `http://127.0.0.1:${run.port}/api/site?lang=en`, 60_000)).toBe(true);
  const site = await fetch(`http://127.0.0.1:${run.port}/api/site?lang=en`);
  expect(site.status).toBe(200);
  const menu = await fetch(`http://127.0.0.1:${run.port}/api/experience/menu?lang=pt`);
  expect(menu.status).toBe(200);
  expect(((await menu.json()) as unknown[]).length).toBeGreaterThan(0);
  expect((await fetch(`http://127.0.0.1:${run.port}/en`)).status).toBe(200);
}

afterEach(async () => {
  for (const run of runs.splice(0)) await run.stop();
});

afterAll(() => {
  for (const d of dirs.splice(0)) {
    fs.chmodSync(d, 0o755);
    fs.rmSync(d, { recursive: true, force: true });
  }
});

describe('bad settings', { timeout: 90_000 }, () => {
  it('refuses PORT=abc in one line instead of serving on 8080', async () => {
    const line = await expectOneLineFailure(await start(envFor(tempDir(), { PORT: 'abc' })));
    expect(line).toMatch(/PORT must be a whole number from 1 to 65535 \(got "abc"\)/);
  });

  it('says in one line that the port is in use', async () => {
    const port = await freePort();
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(port, '127.0.0.1', r));
    try {
      const line = await expectOneLineFailure(await start(envFor(tempDir(), { PORT: String(port) })));
      expect(line).toBe(`Port ${port} on 127.0.0.1 is already in use: stop the other server or choose another PORT.`);
    } finally {
      blocker.close();
    }
  });

  it('refuses an empty content folder instead of serving an empty site', async () => {
    const dir = tempDir();
    const empty = path.join(dir, 'content');
    fs.mkdirSync(empty);
    const line = await expectOneLineFailure(await start(envFor(dir, { CONTENT_DIR: empty })));
    expect(line).toMatch(/^Content import failed: .*no content files found/);
    expect(fs.existsSync(path.join(dir, 'store.sqlite'))).toBe(false);
  });
});

describe('a damaged store', { timeout: 90_000 }, () => {
  it('is rebuilt from content/ with one log line saying so', async () => {
    const dir = tempDir();
    const dbPath = path.join(dir, 'store.sqlite');
    importContent(FIXTURE_CONTENT, dbPath);
    const size = fs.statSync(dbPath).size;
    const fd = fs.openSync(dbPath, 'r+');
    fs.writeSync(fd, Buffer.alloc(8192, 0xa5), 0, 8192, Math.floor(size / 2));
    fs.closeSync(fd);
    const run = await start(envFor(dir));
    await expectServed(run);
    const said = lines(run.output().stdout).filter((l) => /damaged/.test(l));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/store\.sqlite was damaged \(.+\); rebuilt it from /);
    expect(run.output().stderr).toBe('');
    const db = new Database(dbPath, { readonly: true });
    expect(db.pragma('quick_check', { simple: true })).toBe('ok');
    db.close();
  });

  it('that is not a database at all is rebuilt too', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'store.sqlite'), 'this is not a database');
    const run = await start(envFor(dir));
    await expectServed(run);
    expect(lines(run.output().stdout).filter((l) => /was damaged/.test(l))).toHaveLength(1);
  });
});

describe('a store in a read-only folder', { timeout: 90_000 }, () => {
  it('is served read-only, and a missing one is one line and a non-zero exit', async () => {
    const dir = tempDir();
    const dbPath = path.join(dir, 'store.sqlite');
    const content = path.join(tempDir(), 'content');
    fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
    importContent(content, dbPath);
    // Content newer than the store: a writable folder would re-import; a read-only one serves what it has.
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(content, 'site.json'), later, later);
    const mode = readOnlyMode(dir);
    if (!mode) {
      // Root on a machine without mount namespaces: a folder cannot be made read-only for root here.
      console.warn('faults: skipping the read-only folder check (no way to make a folder read-only for root)');
      return;
    }
    if (mode.kind === 'chmod') fs.chmodSync(dir, 0o555);
    const wrap = mode.kind === 'mount' ? mode.wrap : undefined;
    try {
      const run = await start(envFor(dir, { CONTENT_DIR: content }), wrap);
      await expectServed(run);
      expect(lines(run.output().stdout).some((l) => /is read-only; serving .*store\.sqlite read-only \(not re-imported: content changed\)/.test(l))).toBe(true);
      expect(run.output().stderr).toBe('');
      await run.stop();

      const missing = await start(envFor(dir, { CONTENT_DIR: content, DB_PATH: path.join(dir, 'other.sqlite') }), wrap);
      expect(await expectOneLineFailure(missing)).toMatch(/other\.sqlite is missing and .* is read-only, so it cannot be built/);
    } finally {
      fs.chmodSync(dir, 0o755);
    }
    // Nothing was written beside the store: no journal, no temporary file, no media cache.
    expect(fs.readdirSync(dir).sort()).toEqual(['store.sqlite']);
  });
});

describe('an import killed midway', { timeout: 90_000 }, () => {
  it('leaves files that the next start removes, then serves the site', async () => {
    let leftovers: string[] = [];
    let dir = '';
    // The kill must land while the store is being written; a try that misses it is repeated.
    for (let attempt = 0; attempt < 4 && leftovers.length === 0; attempt += 1) {
      dir = tempDir();
      const run = await start(envFor(dir, { CONTENT_DIR: CONTENT }));
      await new Promise<void>((resolve) => {
        // Killed as soon as the temporary store appears; if the import finished unseen, killed anyway and tried again.
        const watcher = fs.watch(dir, (_event, name) => {
          if (name && (name.endsWith('.tmp') || name === 'store.sqlite')) run.child.kill('SIGKILL');
        });
        void run.exited.then(() => {
          watcher.close();
          resolve();
        });
      });
      await run.exited;
      leftovers = fs.readdirSync(dir).filter((f) => /\.tmp(-journal|-wal|-shm)?$/.test(f));
      if (leftovers.length === 0) fs.rmSync(path.join(dir, 'store.sqlite'), { force: true });
    }
    expect(leftovers.length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dir, 'store.sqlite'))).toBe(false);

    const run = await start(envFor(dir, { CONTENT_DIR: CONTENT }));
    await expectServed(run);
    expect(lines(run.output().stdout).some((l) => /removed \d+ file\(s\) left by an interrupted import/.test(l))).toBe(true);
    expect(fs.readdirSync(dir).filter((f) => f !== 'media-cache' && f !== 'no-dist' && f !== 'no-tiles')).toEqual(['store.sqlite']);
  });
});
