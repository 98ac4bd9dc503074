// The PDF text engine's pure parts: break opportunities (CJK, Thai), bidi direction and visual runs, face runs, wrapping.
import { describe, expect, it } from 'vitest';
import { analyse, mirror, paragraphDirection, visualRuns } from '../../../../server/media/pdf/bidi';
import { breakOpportunities } from '../../../../server/media/pdf/breaks';
import { FACE_CHAIN, type Face } from '../../../../server/media/pdf/fonts';
import { itemize } from '../../../../server/media/pdf/itemize';
import { linePieces } from '../../../../server/media/pdf/typeset';
import { wrapLines } from '../../../../server/media/pdf/wrap';

const positions = (text: string): number[] => breakOpportunities(text).map((b) => b.position);
const slices = (text: string, at: number[]): string[] => at.map((p, i) => text.slice(at[i - 1] ?? 0, p));

describe('breakOpportunities', () => {
  it('breaks Thai between dictionary words, not only at spaces', () => {
    const text = 'แผนที่พับคาบสมุทร ไทปา';
    expect(slices(text, positions(text))).toEqual(['แผนที่', 'พับ', 'คาบสมุทร ', 'ไทปา']);
  });

  it('breaks CJK between characters but never before closing punctuation or after an opening bracket', () => {
    const text = '「大三巴」は有名です。';
    const at = positions(text);
    expect(at).not.toContain(1); // after 「
    expect(at).not.toContain(4); // before 」
    expect(at).not.toContain(text.length - 1); // before 。
    expect(at).toContain(2);
    expect(at[at.length - 1]).toBe(text.length);
  });

  it('breaks Latin after spaces only', () => {
    expect(slices('Largo do Senado', positions('Largo do Senado'))).toEqual(['Largo ', 'do ', 'Senado']);
  });
});

describe('bidi', () => {
  it('takes the document direction unless the paragraph has no letter of it', () => {
    expect(paragraphDirection('ساحة سينادو', 'rtl')).toBe('rtl');
    expect(paragraphDirection('MGTO مكتب السياحة', 'rtl')).toBe('rtl');
    expect(paragraphDirection('Senado Square (English fallback)', 'rtl')).toBe('ltr');
    expect(paragraphDirection('2026', 'rtl')).toBe('rtl');
    expect(paragraphDirection('ساحة سينادو', 'ltr')).toBe('rtl');
    expect(paragraphDirection('Senado ساحة', 'ltr')).toBe('ltr');
  });

  it('orders runs visually: Arabic right to left with numbers and Latin kept left to right', () => {
    const text = 'ساحة 2026 Senado';
    const p = analyse(text, 'rtl');
    const runs = visualRuns(p, 0, text.length).map((r) => [text.slice(r.start, r.end), r.rtl]);
    expect(runs).toEqual([
      ['Senado', false],
      [' ', true],
      ['2026', false],
      ['ساحة ', true],
    ]);
  });

  it('keeps a left-to-right paragraph in logical order around an Arabic word', () => {
    const text = 'Macao ماكاو map';
    const p = analyse(text, 'ltr');
    expect(visualRuns(p, 0, text.length).map((r) => text.slice(r.start, r.end))).toEqual(['Macao ', 'ماكاو', ' map']);
  });

  it('mirrors brackets', () => {
    expect(mirror('(大三巴)')).toBe(')大三巴(');
  });
});

// A fake coverage table: latin has ASCII, tc has Han, arabic has Arabic plus ASCII spaces and digits.
const has = (face: Face, cp: number): boolean => {
  const ch = String.fromCodePoint(cp);
  if (face === 'latin') return cp < 0x250;
  if (face === 'tc') return /\p{Script=Han}/u.test(ch) || cp < 0x80;
  if (face === 'arabic') return /\p{Script=Arabic}/u.test(ch) || /[\s\d.,()]/.test(ch);
  return false;
};

describe('itemize', () => {
  it('gives letters the first face of the chain that has them and keeps spaces and digits with the face before', () => {
    const text = 'Ruins 大三巴 2026 end';
    const runs = itemize(text, FACE_CHAIN.en, has).map((r) => [text.slice(r.start, r.end), r.face]);
    expect(runs).toEqual([
      ['Ruins ', 'latin'],
      ['大三巴 2026 ', 'tc'],
      ['end', 'latin'],
    ]);
  });

  it('draws Arabic with its own face, including its spaces and digits', () => {
    const text = 'ساحة 2026';
    expect(itemize(text, FACE_CHAIN.ar, has)).toEqual([{ start: 0, end: text.length, face: 'arabic' }]);
  });
});

describe('linePieces', () => {
  it('hands Arabic to the shaper in logical order and pre-reverses neutral-only pieces of a right-to-left run', () => {
    const text = 'ساحة (2026)';
    const p = analyse(text, 'rtl');
    const pieces = linePieces(p, { start: 0, end: text.length }, FACE_CHAIN.ar);
    // Visual, left to right: the closing bracket (mirrored to "("), 2026, then the Arabic word with its space and its
    // opening bracket (mirrored to ")"), which fontkit shapes and reverses as one piece.
    expect(pieces.map((x) => x.text)).toEqual(['(', '2026', 'ساحة )']);
    // "±№" is not in the Arabic face: drawn with the Latin one, as its own piece, so it is reversed here.
    const neutral = analyse('ساحة ±№', 'rtl');
    expect(linePieces(neutral, { start: 0, end: 7 }, FACE_CHAIN.ar)).toEqual([
      { text: '№±', face: 'latin' },
      { text: 'ساحة ', face: 'arabic' },
    ]);
  });
});

describe('wrapLines', () => {
  const width = (s: string): number => [...s].length * 10;

  it('fills lines greedily and leaves trailing spaces out', () => {
    const text = 'aaa bbb ccc ddd';
    const lines = wrapLines(text, 75, width);
    expect(lines.map((l) => text.slice(l.start, l.end))).toEqual(['aaa bbb', 'ccc ddd']);
    expect(lines[0]!.width).toBe(70);
  });

  it('cuts a piece longer than the line between graphemes', () => {
    const text = 'abcdefghij';
    expect(wrapLines(text, 40, width).map((l) => text.slice(l.start, l.end))).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('wraps Japanese between characters without putting 。 at a line start', () => {
    const text = 'マカオの歴史。世界遺産';
    const lines = wrapLines(text, 65, width).map((l) => text.slice(l.start, l.end));
    expect(lines.join('')).toBe(text);
    for (const l of lines) expect(l.startsWith('。')).toBe(false);
    expect(lines[0]).toBe('マカオの歴');
  });
});
