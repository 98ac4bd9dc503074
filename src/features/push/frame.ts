// What the page frame (layout) needs from push warnings on every page, apart from the screens' sign-up so the
// entry bundle does not carry it.
export { InstallOfferHost } from './InstallOfferHost';
