// Password hashing with Argon2id (@node-rs/argon2, OWASP's recommended parameters: 19 MiB, 2 passes, 1 lane).
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is a const enum in the binding's types; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Never throws: a malformed stored hash is a failed check. */
export async function checkPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user name is unknown, so both failures take as long. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not a real password, only for timing');
  return dummy;
}
