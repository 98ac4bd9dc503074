// Loads the built page renderer (dist-ssr/entry-server.js, made by `vite build --ssr`) and runs it with the API answered
// in-process through Fastify's inject, so a rendered page costs no network round trip and reads what the browser would.
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '#shared/locales';
import { BoundedLru } from '../cache/bounded-lru';
import type { RouteAssets } from './route-assets';
import { colourTokenStyle } from '#shared/colour-tokens';

export interface RenderRequest {
  url: string;
  locale: Locale;
  mobile: boolean;
  /** shared/ssr.ts renderCookies of the request. */
  cookie: string;
}

/** Rendered pages carry this in place of the CSP nonce; each response puts its own nonce there (withRenderedPage). */
const NONCE_SLOT = 'ssr-nonce-slot';

/** Rendered pages kept while nothing they show can have changed: same content, same live state, same minute. */
const CACHE_LIMITS = { maxEntries: 1000, maxBytes: 64 * 1024 * 1024 };

export interface RenderedPage {
  html: string;
  state: string;
  status: number;
  routeIds: string[];
}

export interface PageRenderer {
  render(req: RenderRequest): Promise<RenderedPage | null>;
}

interface RendererModule {
  configureApi(fetchInProcess: (url: string, init: RequestInit) => Promise<Response>): void;
  renderPage(req: RenderRequest & { nonce: string }): Promise<RenderedPage | null>;
}

function isRendererModule(m: unknown): m is RendererModule {
  const r = m as Partial<RendererModule> | null;
  return typeof r?.configureApi === 'function' && typeof r.renderPage === 'function';
}

/** Answers the renderer's API requests with the app's own routes. */
function inProcessFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    if (!url.startsWith('/api/')) throw new TypeError(`the page renderer only reads the API, not ${url}`);
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    init.signal?.throwIfAborted();
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.body, { status: res.statusCode, headers });
  };
}

/**
 * The renderer, or undefined when the server build is missing (pages then go out as the app shell, as before).
 * `versionKey` changes whenever what a page shows may change (content version and live state).
 */
export async function loadPageRenderer(app: FastifyInstance, ssrDir: string, versionKey: () => string): Promise<PageRenderer | undefined> {
  const entry = join(ssrDir, 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn(`No server renderer at ${entry}: pages are sent as the app shell (run npm run build:app)`);
    return undefined;
  }
  const mod: unknown = await import(pathToFileURL(entry).href);
  if (!isRendererModule(mod)) throw new Error(`${entry} is not the page renderer`);
  mod.configureApi(inProcessFetch(app));
  const cache = new BoundedLru<RenderedPage>(CACHE_LIMITS, (k, v) => k.length + v.html.length + v.state.length);
  // Opening hours and event days read the clock: a page rendered a minute ago may say "open" where now it is closed.
  const minute = () => Math.floor(Date.now() / 60_000);
  return {
    render: async (req) => {
      const key = [versionKey(), minute(), req.locale, req.mobile ? 'm' : 'd', req.cookie, req.url].join('|');
      const hit = cache.get(key);
      if (hit) return hit;
      try {
        const page = await mod.renderPage({ ...req, nonce: NONCE_SLOT });
        if (page) cache.set(key, page);
        return page;
      } catch (err) {
        // The browser renders the page from the shell: a rendering fault never becomes a 5xx.
        app.log.warn({ err, url: req.url }, 'server rendering failed; sent the app shell');
        return null;
      }
    },
  };
}

/** A nonce as an attribute value: only the characters a base64 nonce has. */
function nonceAttribute(nonce: string): string {
  return nonce.replace(/[^A-Za-z0-9+/=_-]/g, '');
}

/** How many script and preload elements the starter adds per task: each costs the browser a request to set up. */
export const STARTER_BATCH = 4;

/** Without a first paint to wait for (a hidden tab, a browser without paint timing), the scripts start after this. */
export const STARTER_FALLBACK_MS = 1000;

/**
 * Starts the app's scripts once the rendered page has been shown: on a slow line the text, styles and main picture get
 * the bandwidth first, and the scripts (which only add interactivity to a page already shown) follow. "Shown" is the
 * first contentful paint as the browser reports it (after the frame reached the screen, later than the frame's own
 * callbacks on a page that takes long to lay out); a hidden tab, where nothing paints, starts them after
 * STARTER_FALLBACK_MS. The entry comes first, its preloads after it, a few per task, so starting them never holds the
 * main thread for long (each element sets up a request).
 */
export function withScriptsAfterPaint(html: string, nonce: string, assets: RouteAssets = { css: [], js: [] }): string {
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
  const safeNonce = nonceAttribute(nonce);
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  const boot =
    `<script nonce="${safeNonce}">(function(){var u=${list},d=document,i=0,started=0;` +
    `function add(h){var e=d.createElement(i?'link':'script');if(i){e.rel='modulepreload';e.href=h}else{e.type='module';e.src=h}` +
    `e.crossOrigin='';d.head.appendChild(e)}` +
    `function batch(){for(var n=0;n<${STARTER_BATCH}&&i<u.length;n++,i++)add(u[i]);if(i<u.length)setTimeout(batch,0)}` +
    `function go(){if(started++)return;batch()}setTimeout(go,${STARTER_FALLBACK_MS});` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}})` +
    `.observe({type:'paint',buffered:true})}catch(x){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}` +
    `})()</script>`;
  return stripped.replace('</head>', `${styles}</head>`).replace('</body>', `${boot}</body>`);
}

/** Puts the rendered markup into #root and the query cache after it, as data the browser parses (never runs). */
export function withRenderedPage(
  html: string,
  page: RenderedPage,
  opts: { mobile: boolean; nonce: string; stateId: string; viewportAttr: string; cookies: Record<string, string> },
): string {
  // `<` escaped keeps any "</script>" inside the data from closing the element.
  const json = page.state
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const nonce = nonceAttribute(opts.nonce);
  const markup = page.html.replaceAll(`nonce="${NONCE_SLOT}"`, `nonce="${nonce}"`);
  // The visitor's text size applies from the first paint (the app sets the same attribute when it starts).
  const fontSize = opts.cookies.fontsize === '0' || opts.cookies.fontsize === '2' ? opts.cookies.fontsize : '1';
  // The colour tokens too (the app sets the same on <html>): without them the page would paint without its colours.
  const greyscale = opts.cookies.bw === '1';
  const root = `<html data-font-size="${fontSize}"${greyscale ? ' class="is-greyscale"' : ''} style="${colourTokenStyle(greyscale)}" `;
  return html
    .replace('<html ', root)
    .replace(
      /<div id="root"><\/div>/,
      () =>
        `<div id="root" ${opts.viewportAttr}="${opts.mobile ? 'mobile' : 'desktop'}">${markup}</div>` +
        `<script type="application/json" id="${opts.stateId}" nonce="${nonce}">${json}</script>`,
    );
}
