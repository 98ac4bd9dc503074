// Response shapes of the live warnings and of the status every place carries (what the warnings in force mean for it).
import type { Effects, PlaceEffect, PlaceKind, WarningInForce } from '../warnings';

export type { Effects, PlaceEffect, PlaceKind, StatusState, WarningInForce, WarningType } from '../warnings';

/** A place's status: its kind for the rules and, while a warning affects that kind, the effect. */
export interface PlaceStatus {
  kind: PlaceKind;
  effect?: PlaceEffect;
  /** When the warnings behind this status last changed (ms since the epoch): of two answers the newer wins. */
  asOf: number;
}

/** GET /api/warnings: the warnings in force and their effect on every kind of place. */
export interface WarningsAnswer {
  asOf: number;
  warnings: WarningInForce[];
  effects: Effects;
}
