// The walking graph's binary form (issue 33): flat little-endian typed arrays, so the browser reads it without
// parsing and a brotli'd copy stays well under the offline budget. Written by scripts/walk/build-graph.ts,
// read by the routing worker. Bump WALK_FORMAT on any layout change: a saved copy is then fetched again.

export const WALK_FORMAT = 1;
/** Where the server serves the graph (server/walk/plugin.ts), the pack saves it and the app fetches it. */
export const WALK_GRAPH_URL = '/walk/macao-walk.bin';
const MAGIC = 0x4d57_4731; // "MWG1"
/** Coordinates are stored as integers of 1e-7 degree (about 1 cm). */
export const COORD_SCALE = 1e7;

/** Edge flags, as the data says them. */
export const EDGE_STEPS = 1;
/** A slope: a street named a ramp or a sloping lane (Calçada, 斜巷); OSM here has no incline tags. */
export const EDGE_STEEP = 2;
/** A kerb or barrier the data marks on the way. */
export const EDGE_KERB = 4;
/** No footway data: a road taken from the drivable network (Taipa, Cotai, Coloane), so its pavements are unknown. */
export const EDGE_UNKNOWN_ACCESS = 8;
/** A connector the build added to close a junction gap. */
export const EDGE_SNAPPED = 16;

export interface BusStop {
  id: string;
  zh: string;
  lon: number;
  lat: number;
}
export interface BusRoute {
  route: string;
  /** Stop ids in either direction. */
  stops: string[];
}
export interface LrtStation {
  en: string;
  zh: string;
  pt: string;
  lon: number;
  lat: number;
  lines: string[];
}
export interface TransitData {
  stops: BusStop[];
  routes: BusRoute[];
  lrt: LrtStation[];
}

export interface WalkGraphData {
  /** Node positions in 1e-7 degree. */
  lon: Int32Array;
  lat: Int32Array;
  /** Undirected edges. */
  from: Uint32Array;
  to: Uint32Array;
  /** Metres. */
  length: Float32Array;
  flags: Uint8Array;
  /** Index into names; 0 is "no name". */
  name: Uint16Array;
  /** [zh, pt] street names as on the signs; names[0] is ['', '']. */
  names: [string, string][];
  transit: TransitData;
}

const pad4 = (n: number) => (n + 3) & ~3;

function stringToUnits(s: string): Uint16Array {
  const out = new Uint16Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

function unitsToString(u: Uint16Array): string {
  // In chunks: fromCharCode with a whole table as arguments overflows the stack.
  let s = '';
  for (let i = 0; i < u.length; i += 8192) s += String.fromCharCode(...u.subarray(i, i + 8192));
  return s;
}

/** The file: a header of 8 uint32 (magic, format, nodes, edges, text units, 3 reserved), then each array 4-byte aligned. */
export function encodeWalkGraph(g: WalkGraphData): Uint8Array {
  const text = stringToUnits(JSON.stringify({ names: g.names, transit: g.transit }));
  const n = g.lon.length;
  const e = g.from.length;
  const parts: ArrayBufferView[] = [g.lon, g.lat, g.from, g.to, g.length, g.name, g.flags, text];
  const header = new Uint32Array([MAGIC, WALK_FORMAT, n, e, text.length, 0, 0, 0]);
  let size = header.byteLength;
  for (const p of parts) size = pad4(size) + p.byteLength;
  const out = new Uint8Array(pad4(size));
  let at = 0;
  for (const p of [header, ...parts]) {
    at = pad4(at);
    out.set(new Uint8Array(p.buffer, p.byteOffset, p.byteLength), at);
    at += p.byteLength;
  }
  return out;
}

export class WalkFormatError extends Error {}

/** Reads a file written by encodeWalkGraph; throws WalkFormatError on a foreign or older file. */
export function decodeWalkGraph(buf: ArrayBuffer): WalkGraphData {
  if (buf.byteLength < 32) throw new WalkFormatError('walk graph: file too short');
  const h = new Uint32Array(buf, 0, 8);
  if (h[0] !== MAGIC || h[1] !== WALK_FORMAT) throw new WalkFormatError('walk graph: unknown format');
  const n = h[2]!;
  const e = h[3]!;
  const t = h[4]!;
  let at = 32;
  const take = <T>(make: (offset: number) => T, bytes: number): T => {
    at = pad4(at);
    if (at + bytes > buf.byteLength) throw new WalkFormatError('walk graph: file truncated');
    const v = make(at);
    at += bytes;
    return v;
  };
  const lon = take((o) => new Int32Array(buf, o, n), n * 4);
  const lat = take((o) => new Int32Array(buf, o, n), n * 4);
  const from = take((o) => new Uint32Array(buf, o, e), e * 4);
  const to = take((o) => new Uint32Array(buf, o, e), e * 4);
  const length = take((o) => new Float32Array(buf, o, e), e * 4);
  const name = take((o) => new Uint16Array(buf, o, e), e * 2);
  const flags = take((o) => new Uint8Array(buf, o, e), e);
  const text = take((o) => new Uint16Array(buf, o, t), t * 2);
  const parsed = JSON.parse(unitsToString(text)) as { names: [string, string][]; transit: TransitData };
  return { lon, lat, from, to, length, flags, name, names: parsed.names, transit: parsed.transit };
}
