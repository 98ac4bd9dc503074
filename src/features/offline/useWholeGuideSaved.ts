// Whether the whole guide (not only a first visit's part) is saved in a language: read from Cache Storage only when
// asked (offline), so the pack's code stays out of every page's first load.
import { useEffect, useState } from 'react';
import type { Locale } from '#shared/locales';

export function useWholeGuideSaved(locale: Locale, ask: boolean): boolean {
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    if (!ask) return;
    let live = true;
    import('#/api/pack')
      .then((pack) => pack.readMeta(locale))
      .then(
        (meta) => live && setWhole(meta?.kind === 'full'),
        () => live && setWhole(false),
      );
    return () => {
      live = false;
    };
  }, [locale, ask]);
  return ask && whole;
}
