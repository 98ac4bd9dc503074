import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '#/features/errors';

export const Route = createFileRoute('/$locale/$')({
  component: NotFoundScreen,
});
