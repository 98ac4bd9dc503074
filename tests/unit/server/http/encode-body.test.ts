import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodeBody } from '../../../../server/http/encode-body';

const page = '<p>Macao</p>'.repeat(500);

describe('encodeBody', () => {
  it('prefers brotli, then gzip, and the text as is otherwise', async () => {
    const br = await encodeBody(page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(page);
    const gz = await encodeBody(page, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(page);
    expect(await encodeBody(page, undefined)).toEqual({ body: page });
  });

  it('leaves a tiny body alone', async () => {
    expect(await encodeBody('<p>hi</p>', 'br')).toEqual({ body: '<p>hi</p>' });
  });
});
