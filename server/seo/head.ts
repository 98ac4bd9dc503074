// The <head> tags of a page for search engines and link previews (title, description, canonical, hreflang, og:, twitter:),
// written into the app shell. Everything is markup: no inline script, so the strict CSP stays as it is.
import { ENABLED_LOCALES, LOCALE_TABLE, type Locale } from '#shared/locales';
import { artPath } from '#shared/art-path';
import type { ArtSource, PageMeta } from './page-meta';
import { siteDescription, siteName } from './site-text';

/** The share picture's size: what Open Graph and Twitter's large card ask for. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/**
 * Open Graph's locale for each language, in the `ll_CC` form crawlers read (Facebook's list of locales): a
 * language with a country. Traditional Chinese is `zh_HK`: Macao writes it as Hong Kong does (Cantonese wording,
 * HKSCS characters), and there is no `zh_MO`; Portuguese is Portugal's, as written in Macao; Arabic is `ar_AR`,
 * Facebook's one Arabic locale.
 */
export const OG_LOCALE: Record<Locale, string> = {
  'zh-hant': 'zh_HK',
  'zh-hans': 'zh_CN',
  pt: 'pt_PT',
  en: 'en_US',
  ja: 'ja_JP',
  ko: 'ko_KR',
  th: 'th_TH',
  id: 'id_ID',
  ru: 'ru_RU',
  ms: 'ms_MY',
  de: 'de_DE',
  fr: 'fr_FR',
  es: 'es_ES',
  it: 'it_IT',
  ar: 'ar_AR',
};

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** `/media/art/…/{seed}.png?aspect=og&w=1200`: the artwork as a PNG, since previews do not show SVG. */
export function ogImagePath(src: ArtSource): string {
  return artPath(src.motif, src.palette, src.seed, 'og').replace(/\.svg\?/, '.png?') + `&w=${OG_IMAGE.width}`;
}

/** A page's public URL: the locale and the path's segments, each encoded (the visitor's raw path never goes out as is). */
export function pageUrl(origin: string, locale: Locale | '', segments: readonly string[]): string {
  const parts = [locale, ...segments].filter(Boolean).map(encodeURIComponent);
  return `${origin}/${parts.join('/')}`;
}

export interface HeadInput {
  origin: string;
  locale: Locale;
  /** Path segments after the locale. */
  segments: readonly string[];
  meta: PageMeta | undefined;
  /** The share picture of pages without their own (the home page's first banner). */
  defaultImage: ArtSource | undefined;
  /** The page's structured data, a ready `<script type="application/ld+json">` (server/seo/structured-data.ts). */
  jsonLd?: string;
}

export function headTags({ origin, locale, segments, meta, defaultImage, jsonLd = '' }: HeadInput): { title: string; description: string; tags: string } {
  const site = siteName(locale);
  const title = meta?.title ? `${meta.title} | ${site}` : site;
  const description = meta?.description || siteDescription(locale);
  const canonical = pageUrl(origin, locale, segments);
  const image = meta?.image ?? defaultImage;
  const imageUrl = image ? `${origin}${ogImagePath(image)}` : undefined;
  const e = escapeHtml;
  const tags = [
    `<link rel="canonical" href="${e(canonical)}">`,
    ...ENABLED_LOCALES.map((l) => `<link rel="alternate" hreflang="${LOCALE_TABLE[l].bcp47}" href="${e(pageUrl(origin, l, segments))}">`),
    // Without a locale the server picks the visitor's language (cookie, then Accept-Language).
    `<link rel="alternate" hreflang="x-default" href="${e(pageUrl(origin, '', segments))}">`,
    `<meta property="og:type" content="${meta?.type ?? 'website'}">`,
    `<meta property="og:site_name" content="${e(site)}">`,
    `<meta property="og:title" content="${e(meta?.title || site)}">`,
    `<meta property="og:description" content="${e(description)}">`,
    `<meta property="og:url" content="${e(canonical)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[locale]}">`,
    ...ENABLED_LOCALES.filter((l) => l !== locale).map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}">`),
    ...(imageUrl
      ? [
          `<meta property="og:image" content="${e(imageUrl)}">`,
          `<meta property="og:image:type" content="image/png">`,
          `<meta property="og:image:width" content="${OG_IMAGE.width}">`,
          `<meta property="og:image:height" content="${OG_IMAGE.height}">`,
          `<meta name="twitter:card" content="summary_large_image">`,
          `<meta name="twitter:image" content="${e(imageUrl)}">`,
        ]
      : [`<meta name="twitter:card" content="summary">`]),
    `<meta name="twitter:title" content="${e(meta?.title || site)}">`,
    `<meta name="twitter:description" content="${e(description)}">`,
    jsonLd,
  ].join('');
  return { title, description, tags };
}

/** Writes the page's title, description and tags over the shell's site-wide ones. */
export function injectHead(html: string, head: { title: string; description: string; tags: string }): string {
  const withTitle = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
  const withDescription = withTitle.replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${escapeHtml(head.description)}" />`);
  return withDescription.replace('</head>', () => `${head.tags}</head>`);
}
