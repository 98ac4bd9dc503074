// Writes .br and .gz beside every compressible file of the build (once, at the best ratio), so the server sends
// them as they are (@fastify/static preCompressed) instead of compressing a megabyte of script on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this, compression saves less than a packet. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(p);
    else if (COMPRESSIBLE.test(entry.name)) yield p;
  }
}

export function precompress(dir: string): { files: number; bytes: number; br: number } {
  let count = 0;
  let bytes = 0;
  let br = 0;
  for (const file of files(dir)) {
    if (statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
    bytes += body.length;
    br += brotli.length;
  }
  return { files: count, bytes, br };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const r = precompress(dir);
  console.log(`precompress: ${r.files} files in ${dir}, ${(r.bytes / 1024).toFixed(0)} KB → ${(r.br / 1024).toFixed(0)} KB brotli`);
}
