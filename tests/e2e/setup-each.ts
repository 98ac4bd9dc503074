// Runs around every journey: a journey fails if any page it opened rendered a message before its catalogue part had
// come (a lazy path that did not wait for withWholeCatalogue, src/i18n/activate.ts), even if the text then fixed itself.
// Before the file, it starts the worker's own server unless an earlier file of the worker did (servers.ts).
import { afterEach, expect } from 'vitest';
import { takeEarlyMessages } from './harness';
import { ensureWorkerServer } from './servers';

await ensureWorkerServer();

afterEach(() => {
  expect(takeEarlyMessages()).toEqual([]);
});
