import { createFileRoute, notFound } from '@tanstack/react-router';
import { videoPlaylistsQuery } from '#/api/video-queries';
import { VideoPlaylistsScreen } from '#/features/video';

export const Route = createFileRoute('/$locale/video-playlists/$playlistId')({
  loader: async ({ context, params }) => {
    const data = await context.queryClient.ensureQueryData(videoPlaylistsQuery(context.locale));
    if (!data.playlists.some((p) => p.id === params.playlistId)) throw notFound();
  },
  component: function PlaylistRoute() {
    const { playlistId } = Route.useParams();
    return <VideoPlaylistsScreen playlistId={playlistId} />;
  },
});
