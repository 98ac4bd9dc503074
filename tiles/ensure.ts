// Builds the basemap on start when its archive, style or glyphs are missing (used by `npm start`).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ARCHIVE_NAME, buildBasemap, resolveDataDir, type BuildReport } from './build';
import { FONT_STACK } from './style';

export interface EnsureTilesOptions {
  /** The build output folder the tiles plugin serves (normally tiles/build). */
  dir: string;
  log: (message: string) => void;
  /** Defaults to MAP_DATA_DIR or ../shared/geodata. */
  dataDir?: string;
}

/** Files that must be there; the Arabic forms range too, so a build from before Arabic labels is made again. */
const REQUIRED = [ARCHIVE_NAME, 'style.json', join('fonts', FONT_STACK, '0-255.pbf'), join('fonts', FONT_STACK, '65024-65279.pbf')];

/** Whether everything the map needs from the build folder is there. */
export function tilesPresent(dir: string): boolean {
  return REQUIRED.every((f) => existsSync(join(dir, f)));
}

/** Returns the build report when it had to build, undefined when the basemap was already there. */
export async function ensureTiles({ dir, log, dataDir }: EnsureTilesOptions): Promise<BuildReport | undefined> {
  if (tilesPresent(dir)) return undefined;
  log(`basemap missing in ${dir}: building it (npm run tiles:build)`);
  return buildBasemap({ dataDir: dataDir ?? resolveDataDir(), outDir: dir, log });
}
