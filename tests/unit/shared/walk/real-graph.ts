// The walking graph built from the real map data (../shared/geodata, MAP_DATA_DIR), once per test file,
// through the same encode/decode the browser reads, plus the 105 sights' positions from content/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildWalkGraph } from '#shared/walk/build';
import { decodeWalkGraph, encodeWalkGraph } from '#shared/walk/format';
import { WalkGraph } from '#shared/walk/graph';
import { readTransit, readWays, walkDataDir } from '../../../../scripts/walk/build-graph';

export function realGraph() {
  const dataDir = walkDataDir();
  const built = buildWalkGraph(readWays(dataDir), readTransit(dataDir));
  const bin = encodeWalkGraph(built.graph);
  const graph = new WalkGraph(decodeWalkGraph(bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength) as ArrayBuffer));
  return { graph, stats: built.stats, bytes: bin.byteLength, ways: readWays(dataDir) };
}

export interface SightPoint {
  id: string;
  lon: number;
  lat: number;
}

export function sights(): SightPoint[] {
  const files = ['sightseeing', 'sightseeing.2', 'shopping', 'shows-and-entertainment', 'fnb'];
  return files.flatMap((f) =>
    (JSON.parse(readFileSync(join('content', 'experience', `${f}.json`), 'utf8')) as { id: string; coordinate: [number, number] | [number, number][] }[]).map(
      (s) => {
        const c = (Array.isArray(s.coordinate[0]) ? s.coordinate[0] : s.coordinate) as [number, number];
        return { id: s.id, lon: c[0], lat: c[1] };
      },
    ),
  );
}

/** A seeded generator (mulberry32), so a failing pair can be run again. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
