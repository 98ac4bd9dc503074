// The URL a page is rendered and cached under: the visitor's URL without the parameters campaigns and ad networks
// add (utm_*, fbclid, gclid, …). No route reads them, so `?utm_source=x` is the same page, from the same cache entry.

const TRACKING = /^(utm_[a-z0-9_]*|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|yclid|ttclid|twclid|igshid|mc_cid|mc_eid|_ga|_gl|li_fat_id)$/i;

export function pageCacheUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const path = url.slice(0, q);
  // Split by hand, not URLSearchParams: the parameters kept go on exactly as the visitor wrote them.
  const kept = url
    .slice(q + 1)
    .split('&')
    .filter((pair) => pair !== '' && !TRACKING.test(decodeName(pair.split('=')[0]!)));
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
