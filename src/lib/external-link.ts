// Validation of the `redirecting?to=` target: only absolute http(s) URLs leave the site.

export function safeExternalUrl(to: unknown): URL | null {
  if (typeof to !== 'string' || to.length === 0 || to.length > 2048) return null;
  try {
    const url = new URL(to);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
