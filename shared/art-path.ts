// Builds the public URL of an entity's generated artwork; the media route renders it (server/media).

/** `og` is the 1200×630 share picture of a page (server/seo). */
export type ArtAspect = 'banner' | 'card' | 'square' | 'og';

/**
 * `/media/art/{motif}/{palette}/{seed}.svg?aspect=…` — deterministic for a given entity, so it can be
 * cached forever. Policies (`policy=bw|face16x9|facesquare`) and `w` (width) are added by the client.
 */
export function artPath(motif: string, palette: string | undefined, seed: string, aspect: ArtAspect = 'card'): string {
  const p = palette ?? 'auto';
  return `/media/art/${encodeURIComponent(motif)}/${encodeURIComponent(p)}/${encodeURIComponent(seed)}.svg?aspect=${aspect}`;
}
