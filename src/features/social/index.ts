// Social media: the follow modal (its host, loaded when first opened, and its opener) and the home page feeds.
export { SocialFollowModalHost } from './SocialFollowModalHost';
export { openSocialFollow, SOCIAL_FOLLOW_MODAL_ID, QR_TYPES } from './social-opener';
export { SocialFeeds } from './SocialFeeds';
