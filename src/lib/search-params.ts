// How the router writes and reads the query string. TanStack's default JSON-quotes a string that would parse as JSON
// (the month filter '202611' became `m=%22202611%22`) and reads `page=2` as a number, `keyword=true` as a boolean.
// Here every value is a string unless it is written as JSON text (a quoted string, an array, an object): the old
// quoted links still read as their string, and a value that would be misread that way is the only one quoted.
import { stringifySearchWith } from '@tanstack/react-router';

/** JSON text only: anything else is not JSON here, so it stays the string it is. */
function parseJsonText(value: string): unknown {
  if (!/^["[{]/.test(value)) throw new SyntaxError('not JSON text');
  return JSON.parse(value);
}

export const stringifySearch: (search: Record<string, unknown>) => string = stringifySearchWith(JSON.stringify, parseJsonText);

/** TanStack's reader also turns `2` and `true` into a number and a boolean before any parser sees them: not here. */
export function parseSearch(searchStr: string): Record<string, unknown> {
  // No prototype: a `__proto__` key is a key like any other.
  const out = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)) {
    try {
      out[key] = parseJsonText(value);
    } catch {
      out[key] = value;
    }
  }
  return out;
}
