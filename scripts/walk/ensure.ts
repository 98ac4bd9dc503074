// Builds the walking graph on start when it is missing or older than what it is made from (used by `npm start`).
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WALK_FILE, WALK_INPUTS, buildWalk, walkDataDir, walkDir, type WalkBuildReport } from './build-graph';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The build's own code: a change to how the graph is made makes the old file stale too. */
const BUILD_CODE = ['shared/walk/build.ts', 'shared/walk/format.ts', 'scripts/walk/build-graph.ts'].map((p) => join(root, p));

/** Whether `output` is missing or older than any of `inputs` that exist. */
export function isStale(output: string, inputs: string[]): boolean {
  if (!existsSync(output)) return true;
  const made = statSync(output).mtimeMs;
  return inputs.some((p) => existsSync(p) && statSync(p).mtimeMs > made);
}

export function ensureWalk({
  dir = walkDir(),
  dataDir = walkDataDir(),
  log,
}: {
  dir?: string;
  dataDir?: string;
  log: (m: string) => void;
}): WalkBuildReport | undefined {
  const inputs = [...WALK_INPUTS.map((p) => join(dataDir, p)), ...BUILD_CODE];
  if (!isStale(join(dir, WALK_FILE), inputs)) return undefined;
  if (!existsSync(join(dataDir, WALK_INPUTS[0]!))) {
    log(`walking graph: no map data in ${dataDir} (MAP_DATA_DIR); walking directions stay off`);
    return undefined;
  }
  log(`walking graph missing or older than its data in ${dir}: building it (npm run walk:build)`);
  return buildWalk(dataDir, dir);
}
