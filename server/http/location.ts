// Builds the Location of a redirect from a decoded, visitor-supplied path: every segment is percent-encoded again,
// so the header is plain ASCII (no CR/LF, NUL or bidi controls can reach it) and an encoded `?` or `#` stays in the path.

/** A `%` that does not start an escape, or any character a query may not carry as it is (RFC 3986: pchar, "/", "?"). */
const QUERY_UNSAFE = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/gu;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One path segment, percent-encoded (`寺廟` → `%E5%AF%BA%E5%BB%9F`, `a?b` → `a%3Fb`). */
export function encodeSegment(segment: string): string {
  return encodeURIComponent(segment.replace(LONE_SURROGATE, '\uFFFD')).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * A raw query string (with or without its leading `?`) made safe for a header: valid escapes and safe characters are
 * kept; anything else is escaped. Node hands over a raw URL's bytes as Latin-1 characters, so those are escaped
 * byte for byte, which keeps the visitor's UTF-8 intact.
 */
export function safeQuery(raw: string): string {
  const q = raw.startsWith('?') ? raw.slice(1) : raw;
  if (q === '') return '';
  return `?${q.replace(QUERY_UNSAFE, escapeChar)}`;
}

function escapeChar(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  if (code < 256) return `%${code.toString(16).toUpperCase().padStart(2, '0')}`;
  try {
    return encodeURIComponent(ch);
  } catch {
    return '%EF%BF%BD'; // a lone surrogate: the replacement character
  }
}

export interface LocationParts {
  locale: string;
  /** Decoded path segments after the locale. */
  segments: readonly string[];
  /** The request's raw query, `?…` or ''. */
  query?: string;
  hash?: string;
}

/** `/{locale}/{segments…}{?query}{#hash}`, every visitor-supplied part encoded. */
export function buildLocation({ locale, segments, query = '', hash }: LocationParts): string {
  const path = segments.map(encodeSegment).join('/');
  return `/${encodeSegment(locale)}${path ? `/${path}` : ''}${safeQuery(query)}${hash ? `#${encodeSegment(hash)}` : ''}`;
}
