// Runs the compiled server (dist-server/index.js) as production runs it: plain node, NODE_ENV=production set before
// anything loads, so React (loaded by the page renderer from node_modules) is its production build.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * The environment of the production server: the caller's, with NODE_ENV=production whatever it said. glibc's malloc
 * keeps its default arenas: MALLOC_ARENA_MAX=2 saved 9 MB outside V8's heap after a crawl, but kept the memory of a
 * stopped PDF worker (server/media/pdf/workers.ts): 521 rather than 409 MB once it had gone (issue 28).
 */
export function productionEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: 'production' };
}

/** Old-generation heap of the server in MB (SERVER_HEAP_MB): see compiledServerArgs. */
export const DEFAULT_SERVER_HEAP_MB = 512;

/**
 * The node arguments that run the compiled server (stack traces point into server/*.ts through the source map). The
 * heap is capped: without a cap V8 lets garbage from a crawl or a flood pile up towards its default limit (gigabytes)
 * before collecting, and the resident memory never comes back down; every cache of the server is bounded well below it.
 */
export function compiledServerArgs(entry: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const heap = Number(env.SERVER_HEAP_MB ?? DEFAULT_SERVER_HEAP_MB);
  return ['--enable-source-maps', ...(Number.isInteger(heap) && heap >= 128 ? [`--max-old-space-size=${heap}`] : []), entry];
}

export function spawnCompiledServer(entry: string, opts: SpawnOptions = {}): ChildProcess {
  const env = productionEnv(opts.env ?? process.env);
  return spawn(process.execPath, compiledServerArgs(entry, env), { ...opts, env });
}
