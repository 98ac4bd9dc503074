// Which build of React's server renderer this process loaded. React picks it from NODE_ENV when first loaded: the
// development build renders several times slower and prints component stacks with the server's file paths into
// pages, so production must never run it (scripts/compiled-server.ts sets NODE_ENV; /readyz reports what loaded).
import { createRequire } from 'node:module';

export type ReactBuild = 'production' | 'development' | 'not loaded';

/** Read from Node's module cache, shared by every CommonJS module (React's entry `require`s its build by name). */
export function loadedReactBuild(): ReactBuild {
  const files = Object.keys(createRequire(import.meta.url).cache);
  const server = files.filter((f) => /[\\/]react-dom[\\/]cjs[\\/]react-dom-server[^\\/]*\.js$/.test(f));
  if (server.some((f) => f.endsWith('.development.js'))) return 'development';
  return server.length > 0 ? 'production' : 'not loaded';
}
