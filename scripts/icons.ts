// Renders the favicon and the PWA icons into public/ from the guide's mark (run: npx tsx scripts/icons.ts). The web
// manifests take their colours from the brand themselves (shared/web-manifest.ts).

import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { badgeSvg, markSvg } from '../server/media/brand-mark';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const icons = join(root, 'public', 'icons');
mkdirSync(icons, { recursive: true });

const png = (svg: string, size: number): Buffer => new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render().asPng();

const plain = markSvg();
const maskable = markSvg({ maskable: true });
const outputs: [string, Buffer | string][] = [
  [join(root, 'public', 'favicon.svg'), `${plain}\n`],
  [join(icons, 'icon-192.png'), png(plain, 192)],
  [join(icons, 'icon-512.png'), png(plain, 512)],
  [join(icons, 'maskable-512.png'), png(maskable, 512)],
  // iOS draws its own rounded corners and shows transparency as black, so the touch icon is the full-bleed variant.
  [join(icons, 'apple-touch-icon.png'), png(maskable, 180)],
  // The small monochrome mark Android shows in the status bar beside a push notification.
  [join(icons, 'badge-96.png'), png(badgeSvg(), 96)],
];
for (const [file, data] of outputs) {
  writeFileSync(file, data);
  console.log(`wrote ${file.slice(root.length + 1)} (${data.length} bytes)`);
}
