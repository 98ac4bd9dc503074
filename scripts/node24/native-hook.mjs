// Loaded with --import by scripts/node24-unit.sh: under Node 24, every import of better-sqlite3 resolves to the
// version installed for Node 24 in node_modules/.node24/runtime (see that script for why). Imports only: the suite and
// the server are ES modules; a CommonJS require() of it would keep its old path for the package's own files.
import { registerHooks } from 'node:module';

// From this file, not the working directory: the suite's child processes run in other folders too.
const original = new URL('../../node_modules/better-sqlite3/', import.meta.url).href;
const runtime = new URL('../../node_modules/.node24/runtime/', import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (!resolved.url.startsWith(original)) return resolved;
    return nextResolve('better-sqlite3', { ...context, parentURL: runtime });
  },
});
