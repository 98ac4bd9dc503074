// Creates the router with its typed context (the query client) and the site's scroll rules.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { keepsScrollPosition } from '#/lib/scroll';
import { SomethingWrongScreen } from '#/features/errors';
import { NotFoundScreen } from '#/features/errors';
import { PagePending } from '#/layout/PagePending';
import { NETWORK_TIMEOUT_MS } from '#shared/offline';

/**
 * On the server (src/entry-server.tsx) `server` gives the page's in-memory history and the nonce its one inline script
 * (the router's scroll restoration) needs under the Content-Security-Policy; the browser passes nothing.
 */
export function createAppRouter(queryClient: QueryClient, server?: { history: RouterHistory; nonce: string }) {
  return createRouter({
    routeTree,
    ...(server ? { history: server.history, ssr: { nonce: server.nonce } } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Search pages with an `id` query share one scroll key, so refining the search keeps the position.
    getScrollRestorationKey: (location) =>
      keepsScrollPosition(location.pathname, location.search as Record<string, unknown>) ? location.pathname : location.href,
    defaultHashScrollIntoView: { behavior: 'auto', block: 'start' },
    defaultErrorComponent: SomethingWrongScreen,
    defaultNotFoundComponent: NotFoundScreen,
    // A load this long meets a slow line: the frame says the page is still coming rather than going blank or giving up.
    defaultPendingComponent: PagePending,
    defaultPendingMs: NETWORK_TIMEOUT_MS,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
