// The content store as served: when SQLite finds the file damaged while serving (a disk fault, a copy over it, a
// truncated file), the store is rebuilt from content/ and reopened, and the call that found the damage is answered
// from the new one: no 500s until a restart. Only damage is healed; any other error goes to the caller as it is.
import type { Store } from '../store';

const DAMAGE = /^SQLITE_(CORRUPT|NOTADB|IOERR)/;

export function isStoreDamage(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && DAMAGE.test(code);
}

export interface HealingOptions {
  open: () => Store;
  /** Rebuilds the store file in place (an atomic rename of a fresh import). */
  rebuild: () => void;
  log: (message: string) => void;
}

export function healingStore({ open, rebuild, log }: HealingOptions): Store {
  let current = open();
  const heal = (err: unknown) => {
    log(`content store: damaged while serving (${(err as Error).message.split('\n')[0]?.slice(0, 200)}); rebuilding it from content/`);
    try {
      current.close();
    } catch {
      // A damaged handle may not close cleanly; the new one replaces it either way.
    }
    rebuild();
    current = open();
  };
  return new Proxy({} as Store, {
    get(_target, prop: keyof Store) {
      if (prop === 'contentVersion') return current.contentVersion;
      if (prop === 'close') return () => current.close();
      const value = current[prop];
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          return (current[prop] as (...a: unknown[]) => unknown)(...args);
        } catch (err) {
          if (!isStoreDamage(err)) throw err;
          heal(err);
          return (current[prop] as (...a: unknown[]) => unknown)(...args);
        }
      };
    },
  });
}
