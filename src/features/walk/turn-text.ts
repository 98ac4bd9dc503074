// The words of a walk (issue 33): each leg of the turn list, the distance and the walking time, in the visitor's
// language. Street names stay as on Macao's signs, Chinese and Portuguese.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { numberFormat, formatDistance } from '#shared/format';
import type { TurnDirection, TurnStep } from '#shared/walk/turns';

/** A street as its sign reads: "民國大馬路 Avenida da República"; one part when the data has one. */
export function streetLabel(name: readonly [string, string] | undefined): string {
  if (!name) return '';
  return [name[0], name[1]].filter(Boolean).join(' ');
}

/** The instruction of one leg: "Turn left onto 新馬路 Avenida de Almeida Ribeiro". */
export function turnText(i18n: I18n, step: TurnStep, street: string): string {
  if (step.kind === 'depart') return street ? i18n._(msg`Head along ${street}`) : i18n._(msg`Head along the footpath`);
  const named: Record<TurnDirection, () => string> = {
    straight: () => i18n._(msg`Continue onto ${street}`),
    'slight-left': () => i18n._(msg`Bear left onto ${street}`),
    left: () => i18n._(msg`Turn left onto ${street}`),
    'sharp-left': () => i18n._(msg`Turn sharp left onto ${street}`),
    'slight-right': () => i18n._(msg`Bear right onto ${street}`),
    right: () => i18n._(msg`Turn right onto ${street}`),
    'sharp-right': () => i18n._(msg`Turn sharp right onto ${street}`),
  };
  const unnamed: Record<TurnDirection, () => string> = {
    straight: () => i18n._(msg`Continue on the footpath`),
    'slight-left': () => i18n._(msg`Bear left onto the footpath`),
    left: () => i18n._(msg`Turn left onto the footpath`),
    'sharp-left': () => i18n._(msg`Turn sharp left onto the footpath`),
    'slight-right': () => i18n._(msg`Bear right onto the footpath`),
    right: () => i18n._(msg`Turn right onto the footpath`),
    'sharp-right': () => i18n._(msg`Turn sharp right onto the footpath`),
  };
  return (street ? named : unnamed)[step.direction]();
}

/** Walking time in whole minutes, in the locale's words ("18 minutes", "18 分鐘", "١٨ دقيقة"). */
export function formatMinutes(minutes: number, bcp47: string): string {
  return numberFormat(bcp47, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(Math.max(1, Math.round(minutes)));
}

/** "1.4 km · 19 minutes on foot". */
export function walkSummary(i18n: I18n, metres: number, minutes: number, bcp47: string): string {
  const distance = formatDistance(metres, bcp47);
  const time = formatMinutes(minutes, bcp47);
  return i18n._(msg`${distance} · ${time} on foot`);
}
