// My trip (issue 32): saved places planned into days, offline, without an account; shared by link, exported.
export { TripScreen } from './TripScreen';
export { SaveToTrip, TripLink } from './frame';
