// A content store damaged while the server serves it: the next read rebuilds it from content/ and is answered (no
// 500 until a restart); other errors are not swallowed.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/app';
import { readConfig } from '../../../../server/config';
import { healingStore } from '../../../../server/startup/healing-store';
import { prepareStore } from '../../../../server/startup/store';
import { FIXTURE_CONTENT, tempDir } from '../helpers';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Overwrites the store file in place with bytes SQLite cannot read, as a disk fault or a bad copy would. */
function damage(dbPath: string): void {
  const size = fs.statSync(dbPath).size;
  const fd = fs.openSync(dbPath, 'r+');
  fs.writeSync(fd, Buffer.alloc(size, 0x5a), 0, size, 0);
  fs.closeSync(fd);
}

describe('a store damaged while serving', () => {
  it('is rebuilt from content/ at the next read, which is answered', () => {
    const dir = tempDir();
    dirs.push(dir);
    const dbPath = path.join(dir, 'store.sqlite');
    const log: string[] = [];
    const store = prepareStore({ contentDir: FIXTURE_CONTENT, dbPath, log: (m) => log.push(m) });
    const before = store.sights().length;
    expect(before).toBeGreaterThan(0);
    damage(dbPath);
    expect(store.sights()).toHaveLength(before);
    expect(log.some((l) => /damaged while serving/.test(l))).toBe(true);
    store.close();
  });

  it('answers the API with 200 after the damage, not 500', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const config = {
      ...readConfig({}, dir),
      distDir: path.join(dir, 'no-dist'),
      contentDir: path.resolve(FIXTURE_CONTENT),
      dbPath: path.join(dir, 'store.sqlite'),
    };
    const { app } = await buildApp({ config });
    try {
      expect((await app.inject('/api/dining?lang=en')).statusCode).toBe(200);
      damage(config.dbPath);
      const res = await app.inject('/api/enf?lang=en');
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('passes any other error through', () => {
    const boom = Object.assign(new Error('no such table'), { code: 'SQLITE_ERROR' });
    const store = healingStore({
      open: () =>
        ({
          sights: () => {
            throw boom;
          },
        }) as never,
      rebuild: () => {
        throw new Error('must not rebuild');
      },
      log: () => undefined,
    });
    expect(() => store.sights()).toThrow(boom);
  });
});
