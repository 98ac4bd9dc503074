// The query cache's rules, the same in the browser and in the server's page renderer.
import { QueryClient } from '@tanstack/react-query';
import { CACHE_TIME_MS } from '#/api/queries';
import { OfflineError } from '#/api/client';

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_TIME_MS,
        gcTime: 30 * 60_000,
        // Offline or slow, the service worker already fell back to the saved guide: retrying only delays the offline screen.
        retry: (failures, error) => failures < 1 && !(error instanceof OfflineError),
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
    },
  });
}
