// Turns the `statusKind` the importer gave each place into the `status` visitors see: the kind and, while a warning
// in force affects that kind, its effect (closed, suspended, check, open) with the warning and the rule's source.
import type { PlaceStatus } from '#shared/api/status';
import { effectsOf, isPlaceKind, type Effects, type WarningInForce, type WarningRule } from '#shared/warnings';

/** A copy of `value` where every object with a `statusKind` carries its `status` instead. */
export function withPlaceStatus(value: unknown, effects: Effects, asOf: number): unknown {
  if (Array.isArray(value)) return value.map((v) => withPlaceStatus(v, effects, asOf));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  let kind: unknown;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (k === 'statusKind') kind = v;
    else out[k] = withPlaceStatus(v, effects, asOf);
  }
  if (isPlaceKind(kind)) {
    const effect = effects[kind];
    const status: PlaceStatus = { kind, ...(effect ? { effect } : {}), asOf };
    out.status = status;
  }
  return out;
}

/** The effects of the warnings in force, worked out once per live revision. */
export class EffectsMemo {
  private key = '';
  private value: Effects = {};

  get(rules: readonly WarningRule[] | undefined, warnings: readonly WarningInForce[], revision: string): Effects {
    if (revision !== this.key) {
      this.value = effectsOf(rules ?? [], warnings);
      this.key = revision;
    }
    return this.value;
  }
}
