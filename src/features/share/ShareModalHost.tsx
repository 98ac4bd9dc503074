// Mounts the site-wide modals once: share, social follow and the image slider.
import { ImageSliderModal } from '#/components/ImageSliderModal';
import { SocialFollowModal } from '#/features/social';
import { ShareModal } from './ShareModal';
import './share.css';

export function ShareModalHost() {
  return (
    <>
      <ShareModal />
      <SocialFollowModal />
      <ImageSliderModal />
    </>
  );
}
