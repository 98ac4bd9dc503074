/** The operator's view of a push delivery (GET /operator/api/announcements/:id/delivery): its latest run. */
export interface PushProgress {
  /** Subscriptions it is for. */
  matched: number;
  sent: number;
  /** Refused, or still failing after every try. */
  failed: number;
  /** The browser dropped the subscription (404/410): deleted. */
  removed: number;
  /** Junk: no answer after the retries, or keys no push can be encrypted to. */
  parked: number;
  /** Not pushed to yet. */
  queued: number;
  startedAt: number;
}
