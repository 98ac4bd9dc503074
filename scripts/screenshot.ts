// Takes screenshots of pages for review: `tsx scripts/screenshot.ts <url> <out.png> [width] [fullPage]`.
import { launchBrowser } from './browser';

const [url, out, width = '1440', full = 'full'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: tsx scripts/screenshot.ts <url> <out.png> [width] [full|fold]');
  process.exit(2);
}
const browser = await launchBrowser();
const w = Number(width);
const context = await browser.newContext({ viewport: { width: w, height: w < 800 ? 844 : 900 }, deviceScaleFactor: 1, isMobile: w < 800, hasTouch: w < 800 });
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
page.on('pageerror', (e) => console.error('pageerror:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close();
console.log(out);
