// axe-core scans for the journeys: every rule axe runs by default plus the ones it keeps off (its experimental rules
// and label-content-name-mismatch, WCAG 2.5.3 label in name), reported as one line per violation.
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export const RULES_OFF_BY_DEFAULT: readonly string[] = [...new Set([...axe.getRules(['experimental']).map((r) => r.ruleId), 'label-content-name-mismatch'])];

/**
 * A scan of the page (narrow it with `.include(selector)`) with every rule on. In legacy mode (`axe.run` in the page)
 * rather than the default, which opens a blank page in the context for every scan and loads axe into it a second
 * time to combine per-frame results; that mode exists for cross-origin frames, and the guide's pages have no frames.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ rules: Object.fromEntries(RULES_OFF_BY_DEFAULT.map((id) => [id, { enabled: true }])) });
}

/** `rule: target, target…` for each violation, empty when the scan is clean. */
export async function violations(scan: AxeBuilder, where = ''): Promise<string[]> {
  const { violations: found } = await scan.analyze();
  return found.map(
    (v) =>
      `${where}${where ? ' ' : ''}${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}
