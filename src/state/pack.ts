// The saved guide per locale as the visitor sees it (not saved, saving with progress, paused, saved, update
// available, errors) and the actions of the save page: save, pause, resume, delete, ask for persistent storage.
// Also the first visit's background save of what a visitor needs next.
import { proxy, useSnapshot } from 'valtio';
import type { OfflineManifest } from '#shared/api/offline';
import type { Locale } from '#shared/locales';
import { planPack, planParts, obsoleteKeys, type PackPlan, type PartPlan } from '#/lib/pack-plan';
import {
  deletePack,
  fetchManifest,
  fetchSizes,
  keyOf,
  localeKeys,
  readMeta,
  removeKeys,
  removeOldParts,
  saveEntry,
  storageAvailable,
  storedEntries,
  writeMeta,
} from '#/api/pack';
import { savePart } from '#/api/pack-parts';

export type PackPhase = 'checking' | 'not-saved' | 'saving' | 'paused' | 'saved' | 'update' | 'offline' | 'error';

export interface LocalePack {
  phase: PackPhase;
  totalBytes: number;
  totalItems: number;
  doneBytes: number;
  doneItems: number;
  /** When the last complete save ended (ISO). */
  savedAt?: string;
  /** Why it paused: the visitor pressed pause, or the network went away. */
  pausedBy?: 'visitor' | 'network';
  /** Shown as is: a quota error names the browser's reason. */
  error?: { kind: 'quota' | 'other'; message: string };
}

const state = proxy({
  locales: {} as Partial<Record<Locale, LocalePack>>,
  /** navigator.storage.persisted(): undefined until known or where the browser has no such API. */
  persisted: undefined as boolean | undefined,
  usage: undefined as number | undefined,
  quota: undefined as number | undefined,
  /** What the whole guide costs in other languages, where the server knows it. */
  sizes: {} as Partial<Record<Locale, { bytes: number; items: number }>>,
});

/** The other languages' sizes for the save page (a failure leaves them unshown). */
export async function loadSizes(): Promise<void> {
  try {
    for (const s of await fetchSizes()) state.sizes[s.locale as Locale] = { bytes: s.bytes, items: s.items };
  } catch {
    // Offline: the sizes are not shown.
  }
}

export function usePacks() {
  return useSnapshot(state);
}

/** Downloads at once: enough to fill a fast line, few enough to leave room for the page's own requests. */
const CONCURRENCY = 4;
const BACKGROUND_CONCURRENCY = 2;
/** Parts at once: two keep a line full while one is being checked and unpacked. */
const PART_CONCURRENCY = 2;

const runs = new Map<Locale, AbortController>();
/** First-visit saves in progress: a save the visitor starts takes over from them. */
const backgroundRuns = new Map<Locale, { controller: AbortController; done: Promise<void> }>();
const PAUSE = 'pause';

function packOf(locale: Locale): LocalePack {
  const pack = state.locales[locale] ?? { phase: 'checking', totalBytes: 0, totalItems: 0, doneBytes: 0, doneItems: 0 };
  state.locales[locale] = pack;
  return state.locales[locale];
}

function applyPlan(pack: LocalePack, plan: PackPlan | PartPlan): void {
  pack.totalBytes = plan.totalBytes;
  pack.totalItems = plan.totalItems;
  pack.doneBytes = plan.doneBytes;
  pack.doneItems = plan.doneItems;
}

async function planFor(locale: Locale, manifest: OfflineManifest): Promise<PackPlan> {
  return planPack(manifest.entries, await storedEntries(locale), keyOf, Date.now());
}

async function partPlanFor(locale: Locale, manifest: OfflineManifest): Promise<PartPlan> {
  return planParts(manifest.entries, manifest.parts, await storedEntries(locale), keyOf, Date.now());
}

export async function refreshStorage(): Promise<void> {
  if (!navigator.storage) return;
  const [estimate, persisted] = await Promise.all([navigator.storage.estimate?.(), navigator.storage.persisted?.()]);
  state.usage = estimate?.usage;
  state.quota = estimate?.quota;
  state.persisted = persisted;
}

/** Asks the browser not to evict the saved guide; the answer is shown (Safari keeps data of installed apps). */
export async function askPersist(): Promise<void> {
  if (!navigator.storage?.persist) return;
  state.persisted = await navigator.storage.persist();
}

/** What the save page shows before anything starts: saved or not, size, update available. */
export async function checkPack(locale: Locale): Promise<void> {
  const pack = packOf(locale);
  if (runs.has(locale)) return;
  if (!storageAvailable()) {
    pack.phase = 'error';
    pack.error = { kind: 'other', message: 'Cache Storage is not available in this browser.' };
    return;
  }
  pack.phase = 'checking';
  const meta = await readMeta(locale);
  if (meta?.kind === 'full') pack.savedAt = meta.savedAt;
  let manifest: OfflineManifest;
  try {
    manifest = await fetchManifest(locale, false);
  } catch {
    pack.phase = meta?.kind === 'full' ? 'saved' : 'offline';
    if (meta?.kind === 'full') Object.assign(pack, { totalBytes: meta.bytes, totalItems: meta.items, doneBytes: meta.bytes, doneItems: meta.items });
    return;
  }
  const plan = await partPlanFor(locale, manifest);
  applyPlan(pack, plan);
  if (meta?.kind === 'full') pack.phase = plan.parts.length === 0 && meta.version === manifest.version ? 'saved' : 'update';
  else pack.phase = 'not-saved';
  await refreshStorage();
}

