// What a warning in force means for a place ("Closed under Typhoon Signal No. 8"), on cards, popups and detail pages.
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import type { PlaceStatus } from '#shared/api/status';
import { levelRank, type PlaceEffect } from '#shared/warnings';
import { usePlaceEffect } from './usePlaceEffect';

/** The warning's name as the office says it. */
export function warningName(w: PlaceEffect['warning']): MessageDescriptor {
  switch (w.type) {
    case 'typhoon': {
      const signal = String(levelRank('typhoon', w.level));
      return msg`Typhoon Signal No. ${signal}`;
    }
    case 'rainstorm':
      return w.level === 'black' ? msg`Black Rainstorm Warning` : w.level === 'red' ? msg`Red Rainstorm Warning` : msg`Amber Rainstorm Warning`;
    case 'storm-surge':
      switch (w.level) {
        case 'black':
          return msg`Black Storm Surge Warning`;
        case 'red':
          return msg`Red Storm Surge Warning`;
        case 'orange':
          return msg`Orange Storm Surge Warning`;
        case 'yellow':
          return msg`Yellow Storm Surge Warning`;
        default:
          return msg`Blue Storm Surge Warning`;
      }
    case 'monsoon':
      return msg`Strong monsoon signal`;
    case 'thunderstorm':
      return msg`Thunderstorm warning`;
    case 'heat':
      return msg`Hot weather warning`;
  }
}

/** "Closed under Typhoon Signal No. 8", with the warning's name already translated. */
export function effectMessage(state: PlaceEffect['state'], warning: string): MessageDescriptor {
  switch (state) {
    case 'closed':
      return msg`Closed under ${warning}`;
    case 'suspended':
      return msg`Suspended under ${warning}`;
    case 'check':
      return msg`May change under ${warning}: check before you go`;
    case 'open':
      return msg`Open under ${warning}`;
  }
}

export function PlaceStatusNote({
  status,
  className = '',
  as: Tag = 'p',
}: {
  status: PlaceStatus | undefined;
  className?: string;
  /** A span inside phrasing content (a card that is one link). */
  as?: 'p' | 'span';
}) {
  const { i18n } = useLingui();
  const effect = usePlaceEffect(status);
  if (!effect) return null;
  const Icon = effect.state === 'open' ? CircleCheck : effect.state === 'check' ? TriangleAlert : CircleAlert;
  return (
    <Tag className={`place-status place-status--${effect.state} ${className}`.trim()} data-state={effect.state}>
      <Icon aria-hidden="true" size={16} />
      <span>{i18n._(effectMessage(effect.state, i18n._(warningName(effect.warning))))}</span>
    </Tag>
  );
}
