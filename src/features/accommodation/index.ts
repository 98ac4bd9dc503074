// Accommodation: the accommodation page, the hotel search by star class and the hotel pages.
export { AccommodationScreen } from './AccommodationScreen';
export { HotelSearchScreen, type HotelSearch } from './HotelSearchScreen';
export { HotelEntityScreen } from './HotelEntityScreen';
import './accommodation.css';
