// The list-and-map frame every map-based section builds on (SPEC §2 "Sight map page"): the split layout, the list
// pane, the detail page, the map panel with POIs and legend, filters, award badges and the geo-info modal.
export { ListMapScreen, type ListMapScreenProps } from './ListMapScreen';
export { DetailScreen, detailPropsOf, type DetailScreenProps } from './DetailScreen';
export { EntityList, DistanceBadge, type ListItem } from './EntityList';
export { ChipGroup, KeywordBox } from './FilterControls';
export { AwardBadges, AwardsSection } from './AwardBadges';
export { cardHours } from './card-hours';
export { parseMulti, joinMulti, toggleValue } from './filters';
export { sightMapPath, categoryBase } from './paths';
import './sight-map.css';
