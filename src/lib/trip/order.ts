// "Order to walk less": a day's stops in an order that keeps the walking short. An open path from the day's first
// stop (where the visitor starts), built by nearest neighbour and improved by 2-opt; a handful of stops makes this
// exact enough and instant. The result is never worse than the order given.

/** Total cost of visiting `order` (indexes) in turn. */
export function pathCost(order: readonly number[], cost: (a: number, b: number) => number): number {
  let sum = 0;
  for (let i = 1; i < order.length; i++) sum += cost(order[i - 1]!, order[i]!);
  return sum;
}

function nearestNeighbour(n: number, cost: (a: number, b: number) => number): number[] {
  const order = [0];
  const left = new Set(Array.from({ length: n - 1 }, (_, i) => i + 1));
  while (left.size) {
    const from = order[order.length - 1]!;
    let best = -1;
    for (const j of left) if (best < 0 || cost(from, j) < cost(from, best)) best = j;
    order.push(best);
    left.delete(best);
  }
  return order;
}

/** Reverses segments while that shortens the path (the first stop stays first). */
function twoOpt(order: number[], cost: (a: number, b: number) => number): number[] {
  let best = order;
  let bestCost = pathCost(best, cost);
  for (let improved = true; improved;) {
    improved = false;
    for (let i = 1; i < best.length - 1; i++) {
      for (let k = i + 1; k < best.length; k++) {
        const next = [...best.slice(0, i), ...best.slice(i, k + 1).reverse(), ...best.slice(k + 1)];
        const c = pathCost(next, cost);
        if (c < bestCost - 1e-9) {
          best = next;
          bestCost = c;
          improved = true;
        }
      }
    }
  }
  return best;
}

/**
 * An order of `n` stops (indexes 0…n-1, starting at 0) with walking no longer than 0, 1, …, n-1.
 * `cost(a, b)` is the walk from stop a to stop b.
 */
export function shortWalkOrder(n: number, cost: (a: number, b: number) => number): number[] {
  const given = Array.from({ length: n }, (_, i) => i);
  if (n < 3) return given;
  // 2-opt from both the greedy order and the visitor's own: each can reach an optimum the other misses.
  const candidates = [twoOpt(nearestNeighbour(n, cost), cost), twoOpt(given, cost)];
  return candidates.reduce((best, c) => (pathCost(c, cost) < pathCost(best, cost) ? c : best), given);
}
