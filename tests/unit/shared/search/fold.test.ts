// Unit tests for the search's text folding and tokenising: accents, width, Arabic forms, Chinese scripts, bigrams, names.
import { describe, expect, it } from 'vitest';
import { foldText } from '#shared/search/index';
import { bigrams, indexTerms, pieces, segmentWords, termOf, wholeTerm, wholeTerms } from '#shared/search/tokenize';
import { planQuery } from '#shared/search/plan';

describe('foldText', () => {
  it('folds case and Latin accents', () => {
    expect(foldText('Ruínas de São Paulo')).toBe('ruinas de sao paulo');
    expect(foldText('Straße Glückseligkeit Camões Hác-Sá')).toBe('strasse gluckseligkeit camoes hac-sa');
  });
  it('folds full-width letters typed with a CJK keyboard', () => {
    expect(foldText('ＳＴ Ｐａｕｌ')).toBe('st paul');
  });
  it('makes Traditional, Simplified and Japanese forms of a Chinese name one', () => {
    expect(foldText('議事亭前地')).toBe(foldText('议事亭前地'));
    expect(foldText('媽閣廟')).toBe(foldText('妈阁庙'));
    expect(foldText('東望洋燈塔')).toBe(foldText('东望洋灯塔'));
    expect(foldText('白鴿巣前地')).toBe(foldText('白鴿巢前地')); // Japanese 巣, Chinese 巢
  });
  it('folds Arabic hamza and alef forms, ta marbuta, alef maqsura, vowel marks and the tatweel', () => {
    expect(foldText('أطلال')).toBe('اطلال');
    expect(foldText('إلى')).toBe('الي');
    expect(foldText('كَنِيسَة')).toBe('كنيسه');
    expect(foldText('مـاكـاو')).toBe('ماكاو');
  });
  it('keeps Thai and Japanese marks, which change the letter', () => {
    expect(foldText('ซากโบสถ์เซนต์พอล')).toBe('ซากโบสถ์เซนต์พอล');
    expect(foldText('ガイド')).toBe('ガイド');
  });
});

describe('terms', () => {
  it('stems plurals and drops possessives and elisions', () => {
    expect(termOf('Ruins')).toBe('ruin');
    expect(termOf('Paul’s')).toBe('paul');
    expect(termOf("l'église")).toBe('eglise');
  });
  it('drops the Arabic article when a stem of three letters remains', () => {
    expect(termOf('الكنيسة')).toBe(termOf('كنيسة'));
    expect(termOf('والقديس')).toBe('قديس');
    expect(termOf('الله')).toBe('الله');
  });
  it('cuts no-space runs into bigrams plus the last character, and keeps offsets of words and runs', () => {
    expect(bigrams('大三巴')).toEqual(['大三', '三巴', '巴']);
    expect(bigrams('撻')).toEqual(['撻']);
    expect(pieces('Macau大三巴 ruins')).toEqual([
      { kind: 'word', text: 'Macau', index: 0 },
      { kind: 'run', text: '大三巴', index: 5 },
      { kind: 'word', text: 'ruins', index: 9 },
    ]);
    expect(indexTerms('議事亭 Senado')).toEqual(['议事', '事亭', '亭', 'senado']);
  });
  it('adds the dictionary words of Japanese and Thai runs', () => {
    expect(segmentWords('マカオの観光地')).toContain('マカオ');
    expect(segmentWords('มาเก๊าเป็นเมือง')).toContain('มาเก๊า');
    expect(segmentWords('大三巴牌坊')).toEqual([]);
  });
  it('makes each name, and its head before a bracket, one whole term', () => {
    expect(wholeTerm("Ruins of St. Paul's")).toBe('ruin of st paul');
    expect(wholeTerms('Kun Iam Tong (Pou Chai Temple)\n聖老楞佐教堂（風順堂）')).toEqual([
      'kun iam tong pou chai temple',
      'kun iam tong',
      '圣老楞佐教堂 风顺堂',
      '圣老楞佐教堂',
    ]);
  });
});

describe('planQuery', () => {
  it('requires every word and bigram, checks runs of 3+ characters verbatim, and looks up a lone character by prefix', () => {
    const plan = planQuery('大三巴 Sao Paulo 撻');
    expect(plan.required).toEqual(['大三', '三巴', 'sao', 'paulo', '挞']);
    expect([...plan.prefix]).toEqual(['挞']);
    expect(plan.runs).toEqual(['大三巴']);
    expect(plan.whole).toBe('大三巴 sao paulo 挞');
    expect(plan.words.map((w) => [w.text, w.index])).toEqual([
      ['Sao', 4],
      ['Paulo', 8],
    ]);
  });
});
