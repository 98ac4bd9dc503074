// A Workbox strategy for a weak signal, patient with a slow line (issue 30): the network first; after
// `slowAfterMs` (at once while the line is known to be slow) a saved copy, where one exists, and the page refreshes
// in place when the network answers; with nothing saved, the network is waited for up to `giveUpMs`, and only a
// failed request or that long a silence gives "not saved".
import { Strategy, type StrategyHandler, type StrategyOptions } from 'workbox-strategies';
import { NOT_SAVED_STATUS, OFFLINE_HEADER, type OfflineReason } from '#shared/offline';
import { copyTime, newestCopy } from './copies';
import type { LineWatch } from './line';
import { worthRefresh } from './line';

export interface NetworkWithinOptions extends StrategyOptions {
  /** No answer this long: the line is slow; a saved copy is served. */
  slowAfterMs: number;
  /** Nothing saved and no answer this long: the network is taken as gone. */
  giveUpMs: number;
  /** What the worker knows of the line (shared by every route, so one slow answer speeds up the next page). */
  line: LineWatch;
  /** A saved answer when neither the network nor this strategy's cache has one (the offline pack, derived answers). */
  saved: (request: Request) => Promise<Response | undefined>;
  /** The network answered after a saved copy was served: the pages may refresh what they showed. */
  onLateAnswer?: (url: string) => void;
  /** Serve the newer of this strategy's cached copy and the saved one (live answers), not the cached one first. */
  newest?: boolean;
}

type Outcome = { response: Response } | { failed: OfflineReason };

/** The network's answer, its failure, or 'slow' when neither came within `ms`. */
async function within(network: Promise<Response>, ms: number): Promise<Outcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race<Outcome>([
      network.then(
        (response) => ({ response }),
        () => ({ failed: 'offline' }),
      ),
      new Promise<Outcome>((resolve) => {
        timer = setTimeout(() => resolve({ failed: 'slow' }), Math.max(0, ms));
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export class NetworkWithin extends Strategy {
  private readonly slowAfterMs: number;
  private readonly giveUpMs: number;
  private readonly line: LineWatch;
  private readonly saved: NetworkWithinOptions['saved'];
  private readonly onLateAnswer: NetworkWithinOptions['onLateAnswer'];
  private readonly newest: boolean;

  constructor({ slowAfterMs, giveUpMs, line, saved, onLateAnswer, newest = false, ...options }: NetworkWithinOptions) {
    super(options);
    this.slowAfterMs = slowAfterMs;
    this.giveUpMs = giveUpMs;
    this.line = line;
    this.saved = saved;
    this.onLateAnswer = onLateAnswer;
    this.newest = newest;
  }

  private async copy(request: Request, handler: StrategyHandler): Promise<Response | undefined> {
    const cached = await handler.cacheMatch(request);
    return this.newest ? newestCopy(cached, await this.saved(request)) : (cached ?? (await this.saved(request)));
  }

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const started = Date.now();
    const network = handler.fetchAndCachePut(request).then(
      (response) => {
        this.line.answered(Date.now() - started, Date.now());
        return response;
      },
      (err: unknown) => {
        this.line.failed();
        throw err;
      },
    );
    const first = await within(network, this.line.waitWithCopy(started));
    if ('response' in first) return first.response;
    const copy = await this.copy(request, handler);
    if (copy) {
      if (first.failed === 'slow') this.refreshWhenAnswered(request, handler, network, copyTime(copy));
      return markSaved(copy, first.failed);
    }
    if (first.failed === 'offline') return notSaved(request, 'offline');
    // Nothing saved: a slow line is still a line, so the network is waited for until it is taken as gone.
    const last = await within(network, this.giveUpMs - (Date.now() - started));
    if ('response' in last) return last.response;
    if (last.failed === 'slow') this.refreshWhenAnswered(request, handler, network, 0);
    return notSaved(request, last.failed);
  }

  /** The request goes on in the background: its answer lands in the cache, and the pages are told when it is news. */
  private refreshWhenAnswered(request: Request, handler: StrategyHandler, network: Promise<Response>, servedCopyTime: number): void {
    void handler.waitUntil(
      network.then(
        (res) => {
          if (res.ok && worthRefresh(servedCopyTime, Date.now())) this.onLateAnswer?.(request.url);
        },
        () => undefined,
      ),
    );
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
