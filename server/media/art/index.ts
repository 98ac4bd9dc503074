// Public face of the artwork generator.

export { renderArt, isMotif, ASPECTS, type Aspect, type ArtRequest } from './render';
export { MOTIFS } from './motifs';
export { PALETTES, isPalette, type PaletteName } from './palettes';
export { greySvg } from './color';
