// The guide route's localization: ML cells inside rows resolve per locale, and a table whose rows fell back to
// English says so with 'rows' in its fallbackFields (rows are arrays and cannot carry their own).
import { describe, expect, it } from 'vitest';
import { localizeGuide } from '../../../../server/routes/accessibility';
import { localize } from '../../../../server/api/localize';

const table = {
  id: 'contact',
  title: { en: 'Contact', pt: 'Contacto' },
  rows: [
    [
      { en: 'Enquiries', pt: 'Informações' },
      '+853 2888 1234',
      { en: 'Call ahead', pt: 'Ligue antes' },
      'phone',
      [{ name: { en: 'Site', pt: 'Sítio' }, link: 'https://example.org' }],
    ],
    [
      { en: 'Lift', 'zh-hant': '升降機', pt: 'Elevador' },
      { en: 'Yes', pt: 'Sim' },
    ],
  ],
};
interface Table {
  rows: unknown[][];
  fallbackFields: string[];
}
interface Section {
  title: string;
  categories: { fallbackFields: string[]; tables: Table[] }[];
}
const first = (v: unknown): Section => (v as Section[])[0]!;

const tree = [{ section: 'contact', title: { en: 'Contact', pt: 'Contacto' }, categories: [{ id: 'c', title: { en: 'Contact' }, tables: [table] }] }];

describe('localizeGuide', () => {
  it('resolves cells in the locale with no fallback when all are translated', () => {
    const section = first(localizeGuide(tree, 'pt'));
    expect(section.title).toBe('Contacto');
    expect(section.categories[0]!.fallbackFields).toEqual(['title']);
    const t = section.categories[0]!.tables[0]!;
    expect(t.rows[0]).toEqual(['Informações', '+853 2888 1234', 'Ligue antes', 'phone', [{ name: 'Sítio', link: 'https://example.org', fallbackFields: [] }]]);
    expect(t.fallbackFields).toEqual([]);
  });

  it("marks the table's rows as English when a cell or link name fell back", () => {
    const t = first(localizeGuide(tree, 'zh-hant')).categories[0]!.tables[0]!;
    expect(t.rows[1]).toEqual(['升降機', 'Yes']);
    expect(t.fallbackFields).toEqual(['title', 'rows']);
    expect((t.rows[0]![4] as unknown[])[0]).toEqual({ name: 'Site', link: 'https://example.org', fallbackFields: ['name'] });
  });

  it('never marks English, and survives the generic localize pass the API applies afterwards', () => {
    const en = localizeGuide(tree, 'en');
    expect(first(en).categories[0]!.tables[0]!.fallbackFields).toEqual([]);
    const ja = localizeGuide(tree, 'ja');
    expect(localize(ja, 'ja')).toEqual(ja);
  });
});
