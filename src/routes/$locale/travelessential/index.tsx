import { createFileRoute } from '@tanstack/react-router';
import { travelEssentialMenuQuery } from '#/api/queries';
import { EssentialsHub } from '#/features/travel-essentials';

export const Route = createFileRoute('/$locale/travelessential/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(travelEssentialMenuQuery(context.locale)),
  component: EssentialsHub,
});
