// What the guide routes' definitions need outside the lazily loaded screens: the guide's search params' validation.
export { validateGuideSearch, type GuideSearch } from './search';
