// Closed vocabularies of content/FORMAT.md that the importer checks values against.

export const MOTIFS = new Set(
  `church temple fortress museum garden tower street square theatre lighthouse mansion market shop food dessert drink
  hotel bridge beach village festival lantern fireworks show casino racing harbour hill library cemetery lrt bus wifi
  info toilet nursing border ferry airport office brochure calendar`.split(/\s+/),
);

export const PALETTES = new Set(['azulejo', 'ochre', 'rose', 'mint', 'lantern', 'gold', 'jade', 'sea']);

export { EXPERIENCE_CATEGORIES, TOUR_CATEGORIES } from '#shared/routes';
export { POI_TYPES } from '#shared/poi-types';

export const ARTICLE_CATEGORIES = ['before-you-travel', 'about-macao', 'useful-info', 'dining', 'footer', 'custom', 'accessibility', 'blog'] as const;

export const PLACE_FILES = ['border-checkpoints', 'info-counters', 'delegations', 'representatives'] as const;
