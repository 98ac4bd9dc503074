// Video playlists: the gallery screen and its player with SPEC §9 tracking.
export { VideoPlaylistsScreen } from './VideoPlaylistsScreen';
export { VideoPlayer } from './VideoPlayer';
