// Production runs the compiled server with React's production build: the detector /readyz reports is checked in a
// child process started the way `npm start` starts the server, and shown to tell the development build apart.
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer } from '../../../scripts/build-server';
import { compiledServerArgs, productionEnv } from '../../../scripts/compiled-server';

const root = process.cwd();
const dir = mkdtempSync(join(tmpdir(), 'compiled-server-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Loads react-dom/server as the page renderer does, then prints what the server's detector says. */
async function reactBuildIn(env: NodeJS.ProcessEnv): Promise<string> {
  const detector = await buildServer(root, join(dir, 'react-build.js'), 'server/ssr/react-build.ts');
  const probe = join(dir, 'probe.mjs');
  writeFileSync(
    probe,
    `import { createRequire } from 'node:module';\n` +
      `createRequire(${JSON.stringify(join(root, 'package.json'))})('react-dom/server');\n` +
      `const { loadedReactBuild } = await import(${JSON.stringify(pathToFileURL(detector).href)});\n` +
      `process.stdout.write(loadedReactBuild());\n`,
  );
  return execFileSync(process.execPath, compiledServerArgs(probe), { cwd: root, env, encoding: 'utf8' });
}

describe('the compiled server', () => {
  it('loads React’s production build, whatever NODE_ENV the caller had', async () => {
    expect(await reactBuildIn(productionEnv({ ...process.env, NODE_ENV: 'test' }))).toBe('production');
  });

  it('the detector tells the development build apart', async () => {
    expect(await reactBuildIn({ ...process.env, NODE_ENV: 'development' })).toBe('development');
  });

  it('bundles our code only: React and the other packages load from node_modules', async () => {
    const out = readFileSync(await buildServer(root, join(dir, 'index.js')), 'utf8');
    expect(out).toMatch(/from "fastify"/);
    expect(out).not.toMatch(/__CLIENT_INTERNALS|__SERVER_INTERNALS|from "react|#shared\//);
  });
});
