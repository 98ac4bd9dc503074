// What other features and the page frame use from My trip, apart from its screen (so the entry bundle does not carry
// the screen): the save control and the header link with its count.
export { SaveToTrip, type SaveToTripProps } from './SaveToTrip';
export { TripLink } from './TripLink';
import './trip-frame.css';
