// The audio guide player, used by articles and places that carry audio items.
export { AudioGuide } from './AudioGuide';
export { formatTime } from './time';
