// Serves the app shell for page URLs: language choice, SPEC §2 redirects, <html lang dir>, real 404s.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import fresh from 'fresh';
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isEnabledLocale, LOCALE_TABLE, type Locale } from '#shared/locales';
import { negotiateLocale, parseAcceptLanguage } from '#shared/negotiate';
import { parseCookies } from '#shared/cookies';
import { isKnownPath, resolveRedirect, splitPath } from '#shared/routes';
import { buildLocation } from './http/location';
import { BoundedLru } from './cache/bounded-lru';
import type { Store } from './store';
import { pageMeta, type ArtSource } from './seo/page-meta';
import { headTags, injectHead } from './seo/head';
import { jsonLdScript, structuredData } from './seo/structured-data';
import { breadcrumbFromHtml } from './seo/breadcrumb-ld';
import { requestOrigin } from './seo/origin';
import { withRenderedPage, withScriptsAfterPaint, type PageRenderer } from './ssr/page-renderer';
import { encodeBody } from './http/encode-body';
import { readManifest, routeAssets } from './ssr/route-assets';
import { isMobileUserAgent, renderCookies, SSR_STATE_ID, SSR_VIEWPORT_ATTR } from '#shared/ssr';

export function chooseLocale(req: FastifyRequest): Locale {
  return negotiateLocale({ cookie: parseCookies(req.headers.cookie).lang, languages: parseAcceptLanguage(req.headers['accept-language']) });
}

function queryOf(url: string): string {
  const i = url.indexOf('?');
  return i >= 0 ? url.slice(i) : '';
}

export function shellHtml(template: string, locale: Locale): string {
  const info = LOCALE_TABLE[locale];
  return template.replace(/<html[^>]*>/, `<html lang="${info.bcp47}" dir="${info.dir}" data-locale="${locale}">`);
}

export interface ShellOptions {
  /** The home page's first hero image for a locale, preloaded so the largest paint does not wait for the app. */
  heroImage?: (locale: Locale) => Promise<string | undefined>;
  /** Whether a content page (article, playlist) exists: false answers 404; undefined leaves it to the URL table. */
  pageExists?: (segments: readonly string[]) => boolean | undefined;
  /** Gives every existing page its own title, description, canonical URL, hreflang and share tags (server/seo). */
  seo?: { store: Store; publicOrigin: string | undefined; defaultImage: () => ArtSource | undefined };
  /** Renders the page's content into the HTML (server/ssr); without it the browser renders from the shell. */
  renderer?: PageRenderer;
}

/** Allows the one inline data element of a rendered page by its nonce; every other directive stays as set. */
function withScriptNonce(csp: unknown, nonce: string): string | undefined {
  if (typeof csp !== 'string') return undefined;
  return csp.replace(/script-src ([^;]*)/, (_m, sources: string) => `script-src ${sources} 'nonce-${nonce}'`);
}

interface Page {
  html: string;
  etag: string;
}

