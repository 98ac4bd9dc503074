// Requests to open the image slider modal at a chosen image; the slider's code loads when it first opens.
import { modals } from '#/state/modals';

export const IMAGE_SLIDER_MODAL_ID = 'image-slider';

export interface SliderImage {
  src: string;
  alt: string;
  caption?: string;
}

let current: { images: SliderImage[]; index: number; nonce: number } = { images: [], index: 0, nonce: 0 };
const listeners = new Set<() => void>();
export const subscribeImageSlider = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
export const imageSliderRequest = () => current;

export function openImageSlider(images: SliderImage[], index = 0): boolean {
  current = { images, index, nonce: current.nonce + 1 };
  for (const fn of listeners) fn();
  return modals.request(IMAGE_SLIDER_MODAL_ID);
}
