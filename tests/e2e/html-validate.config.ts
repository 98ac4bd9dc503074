// html-validate's `recommended`, `a11y` and `document` presets (the last checks references: aria-controls, label for,
// aria-labelledby) for the server-rendered pages, tuned only where a rule judges how React writes HTML rather than what
// the markup means. Each exception says why.
import type { ConfigData } from 'html-validate';

export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended', 'html-validate:a11y', 'html-validate:document'],
  rules: {
    // Spelling style of valid HTML, fixed by React's serializer: `<!doctype html>`, `<img … />`, `hidden=""`,
    // `fetchPriority`/`dateTime` (attribute names are case-insensitive in HTML).
    'doctype-style': 'off',
    'void-style': 'off',
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    'attr-case': 'off',
    // Inline styles carry computed values (aspect ratios, brand colours from data, map positions); the CSP allows
    // style attributes, and a class per value would not be smaller.
    'no-inline-style': 'off',
    // Scripts and styles come from our own origin under hashed names (and a CSP); integrity matters for other origins.
    'require-sri': ['error', { target: 'crossorigin' }],
    // React's useId() ids (`_R_…_`) are valid HTML ids; the strict form only eases hand-written CSS selectors.
    'valid-id': ['error', { relaxed: true }],
    // A group of checkboxes (the barrier-free guide's level filters) shares one name, as HTML form groups do.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
    // The page-loading strip is indeterminate and drawn by CSS animation; <progress> cannot be styled alike across
    // engines. It keeps role="progressbar" with its label.
    'prefer-native-element': ['error', { exclude: ['progressbar'] }],
    // ARIA 1.2 lets a list carry a name; screen readers read it with the item count ("Follow us, list, 9 items").
    // Names on elements whose role cannot take one (div, span, p) still fail.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Shown numbers use no-break spaces (src/lib/phone.ts unbreakablePhone); a link that names the line before its
    // number ("Tourism hotline +853…") may wrap its words, not the number.
    'tel-non-breaking': ['error', { ignoreClasses: ['tel-with-label'] }],
  },
};
