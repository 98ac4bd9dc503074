// Unit tests for the names a page is indexed under: the sign languages' and aliases apart from the other languages'.
import { describe, expect, it } from 'vitest';
import { otherNames } from '../../../../server/search/entries';

const SENADO = {
  en: 'Senado Square',
  'zh-hant': '議事亭前地',
  'zh-hans': '议事亭前地',
  pt: 'Largo do Senado',
  ja: 'セナド広場',
  ko: '세나도 광장',
  th: 'จัตุรัสเซนาโด',
  id: 'Alun-alun Senado',
  ms: 'Dataran Senado',
  de: 'Senado-Platz',
  fr: 'Place du Sénat',
  es: 'Plaza del Senado',
  it: 'Piazza del Senato',
  ar: 'ساحة سينادو',
  ru: 'Площадь Сенадо',
};

describe('otherNames', () => {
  it('holds every language of the guide in the English index: sign languages and aliases as names, the rest as foreign', () => {
    const { names, foreign } = otherNames('en', 'Senado Square', SENADO, ['議事亭', 'Senate Square']);
    expect(names).toEqual(['Largo do Senado', '議事亭前地', '議事亭', 'Senate Square']); // 议事亭前地 folds to the same name
    expect(foreign).toEqual([
      'セナド広場',
      '세나도 광장',
      'จัตุรัสเซนาโด',
      'Alun-alun Senado',
      'Площадь Сенадо',
      'Dataran Senado',
      'Senado-Platz',
      'Place du Sénat',
      'Plaza del Senado',
      'Piazza del Senato',
      'ساحة سينادو',
    ]);
  });
  it('leaves the visitor’s own name to the title and names its parts in the visitor’s language', () => {
    const chapel = { en: 'Chapel', ko: '예배당', ja: '礼拝堂' };
    const { names, foreign } = otherNames('ko', '세나도 광장', SENADO, [], [chapel]);
    expect(names).toContain('예배당');
    expect(foreign).toContain('礼拝堂');
    expect([...names, ...foreign]).not.toContain('세나도 광장');
    expect(foreign).toContain('Senado-Platz');
  });
});
