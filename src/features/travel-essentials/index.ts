// Travel essentials: the hub, its articles, ports of entry, travel agencies and the useful-info pages.
export { EssentialsHub } from './EssentialsHub';
export { EssentialArticle } from './EssentialArticle';
export { PortsOfEntryScreen } from './PortsOfEntryScreen';
export { TravelAgencyScreen } from './TravelAgencyScreen';
export { BrochuresScreen } from './BrochuresScreen';
export { InfoCountersScreen } from './InfoCountersScreen';
export { ContactsScreen } from './ContactsScreen';
export { type AgencySearchParams } from './agency-search';
