// The outward-link interstitial of `redirecting?to=`.
export { RedirectingScreen } from './RedirectingScreen';
