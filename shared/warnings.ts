// Macao's weather warnings (types, levels in order) and the rules that turn the warnings in force into the status
// of each kind of place: pure logic, shared by the server (API status), the app (the one status hook) and the operator area.

export const WARNING_TYPES = ['typhoon', 'rainstorm', 'storm-surge', 'monsoon', 'thunderstorm', 'heat'] as const;
export type WarningType = (typeof WARNING_TYPES)[number];

/** The single level of a warning that is either in force or not (strong monsoon, thunderstorm, very hot weather). */
export const ON = 'on';

/**
 * Levels in rising order. Tropical cyclone signals 8 come with the wind's quadrant (8NE, 8SE, 8SW, 8NW) and all
 * rank as 8; rainstorm and storm surge warnings are colours.
 */
export const WARNING_LEVELS: { readonly [K in WarningType]: readonly string[] } = {
  typhoon: ['1', '3', '8NE', '8SE', '8SW', '8NW', '9', '10'],
  rainstorm: ['amber', 'red', 'black'],
  'storm-surge': ['blue', 'yellow', 'orange', 'red', 'black'],
  monsoon: [ON],
  thunderstorm: [ON],
  heat: [ON],
};

export function isWarningType(t: unknown): t is WarningType {
  return typeof t === 'string' && (WARNING_TYPES as readonly string[]).includes(t);
}

export function isWarningLevel(type: WarningType, level: unknown): level is string {
  return typeof level === 'string' && WARNING_LEVELS[type].includes(level);
}

/** A level's rank: a tropical cyclone signal's number (8NE ranks 8), otherwise its place in the order from 1. */
export function levelRank(type: WarningType, level: string): number {
  if (type === 'typhoon') {
    const n = Number.parseInt(level, 10);
    return Number.isFinite(n) ? n : 0;
  }
  return WARNING_LEVELS[type].indexOf(level) + 1;
}

export interface WarningInForce {
  type: WarningType;
  level: string;
  /** When it was set, in ms since the epoch. */
  since: number;
}

/** The kinds of place the rules speak of; every place in the guide is one of them. */
export const PLACE_KINDS = [
  'museum',
  'info-counter',
  'outdoor-sight',
  'park',
  'beach',
  'place-of-worship',
  'entertainment',
  'shopping',
  'restaurant',
  'hotel',
  'event',
  'lrt',
  'bus',
  'ferry-terminal',
  'bridge-port',
  'border-checkpoint',
  'airport',
  'other',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export function isPlaceKind(k: unknown): k is PlaceKind {
  return typeof k === 'string' && (PLACE_KINDS as readonly string[]).includes(k);
}

/** closed: the place shuts; suspended: the service stops; check: it may change, ask first; open: it stays open. */
export const STATUS_STATES = ['closed', 'suspended', 'check', 'open'] as const;
export type StatusState = (typeof STATUS_STATES)[number];

export interface RuleSource {
  /** Who says so (the authority that publishes the arrangement). */
  name: string;
  url: string;
}

/** One line of the rules: from this level of this warning on, these kinds of place are in this state. */
export interface WarningRule {
  id: string;
  warning: WarningType;
  /** The lowest level the rule applies at ("8" covers 8NE … 10). */
  from: string;
  kinds: PlaceKind[];
  state: StatusState;
  source: RuleSource;
}

/** The effect of the warnings in force on one kind of place. */
export interface PlaceEffect {
  state: StatusState;
  warning: { type: WarningType; level: string };
  rule: string;
  source: RuleSource;
}

export type Effects = Partial<Record<PlaceKind, PlaceEffect>>;

const STATE_WEIGHT: Record<StatusState, number> = { closed: 3, suspended: 3, check: 2, open: 1 };

function ruleApplies(rule: WarningRule, w: WarningInForce): boolean {
  return rule.warning === w.type && levelRank(w.type, w.level) >= levelRank(w.type, rule.from);
}

/** Which warning explains an effect better when two give the same weight: the list order of WARNING_TYPES, then the higher level. */
function outranks(a: WarningInForce, b: { type: WarningType; level: string }): boolean {
  const ta = WARNING_TYPES.indexOf(a.type);
  const tb = WARNING_TYPES.indexOf(b.type);
  if (ta !== tb) return ta < tb;
  return levelRank(a.type, a.level) > levelRank(b.type, b.level);
}

/**
 * The effect on every kind of place of the warnings in force: per kind the heaviest state any applicable rule gives
 * (closed or suspended over check over open), explained by the most serious warning that gives it.
 */
export function effectsOf(rules: readonly WarningRule[], warnings: readonly WarningInForce[]): Effects {
  const out: Effects = {};
  for (const w of warnings) {
    for (const rule of rules) {
      if (!ruleApplies(rule, w)) continue;
      for (const kind of rule.kinds) {
        const current = out[kind];
        const heavier = !current || STATE_WEIGHT[rule.state] > STATE_WEIGHT[current.state];
        const sameButGraver = current && STATE_WEIGHT[rule.state] === STATE_WEIGHT[current.state] && outranks(w, current.warning);
        if (heavier || sameButGraver) out[kind] = { state: rule.state, warning: { type: w.type, level: w.level }, rule: rule.id, source: rule.source };
      }
    }
  }
  return out;
}

/** Closed and suspended places are what "show only what is open" hides. */
export function isShut(effect: Pick<PlaceEffect, 'state'> | undefined): boolean {
  return effect?.state === 'closed' || effect?.state === 'suspended';
}

/** Warnings sorted the way the guide lists them: by type order, then the highest level first. */
export function sortWarnings<W extends { type: WarningType; level: string }>(list: readonly W[]): W[] {
  return [...list].sort((a, b) => WARNING_TYPES.indexOf(a.type) - WARNING_TYPES.indexOf(b.type) || levelRank(b.type, b.level) - levelRank(a.type, a.level));
}
