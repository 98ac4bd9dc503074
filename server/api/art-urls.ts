// Image URLs of an entity, all drawn by the media route from its motif (we have no photographs).
import { artPath } from '../media/art-path';
import type { Art } from '../store/types';

type Drawn = Art & { id: string };

export const thumbnail = (x: Drawn): string => artPath(x.motif, x.palette, x.id, 'card');
export const banner = (x: Drawn): string => artPath(x.motif, x.palette, x.id, 'banner');
export const square = (x: Drawn): string => artPath(x.motif, x.palette, x.id, 'square');

/** Three views of the same subject, seeded differently so they differ. */
export const gallery = (x: Drawn): string[] => [x.id, `${x.id}-2`, `${x.id}-3`].map((seed) => artPath(x.motif, x.palette, seed, 'banner'));
