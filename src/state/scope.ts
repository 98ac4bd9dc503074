// One render's own stores (see ./scope-context.ts): the server makes them for each page it renders.
import { createUiState } from './ui';
import { createPreferences } from './preferences';
import { createAnnouncementBarState } from './announcements';
import type { StateScope } from './scope-context';

export { StateScopeContext, type StateScope } from './scope-context';

/** The stores of a page rendered for a window `width` wide with the visitor's `cookie` ('' for none). */
export function createStateScope(width: number, cookie = ''): StateScope {
  return { ui: createUiState(width), preferences: createPreferences(cookie), announcementBar: createAnnouncementBarState(cookie) };
}
