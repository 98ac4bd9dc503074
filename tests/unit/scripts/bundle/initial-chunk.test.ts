// The visitors' entry loads its up-front modules as one chunk; what the operator area's entry shares goes to a
// common chunk, and the entry module with its direct imports stays the entry chunk.
import { describe, expect, it } from 'vitest';
import { initialGroups, staticClosure, type StaticGraph } from '../../../../scripts/bundle/initial-chunk';

const graph: StaticGraph = new Map([
  ['index.html', ['src/main.tsx']],
  ['src/main.tsx', ['src/layout/Header.tsx', 'shared/format.ts', 'node_modules/react/index.js']],
  ['src/layout/Header.tsx', ['src/lib/menu.ts', 'shared/format.ts']],
  ['src/lib/menu.ts', ['src/layout/Header.tsx']],
  ['operator.html', ['src/operator/main.tsx']],
  ['src/operator/main.tsx', ['shared/format.ts', 'node_modules/react/index.js']],
  ['shared/format.ts', []],
  ['src/features/map/Map.tsx', ['src/lib/menu.ts']],
]);

describe('the static closure', () => {
  it('follows imports through cycles, roots included, each module once', () => {
    expect([...staticClosure(graph, ['src/layout/Header.tsx'])].sort()).toEqual(['shared/format.ts', 'src/layout/Header.tsx', 'src/lib/menu.ts']);
  });

  it('is empty for no roots and ignores modules it does not know', () => {
    expect(staticClosure(graph, []).size).toBe(0);
    expect([...staticClosure(graph, ['missing.ts'])]).toEqual(['missing.ts']);
  });
});

describe('the initial groups', () => {
  const groups = initialGroups(graph, 'index.html', ['operator.html'], (id) => id.includes('node_modules'));

  it('puts what only the visitors load up front in app', () => {
    expect([...groups.app].sort()).toEqual(['src/layout/Header.tsx', 'src/lib/menu.ts']);
  });

  it('puts what the operator area loads up front too in common, never in app', () => {
    expect([...groups.common]).toEqual(['shared/format.ts']);
  });

  it('leaves the entry, its direct imports, excluded packages and lazy modules alone', () => {
    for (const id of ['index.html', 'src/main.tsx', 'node_modules/react/index.js', 'src/features/map/Map.tsx', 'src/operator/main.tsx']) {
      expect(groups.app.has(id) || groups.common.has(id)).toBe(false);
    }
  });
});
