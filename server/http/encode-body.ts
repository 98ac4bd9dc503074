// Compresses a body made per response (a rendered page) for the encodings the client accepts: brotli, else gzip.
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface EncodedBody {
  body: Buffer | string;
  encoding?: 'br' | 'gzip';
}

/** Brotli at a middle quality: pages are compressed on every response, so speed counts as much as size. */
export async function encodeBody(text: string, acceptEncoding: string | undefined): Promise<EncodedBody> {
  const accepts = acceptEncoding ?? '';
  if (text.length < 1024) return { body: text };
  if (/\bbr\b/.test(accepts)) {
    const body = await brotliAsync(Buffer.from(text), { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: text.length } });
    return { body, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepts)) return { body: await gzipAsync(Buffer.from(text), { level: 6 }), encoding: 'gzip' };
  return { body: text };
}
