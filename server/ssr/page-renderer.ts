// Loads the built page renderer (dist-ssr/entry-server.js, made by `vite build --ssr`) and runs it with the API answered
// in-process through Fastify's inject, so a rendered page costs no network round trip and reads what the browser would.
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '#shared/locales';
import { BoundedLru } from '../cache/bounded-lru';
import { WorkBusyError, type WorkQueue } from '../work/work-queue';
import { pageCacheUrl } from './page-url';
import type { RouteAssets } from './route-assets';
import { colourTokenStyle, colourTokens } from '#shared/colour-tokens';
import { createHash } from 'node:crypto';
import { starterScript } from './starter';
import { cachedApiFetch, type ApiFetch, type ApiInject } from './api-answers';

export interface RenderRequest {
  /** Path and query as the visitor asked. */
  url: string;
  locale: Locale;
}

/**
 * Rendered pages, one per URL (its latest render): fresh while the content, the live state and the minute are the same
 * (opening hours and event days read the clock), and the last good copy when the render queue is full. Weighed at
 * four bytes a character, as the page is also kept assembled and compressed by the shell. 32 MB, about a hundred
 * pages: a shared cache in front keeps pages for everyone (s-maxage, stale-while-revalidate), so this one serves
 * revalidations and the busy pages' last good copy; at 64 MB it was most of the server's growth after a crawl.
 */
const CACHE_LIMITS = { maxEntries: 1000, maxBytes: 32 * 1024 * 1024 };

export interface RenderedPage {
  /** The markup inside #root, the router's hydration scripts (its matches and the query cache) at its end. */
  html: string;
  status: number;
  routeIds: string[];
}

export interface PageRenderer {
  /**
   * The page rendered for everyone (no cookie, no User-Agent: mobile-first markup whose layout CSS adapts), or null
   * when the browser should render it from the shell. Rejects with WorkBusyError when the render queue is full and no
   * earlier copy of the page is kept.
   */
  render(req: RenderRequest): Promise<RenderedPage | null>;
}

interface RendererModule {
  /** Renders with the request's own API answerer (each render its own: no module global shared between renders). */
  renderPage(req: RenderRequest & { api: ApiFetch }, signal?: AbortSignal): Promise<RenderedPage | null>;
}

function isRendererModule(m: unknown): m is RendererModule {
  const r = m as Partial<RendererModule> | null;
  return typeof r?.renderPage === 'function';
}

/** Asks the app's own routes (Fastify's inject: no network hop). */
function injector(app: FastifyInstance): ApiInject {
  return async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const headers: [string, string][] = [];
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.push([k, Array.isArray(v) ? v.join(', ') : String(v)]);
    return { status: res.statusCode, headers, body: res.body };
  };
}

interface Cached {
  version: string;
  page: RenderedPage;
}

/**
 * The same markup, status and data, whenever the data was fetched: the router's hydration data carries when each match
 * and query was loaded and dehydrated (`u`, `dataUpdatedAt`, `errorUpdatedAt`, `dehydratedAt`: numbers in its script).
 */
