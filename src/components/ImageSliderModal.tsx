// The image slider modal (SPEC §2): a gallery opened from any page at a chosen image; mounted once by the modal host.
import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { modals } from '#/state/modals';
import { Modal } from './Modal';
import { Slider } from './Slider';

export const IMAGE_SLIDER_MODAL_ID = 'image-slider';

export interface SliderImage {
  src: string;
  alt: string;
  caption?: string;
}

let current: { images: SliderImage[]; index: number; nonce: number } = { images: [], index: 0, nonce: 0 };
const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
const snapshot = () => current;

export function openImageSlider(images: SliderImage[], index = 0): boolean {
  current = { images, index, nonce: current.nonce + 1 };
  for (const fn of listeners) fn();
  return modals.open(IMAGE_SLIDER_MODAL_ID);
}

function Gallery() {
  const { t } = useLingui();
  const { images, index, nonce } = useSyncExternalStore(subscribe, snapshot, snapshot);
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
