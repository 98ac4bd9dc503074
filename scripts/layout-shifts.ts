// Lists every layout shift a page makes while it loads: `tsx scripts/layout-shifts.ts <base-url> [paths…] [--widths=390,1440] [--slow]`.
// Each shift prints its value and the nodes that moved (tag#id.class, old → new rect), so a shift can be traced to
// its cause and a fix proved. Paths default to the pages the issue measures, in en and ar. `--slow` throttles the
// network (a 3G-like profile) so late arrivals show as they do on a phone.
import { launchBrowser } from './browser';
import { measureShifts, shiftTotal } from './layout-shift-observer';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const positional = args.filter((a) => !a.startsWith('--'));
const base = positional[0];
if (!base) {
  console.error('usage: tsx scripts/layout-shifts.ts <base-url> [/en/path …] [--widths=390,1440] [--slow]');
  process.exit(2);
}
const PAGES = [
  '',
  'sightseeing/world-heritage',
  'sightseeing/world-heritage/a-ma-temple',
  'dining/restaurant',
  'blog/a-day-in-coloane',
  'barrier-free-access-guide',
];
const paths = positional.length > 1 ? positional.slice(1) : ['en', 'ar'].flatMap((l) => PAGES.map((p) => `/${l}/${p}`));
const widths = (flag('widths') ?? '390,1440').split(',').map(Number);
const slow = args.includes('--slow');

const browser = await launchBrowser();
let worst = 0;
try {
  for (const width of widths) {
    for (const path of paths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 800 ? 844 : 900 },
        isMobile: width < 800,
        hasTouch: width < 800,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      if (slow) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 });
      }
      const shifts = await measureShifts(page, new URL(path, base).toString());
      const total = shiftTotal(shifts);
      worst = Math.max(worst, total);
      console.info(`\n${width}px ${path}  CLS-sum ${total.toFixed(4)} (${shifts.length} shift${shifts.length === 1 ? '' : 's'})`);
      for (const s of shifts) {
        console.info(`  ${s.value.toFixed(4)} at ${s.time} ms${s.hadRecentInput ? ' (after input)' : ''}`);
        for (const src of s.sources) console.info(`      ${src}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.info(`\nworst page: ${worst.toFixed(4)}`);
