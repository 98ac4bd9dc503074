// What `npm run lighthouse` reads from a report and how it takes medians over runs.
import { describe, expect, it } from 'vitest';
import {
  lcpRatio,
  lighthouseRow,
  median,
  medianRow,
  missedGoals,
  renderGoalTable,
  renderTable,
  type LighthouseReport,
} from '../../../scripts/lighthouse/report';

const report = (perf: number, lcp: number, js: number, benchmarkIndex = 2000): LighthouseReport => ({
  environment: { benchmarkIndex },
  categories: { performance: { score: perf }, accessibility: { score: 1 }, 'best-practices': { score: 0.96 }, seo: { score: 1 } },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: 120 },
    'cumulative-layout-shift': { numericValue: 0.01 },
    'resource-summary': {
      details: {
        items: [
          { resourceType: 'document', transferSize: 9 },
          { resourceType: 'script', transferSize: js },
        ],
      },
    },
  },
});

describe('lighthouse report', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('reads scores, metrics and the script bytes of a run, and the median of each over runs', () => {
    const runs = [report(0.5, 3000, 200_000, 1500), report(0.9, 1500, 100_000, 2600), report(0.7, 2000, 150_000, 2400)].map((r) =>
      lighthouseRow('home (en)', '/en', r),
    );
    expect(runs[0]).toMatchObject({ performance: 50, bestPractices: 96, lcp: 3000, tbt: 120, cls: 0.01, jsBytes: 200_000, benchmark: 1500 });
    const m = medianRow(runs);
    expect(m).toMatchObject({ name: 'home (en)', performance: 70, lcp: 2000, jsBytes: 150_000, benchmark: 2400 });
    expect(renderTable([m])).toContain('| home (en) | 70 | 2.0 | 120 | 0.010 | 146 | 100 | 96 | 100 | 2400 |');
  });

  it("sets a page against itself with its scripts blocked: the LCP ratio and the issue's goals it misses", () => {
    const page = { ...lighthouseRow('home (en)', '/en', report(0.97, 1650, 100_000)), tbt: 140 };
    const noScripts = { ...lighthouseRow('home (en), scripts blocked', '/en', report(1, 1500, 0)), tbt: 0 };
    expect(lcpRatio({ page, noScripts })).toBeCloseTo(1.1);
    expect(missedGoals({ page, noScripts })).toEqual(['perf < 98', 'TBT > 100 ms']);
    expect(missedGoals({ page: { ...page, performance: 99, tbt: 80, lcp: 1700 }, noScripts })).toEqual(['LCP > 1.1× scripts blocked']);
    expect(missedGoals({ page: { ...page, performance: 98, tbt: 100, lcp: 1500 }, noScripts })).toEqual([]);
    expect(renderGoalTable([{ page, noScripts }])).toContain('| home (en) | 97 | 140 | 1.65 | 1.50 | 1.10 | 0 | perf < 98, TBT > 100 ms |');
  });
});