export function sameShown(a: RenderedPage, b: RenderedPage): boolean {
  const data = (html: string) => html.replace(/\b(dataUpdatedAt|errorUpdatedAt|dehydratedAt|u)(["']?):\d+/g, '$1$2:');
  return a.status === b.status && (a.html === b.html || data(a.html) === data(b.html));
}

/**
 * The renderer, or undefined when the server build is missing (pages then go out as the app shell, as before).
 * `versionKey` changes whenever what a page shows may change (content version and live state); renders run in
 * `queue` (identical ones in flight share one).
 */
export async function loadPageRenderer(app: FastifyInstance, ssrDir: string, versionKey: () => string, queue: WorkQueue): Promise<PageRenderer | undefined> {
  const entry = join(ssrDir, 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn(`No server renderer at ${entry}: pages are sent as the app shell (run npm run build:app)`);
    return undefined;
  }
  const mod: unknown = await import(pathToFileURL(entry).href);
  if (!isRendererModule(mod)) throw new Error(`${entry} is not the page renderer`);
  const cache = new BoundedLru<Cached>(CACHE_LIMITS, (k, v) => k.length + 4 * v.page.html.length);
  const minute = () => Math.floor(Date.now() / 60_000);
  // The API's answers are as fresh as the pages they go into: the same version and minute.
  const api = cachedApiFetch(injector(app), () => `${versionKey()}|${minute()}`);
  return {
    render: async (req) => {
      const url = pageCacheUrl(req.url);
      const key = `${req.locale}|${url}`;
      const version = `${versionKey()}|${minute()}`;
      const hit = cache.get(key);
      if (hit?.version === version) return hit.page;
      try {
        return await queue.run(`${version}|${key}`, async (signal) => {
          try {
            // Mobile-first markup and no visitor's cookies: the same HTML for everyone, so a shared cache can keep it.
            const fresh = await mod.renderPage({ url, locale: req.locale, api }, signal);
            // A page that shows the same as before keeps its earlier render, and so its ETag: a revalidation a minute
            // later is a 304, not the same page again with only the query cache's fetch times changed.
            const page = fresh && hit && sameShown(hit.page, fresh) ? hit.page : fresh;
            if (page) cache.set(key, { version, page });
            return page;
          } catch (err) {
            // The browser renders the page from the shell: a rendering fault never becomes a 5xx.
            app.log.warn({ err, url }, 'server rendering failed; sent the app shell');
            return null;
          }
        });
      } catch (err) {
        if (err instanceof WorkBusyError && hit) return hit.page;
        throw err;
      }
    },
  };
}

/**
 * Starts the app's scripts once the rendered page has been shown (the starter, ./starter.ts): the entry and its
 * preloads move out of <head> into one inline script at the end of <body>, allowed by its hash (withScriptHashes);
 * the stylesheets the page's routes need go into <head>.
 */
export function withScriptsAfterPaint(html: string, assets: RouteAssets = { css: [], js: [] }): string {
  const urls: string[] = [];
  const stripped = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/, (_m, src: string) => {
      urls.unshift(src);
      return '';
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_m, href: string) => {
      urls.push(href);
      return '';
    });
  if (urls.length === 0) return html;
  for (const js of assets.js) if (!urls.includes(js)) urls.push(js);
  const styles = assets.css.map((href) => `<link rel="stylesheet" crossorigin href="${href.replace(/[^A-Za-z0-9/._-]/g, '')}">`).join('');
  return stripped.replace('</head>', `${styles}</head>`).replace('</body>', () => `${starterScript(urls)}</body>`);
}

/**
 * The visitor's text size, black-and-white mode and seen announcements, applied from their cookies before the first paint: the
 * page itself is the same for everyone (a shared cache keeps it), so the choices cannot be in its markup. A blocking
 * script at the top of <head>, allowed by its hash; the app applies the same once it has hydrated (src/main.tsx).
 */
export const PREFERENCES_SCRIPT =
  `<script>(function(){var c=document.cookie,r=document.documentElement,f=/(?:^|;\\s*)fontsize=([02])(?:;|$)/.exec(c);` +
  `if(f)r.setAttribute('data-font-size',f[1]);` +
  `if(/(?:^|;\\s*)bw=1(?:;|$)/.test(c)){r.classList.add('is-greyscale');var t=${JSON.stringify(Object.fromEntries(colourTokens(true)))};` +
  `for(var k in t)r.style.setProperty(k,t[k])}` +
  // Announcements all seen (larts at or past the newest one): the bar is hidden as the parser inserts it. Mutation
  // records are delivered at the end of the parser's task, before the browser can paint what it inserted.
  `var l=/(?:^|;\\s*)larts=(\\d+(?:\\.\\d+)?)(?:;|$)/.exec(c);var M=window.MutationObserver;if(l&&M){var s=+l[1],o=new M(function(){` +
  `var b=document.querySelector('.announcement-bar[data-latest]');if(b){o.disconnect();if(+b.getAttribute('data-latest')<=s)b.style.display='none'}});` +
  `o.observe(r,{childList:true,subtree:true});document.addEventListener('DOMContentLoaded',function(){o.disconnect()})}` +
  `})()</script>`;

/**
 * Puts the rendered markup (with the router's hydration scripts) into #root; <html> gets the default text size and
 * colour tokens (so the page paints in colour), the preferences script adjusts them.
 */
export function withRenderedPage(html: string, page: RenderedPage, opts: { viewportAttr: string }): string {
  const root = `<html data-font-size="1" style="${colourTokenStyle(false)}" `;
  return html
    .replace('<html ', root)
    .replace(/<meta charset="[^"]*"\s*\/?>/i, (meta) => `${meta}${PREFERENCES_SCRIPT}`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root" ${opts.viewportAttr}="mobile">${page.html}</div>`);
}

/** The CSP hash sources of a page's inline scripts (data blocks aside: they never run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/.test(attrs) || /\stype="application\/json"/.test(attrs)) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(m[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/** Allows exactly those inline scripts in a Content-Security-Policy header; every other directive stays as set. */
export function withScriptHashes(csp: unknown, hashes: readonly string[]): string | undefined {
  if (typeof csp !== 'string' || hashes.length === 0) return undefined;
  return csp.replace(/script-src ([^;]*)/, (_m, sources: string) => `script-src ${sources} ${hashes.join(' ')}`);
}
