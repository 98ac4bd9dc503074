// A stand-in for the built page renderer (dist-ssr/entry-server.js) that the server tests drive: the server loads it
// as it loads the real one, and each test says what a render returns and when.
import fs from 'node:fs';
import path from 'node:path';

export interface FakeRenderRequest {
  url: string;
  locale: string;
}

type RenderFn = (req: FakeRenderRequest) => Promise<{ html: string; status: number; routeIds: string[] } | null>;

const slot = globalThis as { __fakeRender?: RenderFn };

/** Writes the shell and the fake renderer into `dir`; returns the dist and ssr folders for the server's config. */
export function writeFakeBuild(dir: string): { distDir: string; ssrDir: string } {
  const distDir = path.join(dir, 'dist');
  const ssrDir = path.join(dir, 'dist-ssr');
  fs.mkdirSync(distDir, { recursive: true });
  fs.mkdirSync(ssrDir, { recursive: true });
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Macao</title>' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(ssrDir, 'entry-server.js'),
    // The request's own API answerer is left out of what the tests see (they compare requests as data).
    'export async function renderPage({ url, locale }) { return globalThis.__fakeRender({ url, locale }); }\n',
  );
  return { distDir, ssrDir };
}

export function setFakeRender(render: RenderFn): void {
  slot.__fakeRender = render;
}
