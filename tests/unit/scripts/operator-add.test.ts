// `npm run operator:add` refuses a common or guessable password (the same rule as the operator API) and creates the
// operator with a good one.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openLiveStore } from '../../../server/live/store';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-add-'));
const LIVE_DB_PATH = path.join(dir, 'live.sqlite');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function operatorAdd(password: string, ...args: string[]): Promise<{ code: number; stderr: string }> {
  try {
    // Node itself with tsx's hook, as npm's script would run it, without starting npx each time.
    await run(process.execPath, ['--import', 'tsx', 'scripts/operator-add.ts', ...args], {
      env: { ...process.env, LIVE_DB_PATH, OPERATOR_PASSWORD: password, DATABASE_URL: '' },
    });
    return { code: 0, stderr: '' };
  } catch (err) {
    const e = err as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
}

describe('operator:add', () => {
  it.each(['password1234', 'aaaaaaaaaaaa', '            ', 'lei.admin.2026'])(
    'refuses %j',
    async (password) => {
      const res = await operatorAdd(password, 'lei.admin', 'admin');
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(/too common|user name/);
    },
    60_000,
  );

  it('creates the operator with a password no list holds', async () => {
    expect((await operatorAdd('junk boat under amaral bridge', 'lei.admin', 'admin')).code).toBe(0);
    const store = openLiveStore({ sqlitePath: LIVE_DB_PATH });
    try {
      expect(await store.operatorByUsername('lei.admin')).toMatchObject({ role: 'admin', totpSecret: null });
    } finally {
      await store.close();
    }
  }, 60_000);
});
