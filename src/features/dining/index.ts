// Dining: the quality-award (QTSAS) restaurant search and pages.
export { QtsasSearchScreen } from './QtsasSearchScreen';
export { QtsasEntityScreen } from './QtsasEntityScreen';
