// The social follow modal's host, mounted once by the layout: loads the modal when first opened.
import { LazyModalHost } from '#/components/LazyModalHost';
import { SOCIAL_FOLLOW_MODAL_ID } from './social-opener';

const loadFollowModal = () => import('./SocialFollowModal').then((m) => ({ default: m.SocialFollowModal }));

export function SocialFollowModalHost() {
  return <LazyModalHost id={SOCIAL_FOLLOW_MODAL_ID} load={loadFollowModal} />;
}
