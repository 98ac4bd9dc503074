// Compares two folders of screenshots from scripts/css-shots.ts with pixelmatch: `tsx scripts/css-compare.ts <a> <b>`.
// Prints each page's differing pixels (and writes a diff image beside b's where any differ); exits 1 on a difference.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: tsx scripts/css-compare.ts <before-dir> <after-dir>');
  process.exit(2);
}
let failed = false;
for (const name of readdirSync(a).filter((f) => f.endsWith('.png') && !f.endsWith('.diff.png'))) {
  const x = PNG.sync.read(readFileSync(join(a, name)));
  const y = PNG.sync.read(readFileSync(join(b, name)));
  if (x.width !== y.width || x.height !== y.height) {
    console.info(`${name}: size ${x.width}×${x.height} → ${y.width}×${y.height}`);
    failed = true;
    continue;
  }
  const diff = new PNG({ width: x.width, height: x.height });
  const n = pixelmatch(x.data, y.data, diff.data, x.width, x.height, { threshold: 0 });
  console.info(`${name}: ${n} pixels differ (${x.width}×${x.height})`);
  if (n > 0) {
    writeFileSync(join(b, name.replace(/\.png$/, '.diff.png')), PNG.sync.write(diff));
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
