// Validates the barrier-free guide: settings (kept as written) and the items of each accessibility file.
import { provenance } from './provenance';
import type { ContentDir } from './files';
import { Reader, compact } from './reader';
import { eachEntry, uniqueIds } from './parse-experience';
import { inMacaoBounds, isCoordinatePair } from '#shared/geo';
import type { AccessibilityItem } from '../store/types';

export const ACCESSIBILITY_FILES = ['hotels', 'restaurants', 'malls', 'sights', 'borders', 'expos'] as const;

const WHEELCHAIR = ['no', 'half', 'full'];
const ON_OFF_KEYS = ['carPark', 'visuallyImpaired', 'hearingImpaired', 'locked', 'valetParking'];

function levels(r: Reader): AccessibilityItem['levels'] {
  const out: AccessibilityItem['levels'] = {};
  for (const key of r.keys()) {
    const v = r.raw(key);
    if (key === 'wheelChair') {
      if (typeof v !== 'string' || !WHEELCHAIR.includes(v)) r.fail(key, `expected one of ${WHEELCHAIR.join(', ')}, got ${JSON.stringify(v)}`);
      out[key] = v;
    } else if (ON_OFF_KEYS.includes(key)) {
      if (typeof v !== 'boolean' && v !== 'on' && v !== 'off') r.fail(key, `expected true/false or "on"/"off", got ${JSON.stringify(v)}`);
      out[key] = v === true || v === 'on' ? 'on' : 'off';
    } else {
      r.fail(key, `unknown level key "${key}"`);
    }
  }
  return out;
}

export function parseAccessibility(dir: ContentDir): { settings?: unknown; items: Record<string, AccessibilityItem[]> } {
  const file = dir.read('accessibility/settings.json');
  if (file) new Reader(file.name, undefined, file.value); // must be an object; its per-locale layout is served as written
  const items: Record<string, AccessibilityItem[]> = {};
  for (const name of ACCESSIBILITY_FILES) {
    const list = eachEntry(dir, `accessibility/${name}.json`, (r) => {
      const raw = r.raw('coordinate');
      // The guide's coordinates are [lat, lon] (SPEC §3), the reverse of every other file.
      const coordinate = isCoordinatePair(raw) && inMacaoBounds([raw[1], raw[0]]) ? raw : undefined;
      if (!coordinate) return r.fail('coordinate', `expected [lat, lon] inside Macao bounds, got ${JSON.stringify(raw)}`);
      return compact<AccessibilityItem>({
        poiId: r.str('poiId'),
        id: r.str('id'),
        name: r.ml('name'),
        category: r.str('category'),
        coordinate: [coordinate[0], coordinate[1]],
        levels: r.has('levels') ? r.obj_('levels', levels) : {},
        videos: r.has('videos') ? (r.raw('videos') as unknown[]) : undefined,
        infos: r.raw('infos') ?? [],
        ...provenance(r),
      });
    });
    uniqueIds(dir.display(`accessibility/${name}.json`), list);
    items[name] = list;
  }
  return { ...(file ? { settings: file.value } : {}), items };
}
