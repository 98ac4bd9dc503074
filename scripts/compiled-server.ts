// Runs the compiled server (dist-server/index.js) as production runs it: plain node, NODE_ENV=production set before
// anything loads, so React (loaded by the page renderer from node_modules) is its production build.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** The environment of the production server: the caller's, with NODE_ENV=production whatever it said. */
export function productionEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: 'production' };
}

/** The node arguments that run the compiled server (stack traces point into server/*.ts through the source map). */
export function compiledServerArgs(entry: string): string[] {
  return ['--enable-source-maps', entry];
}

export function spawnCompiledServer(entry: string, opts: SpawnOptions = {}): ChildProcess {
  return spawn(process.execPath, compiledServerArgs(entry), { ...opts, env: productionEnv(opts.env ?? process.env) });
}
