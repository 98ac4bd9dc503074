// Test helpers for the media bound tests: the media plugin alone on a Fastify app, and temporary folders removed
// after each test.
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaPlugin, type MediaPluginOptions } from '../../../../server/media/plugin';

const dirs: string[] = [];

/** A fresh folder; `removeTempDirs` (in an afterEach) deletes it. */
export const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'media-bounds-'));
  dirs.push(d);
  return d;
};

export function removeTempDirs(): void {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

export async function mediaApp(opts: MediaPluginOptions): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(mediaPlugin, { prefix: '/media', ...opts });
  await app.ready();
  return app;
}
