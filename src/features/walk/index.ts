// Walking directions (issue 33): the "Walk here" control and the routing API other features call.
export { WalkHere, type WalkHereProps } from './WalkHere';
export { routeBetween, WalkUnavailableError } from './route-between';
export type { RouteOptions, WalkPlace, WalkRoute, RouteStatus } from '#shared/walk/route';
