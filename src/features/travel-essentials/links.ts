// Where a travel-essentials menu item leads: its own link, or its article under travelessential.
export function itemHref(locale: string, i: { link?: string | undefined; category: string; slug: string }): string {
  return `/${locale}${i.link ?? `/travelessential/${i.category}/${i.slug}`}`;
}
