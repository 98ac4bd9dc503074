import { createFileRoute } from '@tanstack/react-router';

// The guide itself is the layout route (route.tsx); the index adds nothing over it.
export const Route = createFileRoute('/$locale/barrier-free-access-guide/')({
  component: () => null,
});
