// Renders a page's HTML on the server with TanStack Router's own SSR: the browser's route tree, loaders and screens, so
// text and the main image paint before any script runs. The router dehydrates its matches and (through
// @tanstack/react-router-ssr-query) the query cache into its own hydration scripts, which the browser's RouterClient
// reads (src/main.tsx). Each request gets its own router, QueryClient (whose queries the request's in-process API
// answers), Lingui i18n and stores (viewport, visitor's choices): nothing a render reads is a module global that
// another request could change.
import { renderToReadableStream } from 'react-dom/server';
import {
  createRequestHandler,
  createSsrStreamResponse,
  getSsrStatus,
  transformReadableStreamWithRouter,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { wholeCatalogueOf } from '#/i18n/activate';
import { answerApiWith, type ApiFetch } from '#/api/client';
import { createStateScope, StateScopeContext } from '#/state/scope';
import { preloadParts } from '#/components/lazy-part';
import type { Locale } from '#shared/locales';
import { createAppRouter } from './router';
import { createAppQueryClient } from './query-client';

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  locale: Locale;
  /** Answers the render's API requests: the server's own routes, in-process (Fastify's inject, no network hop). */
  api: ApiFetch;
}

export interface RenderedPage {
  /** The markup inside #root, with the router's hydration scripts (the matches and the query cache) at its end. */
  html: string;
  /** 200, or 404 when a route said the thing is not there. */
  status: number;
  /** The matched routes, for the styles and scripts they need (server/ssr/route-assets.ts). */
  routeIds: string[];
}

/** The window a page is rendered for: a phone's (mobile-first markup whose layout CSS adapts; `data-viewport`). */
const RENDER_WIDTH = 390;

/** The router's own form of a path (no trailing slash), which it would otherwise answer with a redirect. */
export function canonicalUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q >= 0 ? url.slice(0, q) : url;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed + (q >= 0 ? url.slice(q) : '');
}

/**
 * What the loaders started without waiting for it (the home page's blocks below the hero): the browser shows them as
 * they arrive, but the server's page is whole, so it waits for each answer (bounded by the API client's timeout).
 */
async function loadersSettled(queryClient: QueryClient): Promise<void> {
  // Again until none is fetching: an answer may start the next request (the home page's feed list, then its posts).
  for (let fetching = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' }); fetching.length;) {
    await Promise.allSettled(fetching.map((query) => query.promise));
    // A turn of the event loop: the answers' own callbacks (which start those next requests) run first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    fetching = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
  }
}

/** The HTTP status a render answers with when its page is better rendered by the browser (see renderPage). */
const BROWSER_RENDERS = 299;

export async function renderPage(req: RenderRequest, signal: AbortSignal = new AbortController().signal): Promise<RenderedPage | null> {
  const queryClient = createAppQueryClient();
  answerApiWith(queryClient, req.api);
  // The page is the same for everyone (a shared cache keeps it): a phone's window and no visitor's choices.
  const scope = createStateScope(RENDER_WIDTH);
  const messages = await wholeCatalogueOf(req.locale);
  let routeIds: string[] = [];
  const handle = createRequestHandler({
    createRouter: () => createAppRouter(queryClient),
    request: new Request(new URL(canonicalUrl(req.url), 'http://localhost'), { signal }),
  });
  try {
    const response = await handle(async ({ router, responseHeaders }) => {
      const { matches } = router.state;
      // A page that failed to load renders in the browser, which may find it saved or reach the API later.
      if (matches.length === 0 || matches.some((m) => m.status === 'error' || m.status === 'pending')) return new Response(null, { status: BROWSER_RENDERS });
      routeIds = matches.map((m) => m.routeId);
      // Parts the browser loads as they near the screen (lazyPart) are rendered in full here, and so are the blocks
      // whose answers a loader asked for without waiting (the home page's).
      await Promise.all([preloadParts(), loadersSettled(queryClient)]);
      const i18n = setupI18n({ locale: req.locale, messages: { [req.locale]: messages } });
      const stream = await renderToReadableStream(
        <QueryClientProvider client={queryClient}>
          <I18nProvider i18n={i18n}>
            <StateScopeContext value={scope}>
              <RouterServer router={router} />
            </StateScopeContext>
          </I18nProvider>
        </QueryClientProvider>,
        { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      // Whole before it is cached and sent: every Suspense boundary in place (no streamed swaps), and the page goes
      // out in one piece with its inline scripts' CSP hashes.
      await stream.allReady;
      const body = transformReadableStreamWithRouter(router, stream, { signal });
      return createSsrStreamResponse(router, new Response(body, { status: getSsrStatus(router), headers: responseHeaders }));
    });
    // A route that sends elsewhere (the browser follows it on its own): the plain shell.
    if (response.status !== 200 && response.status !== 404) {
      await response.body?.cancel();
      return null;
    }
    return { html: await response.text(), status: response.status, routeIds };
  } finally {
    queryClient.clear();
  }
}