const page = (html: string): Page => ({ html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` });

/** Adds the rendered page's breadcrumb trail as JSON-LD to the head (found pages only: `origin` is unset otherwise). */
function withBreadcrumbLd(html: string, markup: string, origin: string | undefined): string {
  const trail = origin === undefined ? undefined : breadcrumbFromHtml(markup, origin);
  return trail ? html.replace('</head>', () => `${jsonLdScript([trail])}</head>`) : html;
}

/** Adds a high-priority image preload to the shell's head. */
export function withImagePreload(html: string, href: string): string {
  const safe = href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace('</head>', `<link rel="preload" as="image" href="${safe}" fetchpriority="high"></head>`);
}

export async function registerPageShell(app: FastifyInstance, distDir: string, opts: ShellOptions = {}): Promise<void> {
  const indexPath = join(distDir, 'index.html');
  const template = existsSync(indexPath)
    ? readFileSync(indexPath, 'utf8')
    : '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Macao Tourism</title></head><body><p>The app is not built yet: run <code>npm run build</code>.</p></body></html>';
  const pages = new Map<string, Page>();
  const manifest = readManifest(distDir);
  // Inter's Latin face, asked for with the HTML rather than after the stylesheet: it is usually in before the first
  // paint, so no text is set twice (the metric-matched fallback covers a slow line).
  const latinFont = existsSync(join(distDir, 'assets'))
    ? readdirSync(join(distDir, 'assets')).find((f) => /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(f))
    : undefined;
  const fontPreload = latinFont ? `<link rel="preload" as="font" type="font/woff2" href="/assets/${latinFont}" crossorigin>` : '';
  const pageFor = async (locale: Locale, home: boolean): Promise<Page> => {
    const key = `${locale}${home ? ':home' : ''}`;
    let p = pages.get(key);
    if (!p) {
      let html = shellHtml(template, locale).replace('</head>', `${fontPreload}</head>`);
      const hero = home ? await opts.heroImage?.(locale).catch(() => undefined) : undefined;
      if (hero) html = withImagePreload(html, hero);
      p = page(html);
      pages.set(key, p);
    }
    return p;
  };
  // Any id fits a pattern such as sight/:entity, so the pages with their own head are bounded, not kept forever.
  const seoPages = new BoundedLru<Page>({ maxEntries: 2000, maxBytes: 48 * 1024 * 1024 }, (k, v) => k.length + v.html.length);
  const seoPageFor = (req: FastifyRequest, base: Page, locale: Locale, home: boolean, rest: readonly string[]): Page => {
    const seo = opts.seo;
    if (!seo) return base;
    const origin = requestOrigin(req, seo.publicOrigin);
    const key = [seo.store.contentVersion, origin, locale, home ? 'home' : '', ...rest].join('|');
    let p = seoPages.get(key);
    if (!p) {
      const head = headTags({
        origin,
        locale,
        segments: rest,
        meta: pageMeta(seo.store, locale, rest),
        defaultImage: seo.defaultImage(),
        jsonLd: jsonLdScript(structuredData({ store: seo.store, origin, locale, segments: rest })),
      });
      p = page(injectHead(base.html, head));
      seoPages.set(key, p);
    }
    return p;
  };

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url;
    const pathname = decodeURIComponentSafe(url.split('?')[0] ?? '/');
    if (pathname === null) return reply.code(400).type('text/plain').send('Bad request: malformed URL');
    const segments = splitPath(pathname);
    const first = segments[0];
    reply.header('Vary', 'Cookie, Accept-Language');
    // Locations are rebuilt from the decoded segments, each encoded again: the visitor's path never reaches a header raw.
    if (!isEnabledLocale(first)) {
      const chosen = chooseLocale(req);
      if (segments.length === 0 || segments.includes('no-lang')) return reply.redirect(`/${chosen}`, 302);
      return reply.redirect(buildLocation({ locale: chosen, segments, query: queryOf(url) }), 302);
    }
    const rest = segments.slice(1);
    const target = resolveRedirect(rest);
    if (target) {
      // Fragments are added by the browser from the Location header.
      const location = buildLocation({
        locale: first,
        segments: splitPath(target.path),
        ...(target.hash ? { hash: target.hash } : { query: queryOf(url) }),
      });
      return reply.redirect(location, 301);
    }
    const home = rest.length === 0;
    const base = await pageFor(first, home);
    const status = isKnownPath(rest) && opts.pageExists?.(rest) !== false ? 200 : 404;
    // A missing page keeps the plain shell: it has no canonical URL or share preview of its own.
    const p = status === 200 ? seoPageFor(req, base, first, home, rest) : base;
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (opts.renderer && req.method === 'GET') {
      const mobile = isMobileUserAgent(req.headers['user-agent']);
      const nonce = randomBytes(16).toString('base64');
      const cookies = parseCookies(req.headers.cookie);
      const rendered = await opts.renderer.render({ url, locale: first, mobile, cookie: renderCookies(cookies) });
      if (rendered) {
        const csp = withScriptNonce(reply.getHeader('content-security-policy'), nonce);
        if (csp) reply.header('Content-Security-Policy', csp);
        // The route knows best: a sight id that does not exist is a 404 even where the URL table allows it.
        const code = rendered.status === 404 ? 404 : status;
        const html = withScriptsAfterPaint(
          withBreadcrumbLd(
            withRenderedPage(p.html, rendered, { mobile, nonce, stateId: SSR_STATE_ID, viewportAttr: SSR_VIEWPORT_ATTR, cookies }),
            rendered.html,
            code === 200 && opts.seo ? requestOrigin(req, opts.seo.publicOrigin) : undefined,
          ),
          nonce,
          manifest ? routeAssets(manifest, rendered.routeIds) : undefined,
        );
        // Sent from the not-found handler, which @fastify/compress does not reach: compressed here.
        const { body, encoding } = await encodeBody(html, req.headers['accept-encoding']);
        if (encoding) reply.header('Content-Encoding', encoding);
        return reply.code(code).header('Vary', 'Cookie, Accept-Language, User-Agent, Accept-Encoding').send(body);
      }
    }
    reply.header('ETag', p.etag);
    if (status === 200 && fresh(req.headers, { etag: p.etag })) return reply.code(304).send();
    return reply.code(status).send(req.method === 'HEAD' ? '' : p.html);
  };

  app.setNotFoundHandler(async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `${req.method} ${req.url} is not a route` });
    const path = req.url.split('?')[0] ?? '';
    if (/^\/(api|media|tiles|push|assets)\//.test(path) || /\.[a-z0-9]{2,8}$/i.test(path)) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Nothing is served at ${path}` });
    }
    return handler(req, reply);
  });
}

function decodeURIComponentSafe(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}
