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

/** Where an archive's bodies start and what its index says, read from its first bytes. */
export interface ArchiveHead {
  entries: ArchiveEntry[];
  /** Offset of the first body. */
  bodiesAt: number;
}

/**
 * The archive's index from its first bytes: `{ need }` (how many first bytes it takes) when `head` is too short,
 * so a reader of a stored archive reads only its head, never the whole. Throws ArchiveError on anything malformed.
 */
export function readArchiveHead(head: Uint8Array): ArchiveHead | { need: number } {
  const magic = asciiBytes(ARCHIVE_MAGIC);
  if (head.length < magic.length + 2) return { need: magic.length + 32 };
  if (magic.some((b, i) => head[i] !== b)) throw new ArchiveError('Not a guide pack archive');
  const eol = head.indexOf(0x0a, magic.length);
  if (eol < 0) {
    if (head.length > magic.length + 20) throw new ArchiveError('Bad archive index length');
    return { need: magic.length + 32 };
  }
  const indexLength = Number(String.fromCharCode(...head.subarray(magic.length, eol)));
  if (!Number.isInteger(indexLength) || indexLength <= 0) throw new ArchiveError('Bad archive index length');
  const bodiesAt = eol + 1 + indexLength;
  if (head.length < bodiesAt) return { need: bodiesAt };
  let entries: ArchiveEntry[];
  try {
    let text = '';
    const raw = head.subarray(eol + 1, bodiesAt);
    // In slices: spreading a megabyte into one call overflows the stack.
    for (let i = 0; i < raw.length; i += 8192) text += String.fromCharCode(...raw.subarray(i, i + 8192));
    entries = JSON.parse(text) as ArchiveEntry[];
  } catch {
    throw new ArchiveError('Bad archive index');
  }
  if (!Array.isArray(entries)) throw new ArchiveError('Bad archive index');
  for (const entry of entries)
    if (typeof entry?.url !== 'string' || !Number.isInteger(entry.bytes) || entry.bytes < 0) throw new ArchiveError('Bad archive entry');
  return { entries, bodiesAt };
}

/** One saved answer's place in a stored archive: its bytes are [start, end) of the archive. */
export interface ArchiveSlice {
  start: number;
  end: number;
  type: string;
  etag?: string;
}

/**
 * Every URL (and alias) of an archive, keyed by `key` (packKey with the origin), with where its body lies: the
 * lookup the service worker answers a saved request with, cutting the stored archive instead of storing each answer.
 */
export function archiveSlices(head: ArchiveHead, key: (url: string) => string): Map<string, ArchiveSlice> {
  const out = new Map<string, ArchiveSlice>();
  let at = head.bodiesAt;
  for (const entry of head.entries) {
    const slice: ArchiveSlice = { start: at, end: at + entry.bytes, type: entry.type, ...(entry.etag ? { etag: entry.etag } : {}) };
    for (const url of [entry.url, ...(entry.aliases ?? [])]) out.set(key(url), slice);
    at += entry.bytes;
  }
  return out;
}

/** The archive's items (bodies are views into `bytes`, not copies). Throws ArchiveError on anything malformed. */
export function decodeArchive(bytes: Uint8Array): ArchiveItem[] {
  const head = readArchiveHead(bytes);
  if ('need' in head) throw new ArchiveError('Bad archive index length');
  let at = head.bodiesAt;
  const items = head.entries.map((entry) => {
    const body = bytes.subarray(at, at + entry.bytes);
    at += entry.bytes;
    return { entry, body };
  });
  if (at !== bytes.length) throw new ArchiveError(`Archive length ${bytes.length} does not match its index (${at})`);
  return items;
}
