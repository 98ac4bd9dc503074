// Social media: the follow modal (from the office's subscriptions) and the home page feeds.
export { SocialFollowModal, openSocialFollow, SOCIAL_FOLLOW_MODAL_ID, QR_TYPES } from './SocialFollowModal';
export { SocialFeeds } from './SocialFeeds';
