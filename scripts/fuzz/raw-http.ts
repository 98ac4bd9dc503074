// A raw HTTP/1.1 client for the fuzz run: sends exactly the bytes given (odd methods, raw control bytes in the
// target, broken bodies), reads the answer until the server closes, and decodes it for the leak checks.
import net from 'node:net';
import zlib from 'node:zlib';

export interface RawAnswer {
  /** 0 when the connection closed without an answer. */
  status: number;
  headers: [string, string][];
  /** The body as text, de-chunked and decompressed where possible, cut at `maxBytes`. */
  text: string;
  error?: string;
}

export interface RawRequest {
  method: string;
  /** The request target as bytes (latin1 for a string), sent unescaped. */
  target: string | Buffer;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function encodeRequest({ method, target, headers = {}, body }: RawRequest): Buffer {
  const bodyBytes = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  const lines = [`Host: 127.0.0.1`, 'Connection: close'];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  if (bodyBytes && !Object.keys(headers).some((k) => /^(content-length|transfer-encoding)$/i.test(k))) lines.push(`Content-Length: ${bodyBytes.length}`);
  const head = Buffer.concat([
    Buffer.from(`${method} `, 'latin1'),
    Buffer.isBuffer(target) ? target : Buffer.from(target, 'latin1'),
    Buffer.from(` HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`, 'latin1'),
  ]);
  return bodyBytes ? Buffer.concat([head, bodyBytes]) : head;
}

function dechunk(b: Buffer): Buffer {
  const parts: Buffer[] = [];
  let i = 0;
  while (i < b.length) {
    const eol = b.indexOf('\r\n', i);
    if (eol < 0) break;
    const size = parseInt(b.subarray(i, eol).toString('latin1'), 16);
    if (!Number.isFinite(size) || size <= 0) break;
    parts.push(b.subarray(eol + 2, eol + 2 + size));
    i = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function decode(body: Buffer, headers: [string, string][]): string {
  const h = (name: string) => headers.find(([k]) => k === name)?.[1] ?? '';
  let b = /chunked/i.test(h('transfer-encoding')) ? dechunk(body) : body;
  try {
    const enc = h('content-encoding');
    if (/gzip/i.test(enc)) b = zlib.gunzipSync(b);
    else if (/br/i.test(enc)) b = zlib.brotliDecompressSync(b);
    else if (/deflate/i.test(enc)) b = zlib.inflateSync(b);
  } catch {
    // A body cut at maxBytes does not decompress; the raw bytes are still scanned.
  }
  return b.toString('latin1');
}

export function send(port: number, bytes: Buffer, { timeoutMs = 20_000, maxBytes = 2 * 1024 * 1024 } = {}): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const socket = net.connect(port, '127.0.0.1');
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      let all = Buffer.concat(chunks);
      // An interim answer (100 Continue) comes before the real one.
      while (/^HTTP\/1\.[01] 1\d\d /.test(all.subarray(0, 16).toString('latin1')) && all.indexOf('\r\n\r\n') >= 0)
        all = all.subarray(all.indexOf('\r\n\r\n') + 4);
      const split = all.indexOf('\r\n\r\n');
      const head = (split >= 0 ? all.subarray(0, split) : all).toString('latin1');
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      const headers = head
        .split('\r\n')
        .slice(1)
        .map((l): [string, string] => {
          const c = l.indexOf(':');
          return [l.slice(0, c).trim().toLowerCase(), l.slice(c + 1).trim()];
        });
      resolve({ status: m ? Number(m[1]) : 0, headers, text: split >= 0 ? decode(all.subarray(split + 4), headers) : '', ...(error ? { error } : {}) });
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    // Not end(): a half-closed socket may be dropped by the server before it answers.
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (d: Buffer) => {
      chunks.push(d);
      size += d.length;
      if (size > maxBytes) finish();
    });
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    socket.on('error', (e) => finish(e.message));
  });
}
