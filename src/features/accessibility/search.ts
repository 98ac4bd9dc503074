// The guide's URL search params: category, level filters and the map switch.
import { isAccessibilityFile, type AccessibilityFile } from '#/api/accessibility-files';
import { parseLevelFilters, serializeLevelFilters } from './level-filters';

export interface GuideSearch {
  category?: AccessibilityFile;
  /** Comma-separated level filters (see LEVEL_FILTERS). */
  level?: string;
  map?: boolean;
}

export function validateGuideSearch(s: Record<string, unknown>): GuideSearch {
  const out: GuideSearch = {};
  if (isAccessibilityFile(s.category)) out.category = s.category;
  const level = serializeLevelFilters(parseLevelFilters(s.level));
  if (level) out.level = level;
  if (s.map === true || s.map === 'true' || s.map === 1 || s.map === '1') out.map = true;
  return out;
}
