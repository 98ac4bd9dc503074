// The routing worker (issue 33): loads the walking graph once (from the network, or the saved guide through the
// service worker when offline) and answers route requests, so A* never blocks the page.
import { WALK_GRAPH_URL, decodeWalkGraph } from '#shared/walk/format';
import { WalkGraph } from '#shared/walk/graph';
import { routeOnGraph } from '#shared/walk/route';
import type { WorkerReply, WorkerRequest } from './protocol';

let graph: Promise<WalkGraph> | undefined;

function loadGraph(): Promise<WalkGraph> {
  graph ??= fetch(WALK_GRAPH_URL)
    .then((res) => {
      if (!res.ok) throw new Error(`walk graph: HTTP ${res.status}`);
      return res.arrayBuffer();
    })
    .then((buf) => new WalkGraph(decodeWalkGraph(buf)))
    .catch((err: unknown) => {
      // A failed load is tried again with the next request (the guide may be saved meanwhile).
      graph = undefined;
      throw err;
    });
  return graph;
}

const scope = self as unknown as {
  postMessage(message: WorkerReply): void;
  addEventListener(type: 'message', fn: (e: MessageEvent<WorkerRequest>) => void): void;
};

scope.addEventListener('message', (event) => {
  const req = event.data;
  loadGraph().then(
    (g) => {
      const started = performance.now();
      const route = routeOnGraph(g, req.from, req.to, req.options);
      scope.postMessage({ id: req.id, ok: true, route, ms: performance.now() - started });
    },
    () => scope.postMessage({ id: req.id, ok: false }),
  );
});
