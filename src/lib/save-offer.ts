// The offer of the whole guide after a first visit (issue 30): what one visit saved, what the rest would cost, and
// whether the visitor has said no thanks. Pure rules; the sizes are read by src/api/pack-sizes.ts.

export interface SavedRecord {
  kind: 'full' | 'core';
  bytes: number;
}

export interface GuideOffer {
  /** What the first visit saved, in bytes. */
  essentials: number;
  /** The whole guide of this language, in bytes, when known (the manifest, or its size remembered from online). */
  whole: number | undefined;
}

/** The offer to show: only while just the first visit's part is saved (a whole guide needs no offer). */
export function offerOf(saved: SavedRecord | undefined, whole: number | undefined): GuideOffer | undefined {
  if (saved?.kind !== 'core') return undefined;
  return { essentials: saved.bytes, whole: whole !== undefined && whole > saved.bytes ? whole : undefined };
}

/** The size of a whole guide: every entry of its manifest, as stored. */
export function guideBytes(entries: readonly { bytes: number }[]): number {
  return entries.reduce((sum, e) => sum + (Number.isFinite(e.bytes) && e.bytes > 0 ? e.bytes : 0), 0);
}

/** A remembered size, as kept in localStorage: a positive number of bytes, or nothing. */
export function readRemembered(raw: string | null): number | undefined {
  const n = raw === null ? NaN : Number(raw);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}
