// Reads a visitor-supplied key from a plain object only when it is the object's own property, never an
// inherited one (`__proto__`, `constructor`, `toString` …), so a key from a URL or a body cannot reach Object's prototype.

/** The own property `key` of `obj`, or undefined. */
export function own<T>(obj: Readonly<Record<string, T>> | undefined | null, key: string): T | undefined {
  if (obj === undefined || obj === null || !Object.hasOwn(obj, key)) return undefined;
  return obj[key];
}
