import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageScreen, isMapCategory } from '#/features/pages';

export const Route = createFileRoute('/$locale/$category/')({
  beforeLoad: ({ params }) => {
    if (!isMapCategory(params.category)) throw notFound();
  },
  component: () => <PageScreen screen="mapCategory" />,
});
