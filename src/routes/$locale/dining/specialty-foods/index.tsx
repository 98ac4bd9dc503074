import { createFileRoute } from '@tanstack/react-router';
import { CategoryScreen } from '#/features/sights';
import { overviewQuery } from '#/api/map-queries';

export const Route = createFileRoute('/$locale/dining/specialty-foods/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(overviewQuery(context.locale, 'fnb')),
  component: () => <CategoryScreen category="fnb" />,
});
