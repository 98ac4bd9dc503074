// Renders a page's HTML on the server with the browser's own route tree, loaders and screens, so text and the main image
// paint before any script runs; the query cache it used goes into the page for the browser to hydrate from (main.tsx).
import { renderToString } from 'react-dom/server';
import { QueryClientProvider, dehydrate, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '#/i18n/activate';
import { setApiFetch } from '#/api/client';
import { setViewport } from '#/state/ui';
import { readPreferencesFrom } from '#/state/preferences';
import { readLastSeenFrom } from '#/state/announcements';
import { preloadParts } from '#/components/lazy-part';
import type { Locale } from '#shared/locales';
import { createAppRouter } from './router';
import { createAppQueryClient } from './query-client';

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  locale: Locale;
  /** The viewport rendered for (the server renders mobile-first for everyone); the browser hydrates with it, then measures. */
  mobile: boolean;
  /** The Content-Security-Policy nonce of this response. */
  nonce: string;
  /** Cookies that change what a page shows (text size, black-and-white, seen announcements): empty, as pages are the same for everyone. */
  cookie: string;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The dehydrated query cache, as JSON. */
  state: string;
  /** 200, or 404 when a route said the thing is not there. */
  status: number;
  /** The matched routes, for the styles and scripts they need (server/ssr/route-assets.ts). */
  routeIds: string[];
}

/** How long a page waits for the requests its loader started without waiting (home's blocks) before rendering. */
const SETTLE_MS = 300;

/** The API, answered by the server itself (Fastify's inject): set once by the server before the first render. */
export function configureApi(fetchInProcess: (url: string, init: RequestInit) => Promise<Response>): void {
  setApiFetch(fetchInProcess);
}

function settled(queryClient: QueryClient, ms: number): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

/** The router's own form of a path (no trailing slash), which it would otherwise answer with a redirect. */
function canonicalUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q >= 0 ? url.slice(0, q) : url;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed + (q >= 0 ? url.slice(q) : '');
}

export async function renderPage(req: RenderRequest): Promise<RenderedPage | null> {
  const queryClient = createAppQueryClient();
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [canonicalUrl(req.url)] }), nonce: req.nonce });
  await activateLocale(req.locale);
  await router.load();
  // Parts the browser loads as they near the screen (lazyPart) are rendered in full here.
  await preloadParts();
  const { matches } = router.state;
  // A route that sends elsewhere (the browser follows it on its own) or matched nothing: the plain shell.
  if (matches.length === 0) return null;
  // A page that failed to load renders in the browser, which may find it saved or reach the API later.
  if (matches.some((m) => m.status === 'error' || m.status === 'pending')) return null;
  const notFound = matches.some((m) => m.status === 'notFound' || (m as { globalNotFound?: boolean }).globalNotFound);
  const render = () => {
    // Synchronous from here: no other request can switch the catalogue or the viewport in between.
    if (i18n.locale !== req.locale) i18n.activate(req.locale);
    setViewport(req.mobile ? 390 : 1440, '');
    readPreferencesFrom(req.cookie);
    readLastSeenFrom(req.cookie);
    return renderToString(
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>,
    );
  };
  // The first pass finds what the frame and the screens ask for beyond the loaders (menus, the announcement bar, the
  // weather, a page's side blocks): their queries are fetched, then the page is rendered with the answers.
  render();
  for (const query of queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' })) {
    void query.fetch().catch(() => undefined);
  }
  await settled(queryClient, SETTLE_MS);
  await preloadParts();
  const html = render();
  const state = JSON.stringify(dehydrate(queryClient));
  queryClient.clear();
  return { html, state, status: notFound ? 404 : 200, routeIds: matches.map((m) => m.routeId) };
}
