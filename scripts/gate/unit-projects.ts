// Which unit files run without isolation (vite.config.ts's `logic` project): pure logic and component tests, whose
// cost was mostly loading every file's imports afresh in a new process. Everything else keeps a process per file.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Unit files that replace a module with vi.mock. A worker that keeps its modules would hand the mock to the files
 * after them (the catalogue mock of activate.test.ts broke locale-details.test.tsx), so they run isolated. A file of
 * the `logic` project that mocks a module and is not listed here fails tests/unit/scripts/gate/unit-projects.test.ts.
 */
export const MOCKING_TESTS = ['tests/unit/src/i18n/activate.test.ts', 'tests/component/entity-card-open-now.test.tsx'];
/** The folders whose unit files run without isolation (vite.config.ts's `logic` project). */
export const LOGIC_DIRS = ['tests/unit/shared', 'tests/unit/src', 'tests/component'];
/** Those files, by path (a list, not globs: the `isolated` project excludes exactly these). */
export const LOGIC_TESTS = LOGIC_DIRS.flatMap((dir) =>
  existsSync(fileURLToPath(new URL(`../../${dir}`, import.meta.url)))
    ? readdirSync(fileURLToPath(new URL(`../../${dir}`, import.meta.url)), { recursive: true })
        .map((f) => `${dir}/${String(f)}`)
        .filter((f) => /\.test\.tsx?$/.test(f) && !MOCKING_TESTS.includes(f))
        .sort()
    : [],
);
