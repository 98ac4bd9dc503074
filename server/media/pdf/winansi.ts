// Latin text for the PDF's standard fonts: WinAnsi encoding and Helvetica / Helvetica-Bold glyph widths (AFM, 1/1000 em).

export type FontName = 'Helvetica' | 'Helvetica-Bold';

// Widths of the printable ASCII range 32..126, from Adobe's core-font AFM files.
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584,
  556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278,
  469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260,
  334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584,
  611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333,
  584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280,
  389, 584,
];

// WinAnsi's 0x80..0x9F block: typographic punctuation and a few letters.
const HIGH: Record<string, [code: number, width: number]> = {
  '€': [0x80, 556],
  '‚': [0x82, 222],
  ƒ: [0x83, 556],
  '„': [0x84, 333],
  '…': [0x85, 1000],
  '†': [0x86, 556],
  '‡': [0x87, 556],
  ˆ: [0x88, 333],
  '‰': [0x89, 1000],
  Š: [0x8a, 667],
  '‹': [0x8b, 333],
  Œ: [0x8c, 1000],
  Ž: [0x8e, 611],
  '‘': [0x91, 222],
  '’': [0x92, 222],
  '“': [0x93, 333],
  '”': [0x94, 333],
  '•': [0x95, 350],
  '–': [0x96, 556],
  '—': [0x97, 1000],
  '˜': [0x98, 333],
  '™': [0x99, 1000],
  š: [0x9a, 500],
  '›': [0x9b, 333],
  œ: [0x9c, 944],
  ž: [0x9e, 500],
  Ÿ: [0x9f, 667],
};

function asciiWidth(ch: string, font: FontName): number {
  const i = ch.charCodeAt(0) - 32;
  const table = font === 'Helvetica' ? REGULAR : BOLD;
  return i >= 0 && i < table.length ? table[i]! : 556;
}

/** WinAnsi code and width of one character, or undefined when the standard fonts cannot show it. */
function glyph(ch: string, font: FontName): [number, number] | undefined {
  const code = ch.codePointAt(0)!;
  if (code >= 32 && code <= 126) return [code, asciiWidth(ch, font)];
  const high = HIGH[ch];
  if (high) return high;
  if (code === 0xa0) return [0xa0, 278];
  if (code > 0xa0 && code <= 0xff) {
    // Accented letters take their base letter's width; symbols get an average width.
    const base = ch.normalize('NFD')[0]!;
    return [code, base !== ch && base.charCodeAt(0) < 127 ? asciiWidth(base, font) : 556];
  }
  return undefined;
}

/**
 * Keeps only the characters the standard fonts can show: other scripts are dropped (the PDFs are Latin-only) and
 * runs of spaces collapsed, so mixed text such as "Macao 澳門" becomes "Macao".
 */
export function latinOnly(text: string, font: FontName = 'Helvetica'): string {
  let out = '';
  for (const ch of text.replace(/[\t\r\n]+/g, ' ')) if (glyph(ch, font)) out += ch;
  return out.replace(/ {2,}/g, ' ').trim();
}

export function textWidth(text: string, font: FontName, size: number): number {
  let w = 0;
  for (const ch of text) w += glyph(ch, font)?.[1] ?? 0;
  return (w * size) / 1000;
}

/** A PDF literal string `( … )` in WinAnsi bytes, with delimiters escaped and high bytes as octal escapes. */
export function pdfString(text: string, font: FontName): string {
  let out = '(';
  for (const ch of text) {
    const g = glyph(ch, font);
    if (!g) continue;
    const c = g[0];
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (c > 126) out += `\\${c.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `${out})`;
}
