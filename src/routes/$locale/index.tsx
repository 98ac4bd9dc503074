import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '#/features/home';
import { homeLoader } from '#/features/home/route-helpers';

export const Route = createFileRoute('/$locale/')({
  loader: ({ context, params }) => homeLoader(context.queryClient, params.locale),
  component: HomeScreen,
});
