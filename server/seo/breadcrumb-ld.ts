// The page's breadcrumb trail as a schema.org BreadcrumbList, read from the trail the page itself rendered
// (src/components/Breadcrumb.tsx): the same names in the page's language and the same links a visitor sees, for
// every page that has a trail, without a second copy of each screen's trail on the server.
import type { BreadcrumbList, ListItem } from 'schema-dts';

const NAV = /<nav class="breadcrumb"[^>]*>([\s\S]*?)<\/nav>/;
const ITEM = /<li\b[^>]*>([\s\S]*?)<\/li>/g;
const HREF = /<a\b[^>]*?\bhref="([^"]*)"/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' };

/** The text of rendered markup: tags dropped, the entities React writes decoded. */
function textOf(markup: string): string {
  return markup
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The BreadcrumbList of a rendered page (`html` holds the page's markup), or undefined when it has no trail of at
 * least two steps. Links are made absolute with `origin`; the last step, the page itself, has no link (as Google allows).
 */
export function breadcrumbFromHtml(html: string, origin: string): BreadcrumbList | undefined {
  const nav = NAV.exec(html)?.[1];
  if (!nav) return undefined;
  const items: ListItem[] = [];
  for (const [, li] of nav.matchAll(ITEM)) {
    const name = textOf(li ?? '');
    if (!name) continue;
    const href = HREF.exec(li ?? '')?.[1];
    const path = href ? textOf(href) : undefined;
    items.push({
      '@type': 'ListItem',
      position: items.length + 1,
      name,
      ...(path && path.startsWith('/') && !path.startsWith('//') ? { item: `${origin}${path}` } : {}),
    });
  }
  return items.length >= 2 ? { '@type': 'BreadcrumbList', itemListElement: items } : undefined;
}
