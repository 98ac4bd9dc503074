// What the saved guide holds as the offer of the whole guide reads it (issue 30): the first visit's part (its own
// record), the whole guide's size (the locale's manifest, remembered for offline), and which pages a search result
// leads to are not saved (neither in the pack, matched as the service worker matches it, nor in the worker's own
// copies). Reads the caches; writes nothing there.
import type { OfflineManifest } from '#shared/api/offline';
import type { Locale } from '#shared/locales';
import { apiUrl } from '#shared/api/paths';
import { NETWORK_ONLY_HEADER } from '#shared/offline';
import { savedAnswer } from './saved-lookup';
import { guideBytes, offerOf, readRemembered, type GuideOffer } from '#/lib/save-offer';
import { pageDataPath } from '#/lib/page-data';
import { readMeta, storageAvailable } from './pack';

const sizeKey = (locale: Locale) => `guide-size:${locale}`;

function remembered(locale: Locale): number | undefined {
  try {
    return readRemembered(localStorage.getItem(sizeKey(locale)));
  } catch {
    return undefined;
  }
}

/** The whole guide's size in this language: from its manifest online, else as last seen (undefined when never seen). */
export async function wholeGuideBytes(locale: Locale): Promise<number | undefined> {
  try {
    const res = await fetch(`/api/offline/manifest?lang=${locale}`, { headers: { [NETWORK_ONLY_HEADER]: '1', Accept: 'application/json' } });
    if (!res.ok) return remembered(locale);
    const bytes = guideBytes(((await res.json()) as OfflineManifest).entries);
    try {
      localStorage.setItem(sizeKey(locale), String(bytes));
    } catch {
      // Storage refused (private mode): the size is only known while online.
    }
    return bytes;
  } catch {
    return remembered(locale);
  }
}

/** The offer for this language: set while only the first visit's part is saved. */
export async function guideOffer(locale: Locale): Promise<GuideOffer | undefined> {
  if (!storageAvailable()) return undefined;
  const meta = await readMeta(locale);
  if (meta?.kind !== 'core') return undefined;
  return offerOf(meta, await wholeGuideBytes(locale));
}

/** The whole guide's size of a language with nothing saved (the language-not-saved screen), as last seen. */
export function rememberedGuideBytes(locale: Locale): number | undefined {
  return remembered(locale);
}

/** The links among `links` whose page's answer is not in the saved guide (links of unknown pages are left out). */
export async function unsavedLinks(locale: Locale, links: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  if (!storageAvailable()) return out;
  await Promise.all(
    links.map(async (link) => {
      const path = pageDataPath(link);
      if (!path) return;
      const url = apiUrl(path, locale);
      // A page seen before is kept by the worker's own cache too: it opens offline, so it is not marked.
      if (!(await savedAnswer(url)) && !(await caches.match(url, { ignoreVary: true }))) out.add(link);
    }),
  );
  return out;
}
