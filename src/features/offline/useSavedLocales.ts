// The languages saved on this device (a first visit's part or the whole guide), read once from Cache Storage.
import { useEffect, useState } from 'react';

/** undefined until known. */
export function useSavedLocales(): string[] | undefined {
  const [saved, setSaved] = useState<string[]>();
  useEffect(() => {
    let live = true;
    // The pack's code loads only here (an offline screen), not with every page.
    import('#/api/pack')
      .then((pack) => pack.savedLocales())
      .then(
        (list) => live && setSaved(list),
        () => live && setSaved([]),
      );
    return () => {
      live = false;
    };
  }, []);
  return saved;
}
