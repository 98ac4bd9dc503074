import { createFileRoute } from '@tanstack/react-router';
import { SaveOfflineScreen } from '#/features/offline';

export const Route = createFileRoute('/$locale/offline')({
  component: SaveOfflineScreen,
});
