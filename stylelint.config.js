// Stylelint (npm run lint:css): the standard config, with duplicate properties and duplicate selectors as errors.
// Each rule turned off or tuned below says why.
/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard'],
  rules: {
    // What the issue asks for: one declaration of a property per block, one block per selector and context.
    'declaration-block-no-duplicate-properties': true,
    'no-duplicate-selectors': true,

    // Layout and blank lines are Prettier's: the files are written without blank lines between rules.
    'rule-empty-line-before': null,
    'at-rule-empty-line-before': null,
    'comment-empty-line-before': null,
    'declaration-empty-line-before': null,

    // Class names are BEM in kebab case: block, __element, --modifier. A modifier may keep the camelCase of the
    // data value it names (badge--inProgress, band-notice--veryHot), or be a number (font-size__option--0).
    'selector-class-pattern': [
      '^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9][a-zA-Z0-9]*(-[a-zA-Z0-9]+)*)?$',
      { message: 'Expected a BEM class in kebab case (block__element--modifier)' },
    ],

    // Both notations are in use (max-width: 767px, and width < 1088px in a few feature files); rewriting one into the
    // other is not the same at fractional widths (max-width: 1087px leaves 1087.5 px out), so neither is imposed.
    'media-feature-range-notation': null,

    // Vite resolves @import './x.css' as written; url() adds nothing.
    'import-notation': 'string',

    // These need their prefix in the browsers we serve: iOS Safari's text-size-adjust, background-clip: text and
    // mask-image (Safari before 15.4), and the line clamp (-webkit-box).
    'property-no-vendor-prefix': [true, { ignoreProperties: ['/^-webkit-(text-size-adjust|background-clip|mask-image|line-clamp|box-orient)$/'] }],
    'value-no-vendor-prefix': [true, { ignoreValues: ['box'] }],

    // Compares selectors that never match the same element (BEM blocks in different features); reordering rules to
    // satisfy it would change the cascade where they do meet.
    'no-descending-specificity': null,
  },
};
