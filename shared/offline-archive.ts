// The offline pack's part archive (issue 30): many saved answers in one download. The server writes it
// (server/offline/parts.ts), the app reads it (src/api/pack-parts.ts) after checking its size and SHA-256.
// Layout: the magic line, the index's length in bytes as a decimal line, the index (JSON, ASCII only), then every
// body in index order, back to back. No library format: a tar needs 512-byte headers per entry and a reader in the
// app's bundle, this needs neither.

export const ARCHIVE_MAGIC = 'GUIDEPACK1\n';

/** One saved answer in an archive: where it is stored and the headers it is stored with. */
export interface ArchiveEntry {
  url: string;
  /** Further URLs answering the same body (stored under each). */
  aliases?: string[];
  etag?: string;
  type: string;
  bytes: number;
}

export interface ArchiveItem {
  entry: ArchiveEntry;
  body: Uint8Array;
}

/** JSON with every non-ASCII character escaped: one byte per character, so no text encoder is needed either side. */
const asciiJson = (value: unknown): string => JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const asciiBytes = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));

export function encodeArchive(items: readonly ArchiveItem[]): Uint8Array {
  const index = asciiBytes(asciiJson(items.map(({ entry, body }) => ({ ...entry, bytes: body.length }))));
  const head = asciiBytes(`${ARCHIVE_MAGIC}${index.length}\n`);
  const out = new Uint8Array(head.length + index.length + items.reduce((n, i) => n + i.body.length, 0));
  out.set(head, 0);
  out.set(index, head.length);
  let at = head.length + index.length;
  for (const { body } of items) {
    out.set(body, at);
    at += body.length;
  }
  return out;
}

export class ArchiveError extends Error {}

/** The archive's items (bodies are views into `bytes`, not copies). Throws ArchiveError on anything malformed. */
export function decodeArchive(bytes: Uint8Array): ArchiveItem[] {
  const magic = asciiBytes(ARCHIVE_MAGIC);
  if (bytes.length < magic.length || magic.some((b, i) => bytes[i] !== b)) throw new ArchiveError('Not a guide pack archive');
  const eol = bytes.indexOf(0x0a, magic.length);
  const indexLength = eol > 0 ? Number(String.fromCharCode(...bytes.subarray(magic.length, eol))) : NaN;
  if (!Number.isInteger(indexLength) || indexLength <= 0 || eol + 1 + indexLength > bytes.length) throw new ArchiveError('Bad archive index length');
  let entries: ArchiveEntry[];
  try {
    let text = '';
    const raw = bytes.subarray(eol + 1, eol + 1 + indexLength);
    // In slices: spreading a megabyte into one call overflows the stack.
    for (let i = 0; i < raw.length; i += 8192) text += String.fromCharCode(...raw.subarray(i, i + 8192));
    entries = JSON.parse(text) as ArchiveEntry[];
  } catch {
    throw new ArchiveError('Bad archive index');
  }
  if (!Array.isArray(entries)) throw new ArchiveError('Bad archive index');
  let at = eol + 1 + indexLength;
  const items = entries.map((entry) => {
    if (typeof entry?.url !== 'string' || !Number.isInteger(entry.bytes) || entry.bytes < 0) throw new ArchiveError('Bad archive entry');
    const body = bytes.subarray(at, at + entry.bytes);
    at += entry.bytes;
    return { entry, body };
  });
  if (at !== bytes.length) throw new ArchiveError(`Archive length ${bytes.length} does not match its index (${at})`);
  return items;
}
