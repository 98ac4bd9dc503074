// The languages saved on this device (a first visit's part or the whole guide), read once from Cache Storage.
import { useEffect, useState } from 'react';
import { savedLocales } from '#/api/pack';

/** undefined until known. */
export function useSavedLocales(): string[] | undefined {
  const [saved, setSaved] = useState<string[]>();
  useEffect(() => {
    let live = true;
    savedLocales().then(
      (list) => live && setSaved(list),
      () => live && setSaved([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return saved;
}
