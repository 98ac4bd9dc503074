// Which effect of the warnings a place shows: the one in its own answer, or the one of the newer warnings answer
// (places stay cached for minutes, the warnings are asked every minute, so a withdrawn signal clears everywhere).
import type { PlaceEffect, PlaceStatus, WarningsAnswer } from '#shared/api/status';

export function currentEffect(status: PlaceStatus | undefined, warnings: Pick<WarningsAnswer, 'asOf' | 'effects'> | undefined): PlaceEffect | undefined {
  if (!status) return undefined;
  if (warnings && warnings.asOf >= status.asOf) return warnings.effects[status.kind];
  return status.effect;
}
