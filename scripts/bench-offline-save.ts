// Bench part of issue 30: "Save Macao for offline" (en, from an empty browser) timed against downloading the same
// number of bytes as one file, on the loopback and on a link shaped to 10 Mbit/s with 100 ms latency (CDP
// Network.emulateNetworkConditions), with the save's requests counted. Goals: ratio ≤ 1.5, requests ≤ 50.
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';

/** A file of random bytes (incompressible) in the build folder, served like any build file, range-capable. */
export const ONE_FILE = 'bench-one-file.bin';
const ONE_FILE_BYTES = 40_000_000;

export function writeOneFile(distDir: string): () => void {
  const path = join(distDir, ONE_FILE);
  writeFileSync(path, randomBytes(ONE_FILE_BYTES));
  return () => rmSync(path, { force: true });
}

const LINKS = [
  { name: 'loopback', shape: undefined },
  // Throughput in bytes per second.
  { name: '10 Mbit/s, 100 ms', shape: { offline: false, latency: 100, downloadThroughput: 10_000_000 / 8, uploadThroughput: 10_000_000 / 8 } },
] as const;

/** What a request of the save is for: a part archive, the manifest, a live answer fetched alone, or anything else. */
export function requestKind(url: string): 'part' | 'manifest' | 'other' {
  const path = new URL(url).pathname;
  if (path.startsWith('/api/offline/part/')) return 'part';
  if (path === '/api/offline/manifest') return 'manifest';
  return 'other';
}

/**
 * Counts every request the page sent while saving (a save's requests and anything else the page asked for meanwhile:
 * all are what the line carries) and the bytes they brought as received on the wire.
 */
function meter(cdp: CDPSession): { requests: () => Record<'part' | 'manifest' | 'other', number>; bytes: () => number } {
  const requests = { part: 0, manifest: 0, other: 0 };
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (e: { request: { url: string } }) => (requests[requestKind(e.request.url)] += 1));
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (bytes += e.encodedDataLength));
  return { requests: () => ({ ...requests }), bytes: () => bytes };
}

export async function offlineSaveRows(browser: Browser, base: string): Promise<string[][]> {
  const rows: string[][] = [];
  for (const link of LINKS) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/en/offline`);
    await page.getByText(/^Size: /).waitFor({ timeout: 180_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // No HTTP cache: the one file is read from the server as the parts were.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (link.shape) await cdp.send('Network.emulateNetworkConditions', link.shape);
    const m = meter(cdp);
    const start = Date.now();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/^Saved on /).waitFor({ timeout: 600_000 });
    const save = (Date.now() - start) / 1000;
    const requests = m.requests();
    const bytes = m.bytes();
    // The same number of bytes as one download, through the same shaped link, from the same server.
    const one = await page.evaluate(
      async ({ url, n }) => {
        const t = performance.now();
        const res = await fetch(url, { headers: { Range: `bytes=0-${n - 1}`, 'x-guide-network-only': '1' } });
        const got = (await res.arrayBuffer()).byteLength;
        return { seconds: (performance.now() - t) / 1000, got };
      },
      { url: `/${ONE_FILE}`, n: Math.min(bytes, ONE_FILE_BYTES) },
    );
    const total = requests.part + requests.manifest + requests.other;
    rows.push([
      link.name,
      `${total} (${requests.part} parts, ${requests.manifest} manifest, ${requests.other} other)`,
      `${(bytes / 1_000_000).toFixed(2)} MB`,
      `${save.toFixed(1)} s`,
      `${one.seconds.toFixed(1)} s (${(one.got / 1_000_000).toFixed(2)} MB)`,
      `${(save / one.seconds).toFixed(2)}`,
    ]);
    await cdp.detach();
    await context.close();
  }
  return rows;
}

export const OFFLINE_SAVE_HEAD = ['link', 'requests (goal ≤ 50)', 'bytes received', 'whole-guide save', 'same bytes as one file', 'ratio (goal ≤ 1.5)'];
