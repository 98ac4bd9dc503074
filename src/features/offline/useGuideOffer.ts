// The offer of the whole guide for a language (what one visit saved and what the rest costs), read once the caller
// asks; the pack's code loads only then, never with every page.
import { useEffect, useState } from 'react';
import type { Locale } from '#shared/locales';
import type { GuideOffer } from '#/lib/save-offer';

/** undefined until known, and while nothing needs offering (the whole guide saved, or nothing saved). */
export function useGuideOffer(locale: Locale, ask = true, refresh = 0): GuideOffer | undefined {
  const [offer, setOffer] = useState<GuideOffer>();
  useEffect(() => {
    if (!ask) return;
    let live = true;
    import('#/api/pack-sizes')
      .then((sizes) => sizes.guideOffer(locale))
      .then(
        (found) => live && setOffer(found),
        () => live && setOffer(undefined),
      );
    return () => {
      live = false;
    };
  }, [locale, ask, refresh]);
  return ask ? offer : undefined;
}
