// What other features and the page frame use from My trip, apart from its screen: the save control and the header
// link with its count. Both load their code on their own, so the entry bundle carries only the link.
export { SaveToTrip, preloadSaveToTrip } from './SaveToTripSlot';
export type { SaveToTripProps } from './SaveToTrip';
export { TripLink } from './TripLink';
import './trip-frame.css';
