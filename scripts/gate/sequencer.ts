// Vitest's order of the journey files, with the longest first (scripts/gate/order.ts says why).
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { longestFirst } from './order.ts';

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return longestFirst(await super.sort(files), (f) => f.moduleId);
  }
}
