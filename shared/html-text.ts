// HTML to plain text, the one way: for excerpts, search entries, spoken guides, PDFs, calendar files, share
// previews and the operator's announcement list. Entities are decoded by `entities` (every named entity of the
// HTML standard, numeric references, and the legacy forms without a semicolon), never by a hand-kept table.
import { decodeHTML } from 'entities/decode';

// Tags that separate words; other (inline) tags are removed without adding a space, so "W<b>or</b>d" stays one word.
const BLOCK_TAG = /<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|td|th|table|section|article|header|footer|blockquote|figure|figcaption|hr|img|dd|dt|dl)\b[^>]*>/gi;

/** The text an HTML fragment's entities stand for ("&amp;" → "&", "&#x6FB3;" → "澳"). */
export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

/** HTML → one line of plain text: comments, scripts and styles dropped, blocks separated by a space, spaces collapsed. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
