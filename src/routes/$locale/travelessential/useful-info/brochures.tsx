import { createFileRoute, notFound } from '@tanstack/react-router';
import { brochuresQuery } from '#/api/essentials-queries';
import { BrochuresScreen } from '#/features/travel-essentials';

export const Route = createFileRoute('/$locale/travelessential/useful-info/brochures')({
  loader: async ({ context }) => {
    const list = await context.queryClient.ensureQueryData(brochuresQuery(context.locale));
    // SPEC §5, §8: an empty brochure list is treated as not found.
    if (list.length === 0) throw notFound();
  },
  component: BrochuresScreen,
});
