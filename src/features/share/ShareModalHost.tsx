// Hosts the site-wide modals once: share (with its QR code) and the image slider. Each one's code loads when the
// visitor first opens it; before that nothing renders. (The social follow modal has its own host, in social/frame.ts:
// sharing never imports social media, which imports the share icon.)
import { LazyModalHost } from '#/components/LazyModalHost';
import { IMAGE_SLIDER_MODAL_ID } from '#/components/image-slider-opener';
import { SHARE_MODAL_ID } from './share-opener';
import './share.css';

const loadShareModal = () => import('./ShareModal').then((m) => ({ default: m.ShareModal }));
const loadImageSlider = () => import('#/components/ImageSliderModal').then((m) => ({ default: m.ImageSliderModal }));

export function ShareModalHost() {
  return (
    <>
      <LazyModalHost id={SHARE_MODAL_ID} load={loadShareModal} />
      <LazyModalHost id={IMAGE_SLIDER_MODAL_ID} load={loadImageSlider} />
    </>
  );
}
