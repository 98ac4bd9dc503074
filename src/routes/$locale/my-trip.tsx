import { createFileRoute } from '@tanstack/react-router';
import { TripScreen } from '#/features/trip';

// The trip lives on the device (IndexedDB): the page renders it in the browser; a shared trip comes in the hash.
export const Route = createFileRoute('/$locale/my-trip')({
  component: TripScreen,
});
