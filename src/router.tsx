// Creates the router with its typed context (the query client) and the site's scroll rules.
import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { routeTree } from './routeTree.gen';
import { keepsScrollPosition } from '#/lib/scroll';
import { parseSearch, stringifySearch } from '#/lib/search-params';
import { SomethingWrongScreen } from '#/features/errors';
import { NotFoundScreen } from '#/features/errors';
import { PagePending } from '#/layout/PagePending';
import { NETWORK_TIMEOUT_MS } from '#shared/offline';

/**
 * The same router in the browser and on the server, where TanStack Router's SSR gives it the request's history
 * (src/entry-server.tsx). The query cache travels with the router's own hydration data: dehydrated on the server,
 * hydrated in the browser (@tanstack/react-router-ssr-query); the app provides the QueryClient itself.
 */
export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    // Bare values in the URL (`m=202611`, not `m=%22202611%22`): see src/lib/search-params.ts.
    parseSearch,
    stringifySearch,
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
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
