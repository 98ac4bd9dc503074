// Sharing: the opener, a ready-made share button and the share icon (the modal host is in frame.ts, for the layout).
export { ShareButton } from './ShareButton';
export { ShareIcon } from './ShareIcon';
export { openShare } from './share-opener';
export { SHARE_TARGETS, shareTargets } from './share-links';
