// `npm run lighthouse`: Lighthouse scores of key pages of the production build (Debian Chromium, headless).
// Usage: tsx scripts/lighthouse.ts [path …]   (default: /en /ar /en/sightseeing/world-heritage)
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 4398;
const BASE = `http://127.0.0.1:${PORT}`;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/en', '/ar', '/en/sightseeing/world-heritage'];
const FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-sync --disable-quic';

const server = spawn('npx', ['tsx', 'server/index.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
  stdio: 'inherit',
  detached: true,
});
try {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${BASE}/api/weather`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const out = mkdtempSync(join(tmpdir(), 'lh-'));
  const rows: string[] = [];
  for (const path of paths) {
    const file = join(out, `${path.replace(/\W+/g, '_')}.json`);
    const r = spawnSync(
      'npx',
      [
        'lighthouse',
        `${BASE}${path}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${FLAGS}`,
        '--output=json',
        `--output-path=${file}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: 'inherit' },
    );
    if (r.status !== 0) throw new Error(`lighthouse failed for ${path}`);
    const report = JSON.parse(readFileSync(file, 'utf8')) as { categories: Record<string, { score: number | null }> };
    const score = (k: string) => String(Math.round((report.categories[k]?.score ?? 0) * 100));
    rows.push(`| ${path} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} |`);
  }
  console.info('| page | performance | accessibility | best practices | SEO |\n| --- | --- | --- | --- | --- |\n' + rows.join('\n'));
} finally {
  process.kill(-server.pid!, 'SIGTERM');
}
