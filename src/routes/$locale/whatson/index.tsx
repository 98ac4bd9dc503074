import { createFileRoute, notFound } from '@tanstack/react-router';
import { WhatsonGuideScreen } from '#/features/events';
import { whatsonPdfQuery } from '#/api/map-queries';

export const Route = createFileRoute('/$locale/whatson/')({
  loader: async ({ context }) => {
    // SPEC §8: no guide to offer is the synthetic not-found.
    const pdfs = await context.queryClient.ensureQueryData(whatsonPdfQuery(context.locale));
    if (pdfs.length === 0) throw notFound();
  },
  component: () => <WhatsonGuideScreen />,
});
