// Parses and validates an artwork request (path params and query) into a render job, or explains what is wrong.

import { ASPECTS, isMotif, isPalette, type Aspect } from './art';
import { snapWidth } from './width-ladder';

export type Policy = 'bw' | 'face16x9' | 'facesquare';
export type ArtFormat = 'svg' | 'png';

export interface ArtJob {
  motif: string;
  palette: string;
  seed: string;
  format: ArtFormat;
  aspect: Aspect;
  policy: Policy | undefined;
  width: number;
}

export const MIN_WIDTH = 16;
export const MAX_WIDTH = 2400;
export const DEFAULT_WIDTH = 800;
const POLICIES: readonly string[] = ['bw', 'face16x9', 'facesquare'];

type Query = Record<string, unknown>;

const one = (v: unknown): string | undefined => (Array.isArray(v) ? undefined : typeof v === 'string' ? v : undefined);

export function parseArtRequest(params: { motif?: string; palette?: string; file?: string }, query: Query): { job: ArtJob } | { error: string } {
  const { motif = '', palette = '', file = '' } = params;
  if (!isMotif(motif)) return { error: `unknown motif "${motif.slice(0, 40)}"` };
  if (!isPalette(palette)) return { error: `unknown palette "${palette.slice(0, 40)}"` };
  const m = /^(.+)\.(svg|png)$/.exec(file);
  if (!m) return { error: 'file must be {seed}.svg or {seed}.png' };
  const seed = m[1]!;
  // The seed only feeds a hash; bounding it keeps cache keys small and rejects control characters in logs.
  if (seed.length > 200 || /[/\\]/.test(seed) || [...seed].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127)) return { error: 'invalid seed' };
  for (const key of ['aspect', 'policy', 'w'] as const) {
    if (query[key] !== undefined && one(query[key]) === undefined) return { error: `${key} must be given once` };
  }
  const aspectQ = one(query.aspect) ?? 'card';
  if (!Object.prototype.hasOwnProperty.call(ASPECTS, aspectQ)) return { error: 'aspect must be banner, card, square or og' };
  const policyQ = one(query.policy);
  if (policyQ !== undefined && !POLICIES.includes(policyQ)) return { error: 'policy must be bw, face16x9 or facesquare' };
  const policy = policyQ as Policy | undefined;
  const wQ = one(query.w);
  let width = DEFAULT_WIDTH;
  if (wQ !== undefined) {
    if (!/^\d{1,5}$/.test(wQ)) return { error: 'w must be an integer' };
    width = Number(wQ);
    if (width < MIN_WIDTH || width > MAX_WIDTH) return { error: `w must be between ${MIN_WIDTH} and ${MAX_WIDTH}` };
    width = snapWidth(width);
  }
  // Our artwork is composed, not photographed: the "face" crops re-compose the picture at the requested ratio,
  // which keeps the motif whole instead of cutting it.
  const aspect: Aspect = policy === 'face16x9' ? 'banner' : policy === 'facesquare' ? 'square' : (aspectQ as Aspect);
  return { job: { motif, palette, seed, format: m[2] as ArtFormat, aspect, policy, width } };
}

export function jobKey(j: ArtJob): string {
  return [j.motif, j.palette, j.seed, j.aspect, j.policy ?? '-', j.format === 'png' ? j.width : 'svg'].join('|');
}
