import { createFileRoute } from '@tanstack/react-router';
import { videoPlaylistsQuery } from '#/api/video-queries';
import { VideoPlaylistsScreen } from '#/features/video';

export const Route = createFileRoute('/$locale/video-playlists/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(videoPlaylistsQuery(context.locale)),
  component: () => <VideoPlaylistsScreen />,
});
