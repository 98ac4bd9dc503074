// Transit suggestions across the water (issue 33): every pair of sights no footpath joins gets a bus (with one
// change where no single route serves both ends) or the LRT, so "routes found" can reach 100 %.
import { describe, expect, it } from 'vitest';
import { transitBetween } from '#shared/walk/transit';
import { realGraph, sights } from './real-graph';

const { graph } = realGraph();

describe('transit suggestions', () => {
  it('links every pair of sights on different sides of the water', () => {
    const all = sights();
    const missing: string[] = [];
    for (const a of all)
      for (const b of all) {
        const na = graph.nearest(a.lon, a.lat)!.node;
        const nb = graph.nearest(b.lon, b.lat)!.node;
        if (graph.component[na] === graph.component[nb]) continue;
        const t = transitBetween(graph.data.transit, a, b);
        if (t.bus.length === 0 && !t.lrt) missing.push(`${a.id} → ${b.id}`);
      }
    expect(missing).toEqual([]);
  });

  it('suggests one change of bus from Guia Fortress to Hac Sa Beach (no single route serves both)', () => {
    const guia = { lon: 113.5494, lat: 22.1967 };
    const hacSa = { lon: 113.57, lat: 22.1176 };
    const t = transitBetween(graph.data.transit, guia, hacSa);
    expect(t.bus.length).toBeGreaterThan(0);
    const first = t.bus[0]!;
    expect(first.change).toBeDefined();
    expect(first.change!.route).not.toBe(first.route);
    expect(['21A', '26A']).toContain(first.change!.route);
  });

  it('prefers a single route where one serves both ends', () => {
    const senado = { lon: 113.53972, lat: 22.19361 };
    const taipaHouses = { lon: 113.5603, lat: 22.1539 };
    const t = transitBetween(graph.data.transit, senado, taipaHouses);
    expect(t.bus.length).toBeGreaterThan(0);
    expect(t.bus.every((b) => b.change === undefined)).toBe(true);
  });
});
