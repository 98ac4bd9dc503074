// Messages between the page and the routing worker.
import type { RouteOptions, WalkPlace, WalkRoute } from '#shared/walk/route';

export interface WorkerRequest {
  id: number;
  from: WalkPlace;
  to: WalkPlace;
  options: RouteOptions;
}

export type WorkerReply = { id: number; ok: true; route: WalkRoute; ms: number } | { id: number; ok: false };
