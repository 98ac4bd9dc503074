// A Workbox strategy for a weak signal: the network, but only for NETWORK_TIMEOUT_MS; then the last answer this
// worker cached, then the saved guide. A late network answer still refreshes the cache, and the pages are told.
import { Strategy, type StrategyHandler, type StrategyOptions } from 'workbox-strategies';
import { NOT_SAVED_STATUS, OFFLINE_HEADER, type OfflineReason } from '#shared/offline';
import { newestCopy } from './copies';

export interface NetworkWithinOptions extends StrategyOptions {
  timeoutMs: number;
  /** A saved answer when neither the network nor this strategy's cache has one (the offline pack, derived answers). */
  saved: (request: Request) => Promise<Response | undefined>;
  /** The network answered after the timeout: the pages may refresh what they showed. */
  onLateAnswer?: (url: string) => void;
  /** Serve the newer of this strategy's cached copy and the saved one (live answers), not the cached one first. */
  newest?: boolean;
}

type Outcome = { response: Response } | { failed: OfflineReason };

export class NetworkWithin extends Strategy {
  private readonly timeoutMs: number;
  private readonly saved: NetworkWithinOptions['saved'];
  private readonly onLateAnswer: NetworkWithinOptions['onLateAnswer'];
  private readonly newest: boolean;

  constructor({ timeoutMs, saved, onLateAnswer, newest = false, ...options }: NetworkWithinOptions) {
    super(options);
    this.timeoutMs = timeoutMs;
    this.saved = saved;
    this.onLateAnswer = onLateAnswer;
    this.newest = newest;
  }

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const network = handler.fetchAndCachePut(request);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const outcome = await Promise.race<Outcome>([
      network.then(
        (response) => ({ response }),
        () => ({ failed: 'offline' }),
      ),
      new Promise<Outcome>((resolve) => {
        timer = setTimeout(() => resolve({ failed: 'slow' }), this.timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    if ('response' in outcome) return outcome.response;
    if (outcome.failed === 'slow') {
      // The request goes on in the background: its answer lands in the cache for the next visit.
      void handler.waitUntil(
        network.then(
          (res) => {
            if (res.ok) this.onLateAnswer?.(request.url);
          },
          () => undefined,
        ),
      );
    }
    const cached = await handler.cacheMatch(request);
    const copy = this.newest ? newestCopy(cached, await this.saved(request)) : (cached ?? (await this.saved(request)));
    return copy ? markSaved(copy, outcome.failed) : notSaved(request, outcome.failed);
  }
}

/** The saved copy, marked so the page can say it is not fresh from the network. */
export function markSaved(copy: Response, reason: OfflineReason): Response {
  const headers = new Headers(copy.headers);
  headers.set(OFFLINE_HEADER, reason);
  return new Response(copy.body, { status: copy.status, statusText: copy.statusText, headers });
}

/** Nothing saved for this URL and no network: an explicit answer the app shows as its offline screen. */
export function notSaved(request: Request, reason: OfflineReason): Response {
  const path = new URL(request.url).pathname;
  const body = JSON.stringify({
    statusCode: NOT_SAVED_STATUS,
    error: 'Not saved',
    message: `${path} is not saved on this device and the network ${reason === 'slow' ? 'is too slow' : 'is unreachable'}`,
  });
  return new Response(body, { status: NOT_SAVED_STATUS, headers: { 'content-type': 'application/json; charset=utf-8', [OFFLINE_HEADER]: reason } });
}
