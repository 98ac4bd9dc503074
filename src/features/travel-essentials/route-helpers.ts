// What the travel-agency routes' definitions need outside the lazily loaded screens: the search params' validation.
export { validateAgencySearch, type AgencySearchParams } from './agency-search';
