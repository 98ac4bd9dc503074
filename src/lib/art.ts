// Our generated artwork's URLs (the server renders them; see server/media).
export { artPath, type ArtAspect } from '#shared/art-path';

/** Adds a media policy and width to an image URL from the API (SPEC §7 image policies). */
export function withImagePolicy(src: string, opts: { policy?: 'bw' | 'face16x9' | 'facesquare'; w?: number }): string {
  const url = new URL(src, 'http://x');
  if (opts.policy) url.searchParams.set('policy', opts.policy);
  if (opts.w) url.searchParams.set('w', String(opts.w));
  return src.startsWith('http') ? url.toString() : url.pathname + url.search;
}
