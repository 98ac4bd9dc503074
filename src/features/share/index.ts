// Sharing: the modal host (mounted once in the layout), the opener and a ready-made share button.
export { ShareModalHost } from './ShareModalHost';
export { ShareButton } from './ShareButton';
export { ShareIcon } from './ShareIcon';
export { openShare } from './share-opener';
export { SHARE_TARGETS, shareTargets } from './share-links';
