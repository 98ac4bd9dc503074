import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen, homeLoader } from '#/features/home';

export const Route = createFileRoute('/$locale/')({
  loader: ({ context, params }) => homeLoader(context.queryClient, params.locale),
  component: HomeScreen,
});
