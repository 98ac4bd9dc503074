// The barrier-free guide's six item files: what the routes check a URL against before any query code loads.
export const ACCESSIBILITY_FILES = ['hotels', 'restaurants', 'malls', 'sights', 'borders', 'expos'] as const;
export type AccessibilityFile = (typeof ACCESSIBILITY_FILES)[number];

export function isAccessibilityFile(v: unknown): v is AccessibilityFile {
  return typeof v === 'string' && (ACCESSIBILITY_FILES as readonly string[]).includes(v);
}
