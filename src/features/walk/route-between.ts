// routeBetween: the walking-directions API other features call (My trip, place pages). One worker per page,
// started on the first request; each call gets its own answer.
import type { RouteOptions, WalkPlace, WalkRoute } from '#shared/walk/route';
import type { WorkerReply, WorkerRequest } from './protocol';

export class WalkUnavailableError extends Error {}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, { resolve: (r: WalkRoute) => void; reject: (e: Error) => void }>();
/** The last route's computation time in the worker (the bench reads it). */
export let lastRouteMs = 0;

function start(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (e: MessageEvent<WorkerReply>) => {
    const p = pending.get(e.data.id);
    if (!p) return;
    pending.delete(e.data.id);
    if (e.data.ok) {
      lastRouteMs = e.data.ms;
      p.resolve(e.data.route);
    } else p.reject(new WalkUnavailableError('The walking graph could not be loaded'));
  });
  return worker;
}

/**
 * A walk from one place to another on Macao's walking graph, offline once the guide is saved. Places are WGS84
 * positions (the visitor's, a place's coordinate, a trip stop); a place may carry its step-free entrance.
 * Rejects with WalkUnavailableError when the graph cannot be had (never saved and no network).
 */
export function routeBetween(from: WalkPlace, to: WalkPlace, options: RouteOptions = {}): Promise<WalkRoute> {
  const id = nextId++;
  const request: WorkerRequest = { id, from, to, options };
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    start().postMessage(request);
  });
}
