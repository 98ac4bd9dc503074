// What the page frame (the footer's follow buttons, the layout's modal hosts) needs from social media, apart from the
// home page's feeds so the entry bundle does not carry them.
export { SocialFollowModalHost } from './SocialFollowModalHost';
export { openSocialFollow, SOCIAL_FOLLOW_MODAL_ID, QR_TYPES } from './social-opener';
