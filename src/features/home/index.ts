// The home page (its loader lives in route-helpers.ts, outside the lazily loaded screen).
export { HomeScreen } from './HomeScreen';
export { InternalLink, localeHref } from './InternalLink';
export { SectionHeading } from './SectionHeading';
export { WhatsHappeningCards } from './WhatsHappening';
