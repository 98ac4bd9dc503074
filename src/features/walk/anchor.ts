/** The place page's "Walk here" section id: a link to `…#walk` opens its panel. */
export const WALK_ANCHOR = 'walk';
