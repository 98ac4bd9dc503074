// What the server's rendered page and the browser's hydration agree on: the viewport the markup was rendered for.
/**
 * On #root: the viewport the markup was rendered for ("mobile": the server renders one page for everyone, mobile-first,
 * its layout CSS adapting); the browser hydrates with it, then follows the real window.
 */
export const SSR_VIEWPORT_ATTR = 'data-viewport';
