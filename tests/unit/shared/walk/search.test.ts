// A* on the real walking graph against an independent Dijkstra written here (own queue, own adjacency from the
// raw edge arrays), and the step-free option on a known flight of steps (Calçada do Embaixador).
import { describe, expect, it } from 'vitest';
import { EDGE_STEPS } from '#shared/walk/format';
import type { WalkGraph } from '#shared/walk/graph';
import { aStar, dijkstra, edgeCost } from '#shared/walk/search';
import { routeOnGraph } from '#shared/walk/route';
import { random, realGraph, sights } from './real-graph';

const { graph } = realGraph();

/** Textbook Dijkstra with a sorted-insert frontier: slow, simple, shares no code with shared/walk/search. */
function referenceDistance(g: WalkGraph, s: number, t: number, stepFree: boolean): number {
  const adj = new Map<number, [number, number][]>();
  const d = g.data;
  for (let e = 0; e < d.from.length; e++) {
    const c = edgeCost(g, e, { stepFree });
    if (c === Infinity) continue;
    const a = d.from[e]!;
    const b = d.to[e]!;
    (adj.get(a) ?? adj.set(a, []).get(a)!).push([b, c]);
    (adj.get(b) ?? adj.set(b, []).get(b)!).push([a, c]);
  }
  const dist = new Map<number, number>([[s, 0]]);
  const done = new Set<number>();
  const frontier: [number, number][] = [[0, s]];
  while (frontier.length) {
    const [dv, v] = frontier.shift()!;
    if (done.has(v)) continue;
    done.add(v);
    if (v === t) return dv;
    for (const [w, c] of adj.get(v) ?? []) {
      const nd = dv + c;
      if (nd < (dist.get(w) ?? Infinity)) {
        dist.set(w, nd);
        let lo = 0;
        let hi = frontier.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (frontier[mid]![0] < nd) lo = mid + 1;
          else hi = mid;
        }
        frontier.splice(lo, 0, [nd, w]);
      }
    }
  }
  return Infinity;
}

describe('walking routes', () => {
  it('A* finds routes exactly as long as an independent Dijkstra between random sights', () => {
    const all = sights();
    const rnd = random(33);
    let compared = 0;
    for (let i = 0; i < 12; i++) {
      const a = all[Math.floor(rnd() * all.length)]!;
      const s = graph.nearest(a.lon, a.lat)!.node;
      // Pairs on the same side of the water (no walk crosses it: see the test below).
      const same = all.filter((x) => graph.component[graph.nearest(x.lon, x.lat)!.node] === graph.component[s]);
      const b = same[Math.floor(rnd() * same.length)]!;
      const t = graph.nearest(b.lon, b.lat)!.node;
      const stepFree = i % 2 === 1;
      const ref = referenceDistance(graph, s, t, stepFree);
      const found = aStar(graph, s, t, { stepFree });
      if (ref === Infinity) {
        expect(found).toBeUndefined();
        continue;
      }
      compared++;
      expect(found!.cost / ref).toBeCloseTo(1, 9);
      expect(dijkstra(graph, s, t, { stepFree })!.cost / ref).toBeCloseTo(1, 9);
      // A* must also do less work than Dijkstra to be worth its estimate.
      expect(found!.settled).toBeLessThanOrEqual(dijkstra(graph, s, t, { stepFree })!.settled);
    }
    expect(compared).toBeGreaterThan(9);
  });

  it('step-free avoids the steps of Calçada do Embaixador that the shortest walk takes', () => {
    const steps = Array.from(graph.data.flags.keys()).find(
      (e) => graph.data.flags[e]! & EDGE_STEPS && graph.data.names[graph.data.name[e]!]![1] === 'Calçada do Embaixador',
    )!;
    const from = { lon: graph.lonOf(graph.data.from[steps]!), lat: graph.latOf(graph.data.from[steps]!) };
    const to = { lon: graph.lonOf(graph.data.to[steps]!), lat: graph.latOf(graph.data.to[steps]!) };
    const plain = routeOnGraph(graph, from, to);
    expect(plain.status).toBe('ok');
    expect(plain.stepsCount).toBeGreaterThan(0);
    const free = routeOnGraph(graph, from, to, { stepFree: true });
    expect(free.stepsCount).toBe(0);
    if (free.status === 'ok') expect(free.metres).toBeGreaterThan(plain.metres);
    else expect(free.status).toBe('no-step-free');
  });

  it('says no walk joins the peninsula and the islands, and offers transit instead', () => {
    const senado = { lon: 113.53972, lat: 22.19361 };
    const taipaHouses = { lon: 113.5603, lat: 22.1539 };
    const r = routeOnGraph(graph, senado, taipaHouses);
    expect(r.status).toBe('no-walk');
    expect(r.transit!.bus.length).toBeGreaterThan(0);
  });

  it('walks Senado Square to A-Ma Temple in a plausible time, with a turn list naming streets', () => {
    const r = routeOnGraph(graph, { lon: 113.53972, lat: 22.19361 }, { lon: 113.53103, lat: 22.18608 });
    expect(r.status).toBe('ok');
    expect(r.metres).toBeGreaterThan(1100);
    expect(r.metres).toBeLessThan(2200);
    expect(r.minutes).toBeGreaterThan(12);
    expect(r.minutes).toBeLessThan(30);
    expect(r.steps.length).toBeGreaterThan(2);
    expect(r.steps.some((s) => s.name > 0)).toBe(true);
    expect(r.transit).toBeUndefined();
  });
});
