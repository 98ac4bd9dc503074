// The walking graph of all Macao built from the real map data (issue 33): what it must and must not contain.
import { describe, expect, it } from 'vitest';
import { pedestrianMayUse, wayFlags } from '#shared/walk/build';
import { EDGE_STEEP, EDGE_STEPS, EDGE_UNKNOWN_ACCESS } from '#shared/walk/format';
import { MAX_SNAP_METRES } from '#shared/walk/route';
import { realGraph, sights } from './real-graph';

const { graph, stats, bytes, ways } = realGraph();
const names = graph.data.names;
const edgeNames = (flag: number) =>
  new Set(
    Array.from(graph.data.flags.keys())
      .filter((e) => graph.data.flags[e]! & flag)
      .map((e) => names[graph.data.name[e]!]![1]),
  );

describe('walking graph build', () => {
  it('reaches every one of the 105 sights from one of the two main networks (peninsula, islands)', () => {
    const all = sights();
    expect(all).toHaveLength(105);
    const unreached = all.filter((s) => {
      const near = graph.nearest(s.lon, s.lat, MAX_SNAP_METRES);
      return !near || graph.component[near.node]! > 1;
    });
    expect(unreached.map((s) => s.id)).toEqual([]);
    // The peninsula and the islands are the two largest pieces: no footpath crosses the water.
    expect(graph.componentSize[0]).toBeGreaterThan(10_000);
    expect(graph.componentSize[1]).toBeGreaterThan(5_000);
  });

  it('has no motorway, no sea bridge, no vehicle tunnel and no flyover', () => {
    const kept = ways.filter(pedestrianMayUse);
    expect(kept.some((w) => /^motorway|^trunk/.test(w.highway))).toBe(false);
    const onGraph = new Set(Array.from(graph.data.name, (n) => names[n]![0]));
    for (const zh of ['友誼大橋', '西灣大橋', '嘉樂庇總督大橋', '澳門大橋', '蓮花大橋', '松山隧道', '九澳隧道', '馬六甲街行車天橋', '西灣大橋下層車道'])
      expect(onGraph.has(zh), zh).toBe(false);
    expect(pedestrianMayUse({ coords: [], highway: 'motorway', source: 'road' })).toBe(false);
    expect(pedestrianMayUse({ coords: [], highway: 'footway', access: 'no', source: 'walk' })).toBe(false);
  });

  it('flags the steps of the walk network and sloping lanes, and marks roads with unknown pavements', () => {
    expect(stats.stepsEdges).toBeGreaterThan(0);
    expect(edgeNames(EDGE_STEPS)).toContain('Calçada do Embaixador');
    expect(edgeNames(EDGE_STEEP)).toContain('Calçada do Embaixador');
    expect(wayFlags({ coords: [], highway: 'steps', source: 'walk' }) & EDGE_STEPS).toBeTruthy();
    expect(wayFlags({ coords: [], highway: 'footway', highwayAll: 'steps;residential', source: 'walk' }) & EDGE_STEPS).toBeTruthy();
    expect(wayFlags({ coords: [], highway: 'residential', source: 'road' }) & EDGE_UNKNOWN_ACCESS).toBeTruthy();
    expect(wayFlags({ coords: [], highway: 'footway', source: 'walk' })).toBe(0);
  });

  it('keeps street names in Chinese and Portuguese, and stays small', () => {
    expect(names).toContainEqual(['民國大馬路', 'Avenida da República']);
    expect(names[0]).toEqual(['', '']);
    expect(bytes).toBeLessThan(1.5 * 1024 * 1024);
    expect(stats.snapped).toBeGreaterThan(0);
  });
});
