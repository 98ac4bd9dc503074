import { createFileRoute } from '@tanstack/react-router';
import { RedirectingScreen } from '#/features/redirecting';

export const Route = createFileRoute('/$locale/redirecting')({
  validateSearch: (search: Record<string, unknown>): { to?: string } => ({ to: typeof search.to === 'string' ? search.to : undefined }),
  component: RedirectingScreen,
});
