// Text widths in points for a locale's face chain: each face run shaped by fontkit (ligatures, Arabic joining, kerning).

import { faceHas, loadFont, type Face, type Weight } from './fonts';
import { itemize, type FaceRun } from './itemize';

export interface TextStyle {
  chain: readonly Face[];
  weight: Weight;
  size: number;
}

const MAX_CACHED = 50_000;
const widths = new Map<string, number>();

/** Advance width of one face run at 1 pt, cached per process (words repeat across pages and documents). */
export function runWidth(face: Face, weight: Weight, text: string): number {
  const key = `${face}|${weight}|${text}`;
  let w = widths.get(key);
  if (w === undefined) {
    const f = loadFont(face, weight);
    w = f.shape(text).advanceWidth / f.font.unitsPerEm;
    if (widths.size >= MAX_CACHED) widths.clear();
    widths.set(key, w);
  }
  return w;
}

export function faceRuns(text: string, chain: readonly Face[]): FaceRun[] {
  return itemize(text, chain, faceHas);
}

export function measure(text: string, style: TextStyle): number {
  let w = 0;
  for (const r of faceRuns(text, style.chain)) w += runWidth(r.face, style.weight, text.slice(r.start, r.end));
  return w * style.size;
}
