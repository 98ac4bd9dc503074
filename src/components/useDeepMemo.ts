// Keeps the previous value while a new one is deeply equal (dequal), so memos and effects re-run when the data
// changes, not when only the reference does.
import { useRef } from 'react';
import { dequal } from 'dequal/lite';

export function useDeepMemo<T>(value: T): T {
  const ref = useRef(value);
  // A render-time read and write is safe here: the ref only ever moves to a value equal or newer than before.
  if (!dequal(ref.current, value)) ref.current = value;
  return ref.current;
}
