// Reads content/warning-rules.json (what each warning level means for each kind of place, with its source) and
// gives every place of the bundle its kind for those rules (`statusKind`), first matching line wins.
import { PLACE_KINDS, STATUS_STATES, WARNING_TYPES, isWarningLevel, type PlaceKind, type WarningRule, type WarningType } from '#shared/warnings';
import type { ContentDir } from './files';
import { ContentError } from './errors';
import { Reader } from './reader';
import type { PlaceKind as PlaceFile } from '../store/types';
import { PLACE_FILES, POI_TYPES } from './vocab';

/** One line of a classification: every listed field must match (a line with none matches everything). */
export interface KindMatcher {
  id?: string[];
  motif?: string[];
  group?: string[];
  category?: string[];
  kind: PlaceKind;
}

export interface PlaceKindRules {
  sights: KindMatcher[];
  pois: Partial<Record<string, PlaceKind>>;
  places: Record<PlaceFile, KindMatcher[]>;
  restaurants: PlaceKind;
  hotels: PlaceKind;
  events: PlaceKind;
}

export interface WarningRulesFile {
  rules: WarningRule[];
  placeKinds: PlaceKindRules;
}

const FILE = 'warning-rules.json';

function matchers(r: Reader, key: string): KindMatcher[] {
  return r.list(
    key,
    (m) => {
      const out: KindMatcher = { kind: m.oneOf('kind', PLACE_KINDS) };
      for (const field of ['id', 'motif', 'group', 'category'] as const) if (m.has(field)) out[field] = m.strList(field, false);
      return out;
    },
    false,
  );
}

export function parseWarningRules(dir: ContentDir): WarningRulesFile | undefined {
  const file = dir.read(FILE);
  if (!file) return undefined;
  const root = new Reader(file.name, undefined, file.value);
  const rules = root.list(
    'rules',
    (r) => {
      const warning = r.oneOf<WarningType>('warning', WARNING_TYPES);
      const from = r.str('from');
      // "8" stands for the signal 8 of any quadrant and above.
      if (!isWarningLevel(warning, from) && !(warning === 'typhoon' && from === '8')) r.fail('from', `expected a level of ${warning}, got "${from}"`);
      return {
        id: r.id(),
        warning,
        from,
        kinds: r.strList('kinds', false, (k) => (PLACE_KINDS as readonly string[]).includes(k), `one of ${PLACE_KINDS.join(', ')}`) as PlaceKind[],
        state: r.oneOf('state', STATUS_STATES),
        source: r.obj_('source', (s) => ({ name: s.str('name'), url: s.url('url') })),
      };
    },
    false,
  );
  const ids = new Set<string>();
  for (const rule of rules) {
    if (ids.has(rule.id)) throw new ContentError(`${file.name}: rule "${rule.id}": field "id": duplicate`);
    ids.add(rule.id);
  }
  const placeKinds = root.obj_('placeKinds', (k) => {
    const pois = k.obj_('pois', (p) => {
      const out: Partial<Record<string, PlaceKind>> = {};
      for (const t of p.keys()) {
        if (!(POI_TYPES as readonly string[]).includes(t)) p.fail(t, `expected a POI type (${POI_TYPES.join(', ')})`);
        out[t] = p.oneOf(t, PLACE_KINDS);
      }
      return out;
    });
    return {
      sights: matchers(k, 'sights'),
      pois,
      places: k.obj_('places', (p) => Object.fromEntries(PLACE_FILES.map((f) => [f, matchers(p, f)])) as Record<PlaceFile, KindMatcher[]>),
      restaurants: k.oneOf('restaurants', PLACE_KINDS),
      hotels: k.oneOf('hotels', PLACE_KINDS),
      events: k.oneOf('events', PLACE_KINDS),
    };
  });
  return { rules, placeKinds };
}

/** The kind the first matching line gives; the last line of a list should match everything. */
export function classify(list: readonly KindMatcher[], place: { id?: string; motif?: string; group?: string; category?: string }): PlaceKind | undefined {
  for (const m of list) {
    const ok = (['id', 'motif', 'group', 'category'] as const).every((f) => !m[f] || (place[f] !== undefined && m[f].includes(place[f])));
    if (ok) return m.kind;
  }
  return undefined;
}
