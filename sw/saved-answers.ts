// Answers from the saved guide: a stored copy of the URL, or one derived from saved data (POIs near given points,
// computed from the saved list of all POIs; another crop of the same artwork).
import type { LonLat } from '#shared/geo';
import { parsePoiQuery, poisNear } from '#shared/offline-pois';
import { matchSaved, type CacheStorageLike } from '#shared/offline';
import { StoredParts } from '#shared/offline-stored-parts';

declare const self: ServiceWorkerGlobalScope;

/** The pack lookup over the real Cache Storage (the adapter keeps the shared lookup free of DOM types). */
const storage: CacheStorageLike<Response, Cache> = {
  keys: () => caches.keys(),
  open: (name) => caches.open(name),
};

/** The saved parts' indexes stay in the worker's memory between requests (read again when a part is saved again). */
const parts = new StoredParts<Response>(self.location.origin, (body, headers) => new Response(body as Blob, { headers }));

export function savedCopy(url: string): Promise<Response | undefined> {
  return matchSaved<Response, Cache>(storage, url, self.location.origin, parts);
}

/** GET /api/pois?coordinates=…&range=…&types=… computed from the saved list of every POI of the locale. */
export async function derivedPois(url: URL, lookup: (url: string) => Promise<Response | undefined>): Promise<Response | undefined> {
  const query = parsePoiQuery(url.pathname, url.searchParams);
  if (!query) return undefined;
  const all = await lookup(`/api/pois${query.lang ? `?lang=${encodeURIComponent(query.lang)}` : ''}`);
  if (!all) return undefined;
  const list = poisNear((await all.json()) as PoiLike[], query);
  return new Response(JSON.stringify(list), { headers: { 'content-type': 'application/json; charset=utf-8' } });
}

interface PoiLike {
  id: string;
  type: string;
  coordinate: LonLat;
}

const ASPECTS = ['card', 'banner', 'square'];

/** Generated artwork in another crop when this one was not saved (a banner drawn from the saved thumbnail). */
export async function otherCrop(url: URL): Promise<Response | undefined> {
  if (!url.pathname.startsWith('/media/art/')) return undefined;
  // The same crop at its saved width first (search results ask for a 240 px thumbnail of the saved card).
  if (url.searchParams.has('w')) {
    const whole = new URL(url.href);
    whole.searchParams.delete('w');
    const hit = await savedCopy(whole.href);
    if (hit) return hit;
  }
  for (const aspect of ASPECTS) {
    if (url.searchParams.get('aspect') === aspect) continue;
    const other = new URL(url.href);
    other.searchParams.set('aspect', aspect);
    other.searchParams.delete('w');
    const hit = await savedCopy(other.href);
    if (hit) return hit;
  }
  return undefined;
}