/** The other locales' saved packs (from their records only: no manifest is fetched for them). */
export async function loadSavedList(locales: readonly Locale[]): Promise<void> {
  if (!storageAvailable()) return;
  await Promise.all(
    locales.map(async (locale) => {
      if (runs.has(locale)) return;
      const meta = await readMeta(locale);
      if (meta?.kind !== 'full') return;
      Object.assign(packOf(locale), {
        phase: 'saved',
        savedAt: meta.savedAt,
        totalBytes: meta.bytes,
        totalItems: meta.items,
        doneBytes: meta.bytes,
        doneItems: meta.items,
      });
    }),
  );
}

const isQuota = (err: unknown) => err instanceof DOMException && (err.name === 'QuotaExceededError' || err.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/** Runs `work` over `items`, `n` at a time; the first failure aborts the rest through `controller`. */
async function pool<T>(items: readonly T[], n: number, controller: AbortController, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !controller.signal.aborted) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (err) {
        if (!controller.signal.aborted) controller.abort(err);
        throw err;
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: n }, worker));
  if (controller.signal.aborted) throw controller.signal.reason;
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Saves (or resumes, or updates) a locale's whole guide, with progress. */
export async function savePack(locale: Locale): Promise<void> {
  if (runs.has(locale)) return;
  const pack = packOf(locale);
  const controller = new AbortController();
  runs.set(locale, controller);
  flag.set(false);
  pack.phase = 'saving';
  delete pack.error;
  delete pack.pausedBy;
  void askPersist();
  try {
    const background = backgroundRuns.get(locale);
    background?.controller.abort(PAUSE);
    await background?.done;
    const manifest = await fetchManifest(locale, false, controller.signal);
    const plan = await partPlanFor(locale, manifest);
    applyPlan(pack, plan);
    // A few archives (issue 30), each checked before it replaces what is stored; then the live answers, fresh.
    await pool(plan.parts, PART_CONCURRENCY, controller, async (part) => {
      await savePart(part, locale, controller.signal, (bytes) => {
        pack.doneBytes += bytes;
      });
      pack.doneItems += part.items;
    });
    await pool(plan.live, CONCURRENCY, controller, async (entry) => {
      await saveEntry(entry, locale, controller.signal);
      pack.doneBytes += entry.bytes;
      pack.doneItems += 1;
    });
    await removeKeys(locale, obsoleteKeys(manifest.entries, await localeKeys(locale), keyOf));
    await removeOldParts(locale, manifest.parts);
    const savedAt = new Date().toISOString();
    await writeMeta(locale, { version: manifest.version, savedAt, kind: 'full', bytes: plan.totalBytes, items: plan.totalItems });
    pack.savedAt = savedAt;
    pack.phase = 'saved';
  } catch (err) {
    const reason: unknown = controller.signal.aborted ? controller.signal.reason : err;
    if (reason === PAUSE) {
      pack.phase = 'paused';
      pack.pausedBy = 'visitor';
    } else if (isQuota(reason)) {
      pack.phase = 'error';
      pack.error = { kind: 'quota', message: reason instanceof Error ? reason.message : String(reason) };
    } else if (reason instanceof TypeError || !navigator.onLine) {
      // The connection went away: what is stored is whole; resuming downloads the rest.
      pack.phase = 'paused';
      pack.pausedBy = 'network';
      window.addEventListener('online', () => void savePack(locale), { once: true });
    } else {
      pack.phase = 'error';
      pack.error = { kind: 'other', message: reason instanceof Error ? reason.message : String(reason) };
    }
  } finally {
    runs.delete(locale);
    await refreshStorage().catch(() => undefined);
  }
}

export function pausePack(locale: Locale): void {
  runs.get(locale)?.abort(PAUSE);
}

/** Set by Delete: the first visit's background save does not quietly store the guide again on the next page. */
const DELETED_FLAG = 'guide-pack-deleted';
const flag = {
  get: () => {
    try {
      return localStorage.getItem(DELETED_FLAG) === '1';
    } catch {
      return false;
    }
  },
  set: (on: boolean) => {
    try {
      if (on) localStorage.setItem(DELETED_FLAG, '1');
      else localStorage.removeItem(DELETED_FLAG);
    } catch {
      // Storage refused (private window): the background save may come back, nothing worse.
    }
  },
};

export async function removePack(locale: Locale): Promise<void> {
  pausePack(locale);
  for (const background of backgroundRuns.values()) background.controller.abort(PAUSE);
  flag.set(true);
  await deletePack(locale);
  delete state.locales[locale];
  await checkPack(locale);
}

/**
 * The first visit's background save: the home page's answers, menus, overviews, POIs, the barrier-free guide and
 * the basemap of the current locale. Skipped when the visitor asked to save data or the line is 2g, and once done.
 */
export async function saveCore(locale: Locale): Promise<void> {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
  if (!storageAvailable() || flag.get() || runs.has(locale) || backgroundRuns.has(locale) || (await readMeta(locale))) return;
  const controller = new AbortController();
  const done = (async () => {
    try {
      const manifest = await fetchManifest(locale, true, controller.signal);
      const plan = await planFor(locale, manifest);
      await pool(plan.todo, BACKGROUND_CONCURRENCY, controller, (entry) => saveEntry(entry, locale, controller.signal));
      await writeMeta(locale, { version: manifest.version, savedAt: new Date().toISOString(), kind: 'core', bytes: plan.totalBytes, items: plan.totalItems });
    } catch (err) {
      // Nobody asked for this save: a failure is logged, and the next visit tries again.
      if (controller.signal.reason !== PAUSE) console.warn('The background save of the guide stopped', err);
    } finally {
      backgroundRuns.delete(locale);
    }
  })();
  backgroundRuns.set(locale, { controller, done });
  await done;
}
