import { createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFoundScreen, SomethingWrongScreen } from '#/features/errors';
import { AppLayout } from '#/layout/AppLayout';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The page frame sits at the root so that not-found and error screens of any route render inside it.
  component: AppLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: SomethingWrongScreen,
});
