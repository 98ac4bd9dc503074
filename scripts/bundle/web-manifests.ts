// Writes each language's web app manifest (shared/web-manifest.ts) into the build, where the service worker's
// precache finds it like any other built file; `npm run dev` serves the same from memory.
import type { Plugin } from 'vite';
import { ENABLED_LOCALES } from '#shared/locales';
import { webManifest, webManifestPath } from '#shared/web-manifest';

/** Build path → JSON text: every language's manifest, and the English one at the old address for earlier installs. */
export function manifestFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const locale of ENABLED_LOCALES) files.set(webManifestPath(locale).slice(1), JSON.stringify(webManifest(locale)));
  files.set('manifest.webmanifest', JSON.stringify(webManifest('en')));
  return files;
}

export function webManifests(): Plugin {
  return {
    name: 'web-manifests',
    configureServer(server) {
      const files = manifestFiles();
      server.middlewares.use((req, res, next) => {
        const body = files.get((req.url ?? '').split('?')[0]!.slice(1));
        if (body === undefined) return next();
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(body);
      });
    },
    generateBundle() {
      for (const [fileName, source] of manifestFiles()) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
