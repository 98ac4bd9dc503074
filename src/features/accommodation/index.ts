// Accommodation: the hotel search by star class and the hotel pages.
export { HotelSearchScreen, type HotelSearch } from './HotelSearchScreen';
export { HotelEntityScreen } from './HotelEntityScreen';
