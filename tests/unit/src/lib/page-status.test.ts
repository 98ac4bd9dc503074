// The page status record behind the other-languages suggestion on a missing page.
import { describe, expect, it } from 'vitest';
import { availableLocales, recordStatus, splitLocalePath } from '#/lib/page-status';

describe('page status record', () => {
  it('suggests other languages where the page exists', () => {
    let rec = recordStatus({}, 'article/visas', 'en', 200);
    rec = recordStatus(rec, 'article/visas', 'pt', 200);
    rec = recordStatus(rec, 'article/visas', 'ja', 404);
    expect(availableLocales(rec, 'article/visas', 'ja').sort()).toEqual(['en', 'pt']);
    expect(availableLocales(rec, 'article/other', 'ja')).toEqual([]);
    expect(splitLocalePath('/zh-hant/dining/x')).toEqual({ locale: 'zh-hant', rest: 'dining/x' });
  });
});
