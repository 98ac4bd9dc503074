// Translated names the operator area shows: warnings and their levels, kinds of place, states, skies, roles, actions.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlaceKind, StatusState, WarningType } from '#shared/warnings';
import type { AnnouncementState } from './announcement-state';

export const WARNING_TYPE_LABELS: Record<WarningType, MessageDescriptor> = {
  typhoon: msg`Tropical cyclone signal`,
  rainstorm: msg`Rainstorm warning`,
  'storm-surge': msg`Storm surge warning`,
  monsoon: msg`Strong monsoon signal`,
  thunderstorm: msg`Thunderstorm warning`,
  heat: msg`Hot weather warning`,
};

export function levelLabel(type: WarningType, level: string): MessageDescriptor {
  if (type === 'typhoon') {
    const quadrant = level.slice(1);
    if (level.startsWith('8') && quadrant) {
      const names: Record<string, MessageDescriptor> = {
        NE: msg`No. 8 Northeast`,
        SE: msg`No. 8 Southeast`,
        SW: msg`No. 8 Southwest`,
        NW: msg`No. 8 Northwest`,
      };
      return names[quadrant] ?? msg`No. 8`;
    }
    return msg`No. ${level}`;
  }
  const colours: Record<string, MessageDescriptor> = {
    amber: msg`Amber`,
    red: msg`Red`,
    black: msg`Black`,
    blue: msg`Blue`,
    yellow: msg`Yellow`,
    orange: msg`Orange`,
    on: msg`In force`,
  };
  return colours[level] ?? msg`In force`;
}

export const PLACE_KIND_LABELS: Record<PlaceKind, MessageDescriptor> = {
  museum: msg`Museums`,
  'info-counter': msg`Tourist information counters`,
  'outdoor-sight': msg`Outdoor sights`,
  park: msg`Parks`,
  beach: msg`Beaches`,
  'place-of-worship': msg`Temples and churches`,
  entertainment: msg`Shows and entertainment`,
  shopping: msg`Shopping`,
  restaurant: msg`Restaurants`,
  hotel: msg`Hotels`,
  event: msg`Events`,
  lrt: msg`Light Rapid Transit`,
  bus: msg`Buses`,
  'ferry-terminal': msg`Ferries`,
  'bridge-port': msg`Bridge shuttle buses`,
  'border-checkpoint': msg`Border checkpoints`,
  airport: msg`Airport`,
  other: msg`Other places`,
};

export const STATE_LABELS: Record<StatusState, MessageDescriptor> = {
  closed: msg`Closed`,
  suspended: msg`Suspended`,
  check: msg`Check before going`,
  open: msg`Stays open`,
};

export const ANNOUNCEMENT_STATE_LABELS: Record<AnnouncementState, MessageDescriptor> = {
  active: msg`Active`,
  scheduled: msg`Scheduled`,
  ended: msg`Ended`,
  inactive: msg`Switched off`,
  withdrawn: msg`Withdrawn`,
};

export const SKIES = ['sunny', 'sunny-intervals', 'cloudy', 'overcast', 'showers', 'rain', 'thunderstorm', 'foggy', 'windy'] as const;
export const SKY_LABELS: Record<string, MessageDescriptor> = {
  sunny: msg`Sunny`,
  'sunny-intervals': msg`Sunny intervals`,
  cloudy: msg`Cloudy`,
  overcast: msg`Overcast`,
  showers: msg`Showers`,
  rain: msg`Rain`,
  thunderstorm: msg`Thunderstorms`,
  foggy: msg`Foggy`,
  windy: msg`Windy`,
};

export const ROLE_LABELS = { editor: msg`Editor`, admin: msg`Administrator` } as const;

export const CHANNEL_LABELS = { web: msg`Website`, app: msg`Mobile app` } as const;
