// Splits text into runs that one face can draw: letters take the first face of the chain that has them, while
// marks, spaces, digits and punctuation stay with the face before them (so an Arabic phrase keeps its own spaces).

import type { Face } from './fonts';

export interface FaceRun {
  /** UTF-16 offsets into the text, end exclusive. */
  start: number;
  end: number;
  face: Face;
}

const LETTER = /\p{L}/u;
const MARK = /\p{M}|\u200c|\u200d/u;

export function itemize(text: string, chain: readonly Face[], has: (face: Face, cp: number) => boolean): FaceRun[] {
  const runs: FaceRun[] = [];
  let i = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const prev = runs[runs.length - 1];
    let face: Face | undefined;
    if (prev && (MARK.test(ch) || (!LETTER.test(ch) && has(prev.face, cp)))) face = prev.face;
    else face = chain.find((f) => has(f, cp)) ?? prev?.face ?? chain[0]!;
    if (prev && prev.face === face && prev.end === i) prev.end = i + ch.length;
    else runs.push({ start: i, end: i + ch.length, face });
    i += ch.length;
  }
  return runs;
}
