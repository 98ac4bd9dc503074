// Folds text for matching: width and compatibility forms, case, Latin accents, Arabic letter variants and marks, Chinese script.
import { foldHan } from './chinese';

/** Combining accents of Latin, Greek and Cyrillic letters (not Thai or Japanese marks, which change the letter). */
// eslint-disable-next-line no-misleading-character-class -- a class of lone combining marks, stripped after NFD on purpose
const LATIN_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff]/g;
/** Arabic short vowels, shadda, sukun, hamza and madda above or below, Quranic marks and the tatweel. */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const LETTERS: Record<string, string> = { ß: 'ss', ø: 'o', ł: 'l', đ: 'd', æ: 'ae', œ: 'oe', ı: 'i', ٱ: 'ا', ى: 'ي', ة: 'ه', '’': "'", '‘': "'", ʼ: "'" };
const LETTER_RE = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/**
 * The matching form of a text: 'São' → 'sao', 'ＳＴ' → 'st', 'أطلال' → 'اطلال', '議事亭' → '议事亭'. Index and query
 * pass through the same function, so a lossy step only merges forms a visitor would not tell apart.
 */
export function foldText(text: string): string {
  const lower = text.normalize('NFKC').toLowerCase();
  if (/^[\x20-\x7e]*$/.test(lower)) return lower;
  const plain = lower.normalize('NFD').replace(LATIN_MARKS, '').replace(ARABIC_MARKS, '').normalize('NFC');
  return foldHan(plain.replace(LETTER_RE, (c) => LETTERS[c] ?? c));
}
