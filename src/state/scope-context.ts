// The stores a render reads, when they are not the page's own: the server renders many pages at once in one process,
// each with stores of its own (src/entry-server.tsx), so no render can see another's viewport or choices. In the
// browser there is no provider and the hooks read the page's module stores.
import { createContext } from 'react';
import type { UiState } from './ui';
import type { PreferencesState } from './preferences';
import type { AnnouncementBarState } from './announcements';

export interface StateScope {
  ui: UiState;
  preferences: PreferencesState;
  announcementBar: AnnouncementBarState;
}

export const StateScopeContext = createContext<StateScope | null>(null);
