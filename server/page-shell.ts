// Serves the app shell for page URLs: language choice, SPEC §2 redirects, <html lang dir>, real 404s.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
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
import { inlineScriptHashes, withRenderedPage, withScriptHashes, withScriptsAfterPaint, type PageRenderer, type RenderedPage } from './ssr/page-renderer';
import { encodeBody, type EncodedBody } from './http/encode-body';
import { WorkBusyError } from './work/work-queue';
import { ungated, type WorkGate } from './work/gate';
import { sendBusy } from './http/errors';
import { readManifest, routeAssets } from './ssr/route-assets';
import { SSR_VIEWPORT_ATTR } from '#shared/ssr';
import { webManifestPath } from '#shared/web-manifest';

export function chooseLocale(req: FastifyRequest): Locale {
  return negotiateLocale({ cookie: parseCookies(req.headers.cookie).lang, languages: parseAcceptLanguage(req.headers['accept-language']) });
}

function queryOf(url: string): string {
  const i = url.indexOf('?');
  return i >= 0 ? url.slice(i) : '';
}

export function shellHtml(template: string, locale: Locale): string {
  const info = LOCALE_TABLE[locale];
  return template
    .replace(/<html[^>]*>/, `<html lang="${info.bcp47}" dir="${info.dir}" data-locale="${locale}">`)
    .replace(/<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${webManifestPath(locale)}"`);
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
  /** The queue a rendered page's compression runs in (server/work): as costly as the render for a long page. */
  encodeGate?: WorkGate;
}

/**
 * A rendered page is the same for every visitor (no cookie, no User-Agent in it): a shared cache (CDN) may keep it a
 * minute and serve it stale while it fetches a fresh one; browsers revalidate it every time (ETag, 304).
 */
export const RENDERED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** A rendered page put into its shell, once per render: the HTML, its ETag, its inline scripts' hashes and its encodings. */
interface AssembledPage {
  html: string;
  etag: string;
  scriptHashes: string[];
  bodies: Map<string, Promise<EncodedBody>>;
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

  // Kept with the render it came from: when the renderer's cache lets a render go, its assembled copies go with it.
  const assembled = new WeakMap<RenderedPage, Map<string, AssembledPage>>();
  // `ldOrigin`: the page's origin when it was found (its breadcrumb trail then goes into the head as JSON-LD).
  const assemble = (rendered: RenderedPage, shell: Page, ldOrigin: string | undefined): AssembledPage => {
    let byShell = assembled.get(rendered);
    if (!byShell) {
      byShell = new Map();
      assembled.set(rendered, byShell);
    }
    const key = `${shell.etag}|${ldOrigin ?? ''}`;
    let a = byShell.get(key);
    if (!a) {
      const html = withScriptsAfterPaint(
        withBreadcrumbLd(withRenderedPage(shell.html, rendered, { viewportAttr: SSR_VIEWPORT_ATTR }), rendered.html, ldOrigin),
        manifest ? routeAssets(manifest, rendered.routeIds) : undefined,
      );
      a = { html, etag: page(html).etag, scriptHashes: inlineScriptHashes(html), bodies: new Map() };
      byShell.set(key, a);
    }
    return a;
  };

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url;
    const pathname = decodeURIComponentSafe(url.split('?')[0] ?? '/');
    if (pathname === null) return reply.code(400).type('text/plain').send('Bad request: malformed URL');
    const segments = splitPath(pathname);
    const first = segments[0];
    // Locations are rebuilt from the decoded segments, each encoded again: the visitor's path never reaches a header raw.
    if (!isEnabledLocale(first)) {
      // Only this choice reads the visitor's language cookie and Accept-Language; the pages themselves are the same for all.
      reply.header('Vary', 'Cookie, Accept-Language');
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
      let rendered: RenderedPage | null;
      try {
        rendered = await opts.renderer.render({ url, locale: first });
      } catch (err) {
        if (err instanceof WorkBusyError) return sendBusy(reply, err);
        throw err;
      }
      if (rendered) {
        const found = status === 200 && rendered.status !== 404;
        const a = assemble(rendered, p, found && opts.seo ? requestOrigin(req, opts.seo.publicOrigin) : undefined);
        const csp = withScriptHashes(reply.getHeader('content-security-policy'), a.scriptHashes);
        if (csp) reply.header('Content-Security-Policy', csp);
        // The route knows best: a sight id that does not exist is a 404 even where the URL table allows it.
        const code = rendered.status === 404 ? 404 : status;
        reply.header('Vary', 'Accept-Encoding').header('ETag', a.etag);
        if (code === 200) reply.header('Cache-Control', RENDERED_PAGE_CACHE_CONTROL);
        if (code === 200 && etagMatches(req.headers['if-none-match'], a.etag)) return reply.code(304).send();
        // Sent from the not-found handler, which @fastify/compress does not reach: compressed here, once per encoding.
        const want = acceptedEncoding(req.headers['accept-encoding']);
        let encoded = a.bodies.get(want);
        if (!encoded) {
          const gate = opts.encodeGate ?? ungated;
          encoded = gate(`encode|${a.etag}|${want}`, () => encodeBody(a.html, want));
          a.bodies.set(want, encoded);
          // A refusal (queue full) is not kept: the next request compresses it.
          encoded.catch(() => a.bodies.delete(want));
        }
        let body: EncodedBody['body'];
        let encoding: EncodedBody['encoding'];
        try {
          ({ body, encoding } = await encoded);
        } catch (err) {
          // The page is rendered: with no turn to compress it (a full queue, a shutdown), it goes out as it is.
          if (!(err instanceof WorkBusyError)) throw err;
          ({ body, encoding } = { body: a.html, encoding: undefined });
        }
        if (encoding) reply.header('Content-Encoding', encoding);
        return reply.code(code).send(body);
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

/**
 * Whether If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2). Unlike `fresh`, a request's
 * `Cache-Control: no-cache` does not turn the 304 into a 200: the origin has just checked, which is what no-cache asks
 * (fetch() adds it to every conditional request).
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((t) => bare(t) === bare(etag));
}

/** The one encoding a response will use, as encodeBody reads it: brotli, else gzip, else none. */
function acceptedEncoding(header: string | undefined): string {
  const h = header ?? '';
  return /\bbr\b/.test(h) ? 'br' : /\bgzip\b/.test(h) ? 'gzip' : '';
}

function decodeURIComponentSafe(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}
