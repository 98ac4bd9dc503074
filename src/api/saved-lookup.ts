// "Is this saved?" in the page: the same lookup the service worker answers with (shared/offline.ts), over the
// answers saved on their own and the parts' archives (their indexes kept in memory, read again after a new save).
import { matchSaved } from '#shared/offline';
import { StoredParts } from '#shared/offline-stored-parts';

let parts: StoredParts<Response> | undefined;

/** The page's reader of stored part archives (one per page, so an index is read once). */
export const storedParts = (): StoredParts<Response> =>
  (parts ??= new StoredParts<Response>(location.origin, (body, headers) => new Response(body as Blob, { headers })));

/** The saved answer for `url` from any language's pack or the common one, or undefined. */
export function savedAnswer(url: string): Promise<Response | undefined> {
  return matchSaved<Response, Cache>(caches, url, location.origin, storedParts());
}
