// The image slider modal (SPEC §2): a gallery opened from any page at a chosen image; loaded and mounted by the
// modal host the first time a gallery opens (image-slider-opener.ts opens it).
import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { IMAGE_SLIDER_MODAL_ID, imageSliderRequest, subscribeImageSlider } from './image-slider-opener';
import { Modal } from './Modal';
import { Slider } from './Slider';
import './image-slider.css';

function Gallery() {
  const { t } = useLingui();
  const { images, index, nonce } = useSyncExternalStore(subscribeImageSlider, imageSliderRequest, imageSliderRequest);
  return (
    <Slider
      key={nonce}
      className="image-slider"
      items={images}
      startIndex={index}
      autoPlay={false}
      label={t`Image gallery`}
      getKey={(img) => img.src}
      renderSlide={(img) => (
        <figure className="image-slider__figure">
          <img src={img.src} alt={img.alt} loading="lazy" decoding="async" />
          {img.caption ? <figcaption>{img.caption}</figcaption> : null}
        </figure>
      )}
    />
  );
}

export function ImageSliderModal() {
  const { t } = useLingui();
  return (
    <Modal id={IMAGE_SLIDER_MODAL_ID} title={t`Photos`} size="large">
      <Gallery />
    </Modal>
  );
}
