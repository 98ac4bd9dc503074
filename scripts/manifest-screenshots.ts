// Takes the install dialog's screenshots (shared/web-manifest.ts MANIFEST_SCREENSHOTS) of the running app's home page:
// `npx tsx scripts/manifest-screenshots.ts http://127.0.0.1:8080`, then commit public/screenshots/. Run it again
// when the home page changes a lot.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFEST_SCREENSHOTS } from '#shared/web-manifest';
import { launchBrowser } from './browser';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const browser = await launchBrowser();
try {
  for (const shot of Object.values(MANIFEST_SCREENSHOTS)) {
    const [width, height] = shot.sizes.split('x').map(Number) as [number, number];
    const context = await browser.newContext({ viewport: { width, height }, isMobile: width < 800, hasTouch: width < 800, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${base}/en`, { waitUntil: 'networkidle' });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    // The first screen as a visitor sees it once it has settled: pictures in, no focus ring, no running slide.
    // Written as page code (a string): this script's program has no DOM types.
    await page.evaluate(`Promise.all([...document.images].filter((i) => i.loading !== 'lazy').map((i) => i.decode().catch(() => undefined)))`);
    const file = join(root, 'public', shot.src);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await page.screenshot({ type: 'png' }));
    console.log(`wrote public${shot.src}`);
    await context.close();
  }
} finally {
  await browser.close();
}
