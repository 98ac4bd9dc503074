// What the page frame (the error screens, eager in every page) needs from the offline feature: the "not saved"
// screen, apart from the "Save Macao for offline" page so the entry bundle does not carry it.
export { OfflineScreen } from './OfflineScreen';
export { useWholeGuideSaved } from './useWholeGuideSaved';
export { SaveOfferSlot } from './SaveOfferSlot';
export { OfferNote } from './offer-notes';
