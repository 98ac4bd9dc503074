// Before/after screenshots of the pages a CSS change touches (1440 and 390 px, en and ar), on the built app served by
// a compiled server child: `tsx scripts/css-shots.ts <out-dir> [path …]`; compare two runs with scripts/css-compare.ts.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './browser';
import { startChildServer } from './harness/server-child';

const [out, ...given] = process.argv.slice(2);
if (!out) {
  console.error('usage: tsx scripts/css-shots.ts <out-dir> [path …] (paths without the locale, e.g. /events)');
  process.exit(2);
}
const paths = given.length ? given : ['/'];
mkdirSync(out, { recursive: true });
const server = await startChildServer({ port: Number(process.env.SHOTS_PORT ?? 4521) });
const browser = await launchBrowser();
try {
  for (const locale of ['en', 'ar']) {
    for (const width of [1440, 390]) {
      const phone = width < 800;
      // Motion off: a slider or a video frame must not differ between two runs of the same CSS.
      const context = await browser.newContext({
        viewport: { width, height: phone ? 844 : 900 },
        deviceScaleFactor: 1,
        isMobile: phone,
        hasTouch: phone,
        reducedMotion: 'reduce',
      });
      await context.clock.setFixedTime(new Date('2026-11-28T04:00:00Z'));
      for (const path of paths) {
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${server.port}/${locale}${path === '/' ? '' : path}`, { waitUntil: 'load', timeout: 180_000 });
        // Every lazy part and image near the screen once: scroll to the foot and back, then let it settle.
        // Browser-side code as strings: this script is typed for Node (no DOM library in its program).
        await page.evaluate(`(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => requestAnimationFrame(() => r(null)));
          }
          window.scrollTo(0, 0);
        })()`);
        // The guide polls live state, so the network is never idle: wait for every image and font instead.
        await page.waitForFunction('[...document.images].every((i) => i.complete)', undefined, { timeout: 120_000 });
        await page.evaluate('document.fonts.ready.then(() => true)');
        const file = join(out, `${locale}${path.replaceAll('/', '_') || '_'}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
        console.info(file);
        await page.close();
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
