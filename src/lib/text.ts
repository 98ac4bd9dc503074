// Small text helpers for plain rendering of content HTML.

/** HTML to plain text (tags dropped, basic entities decoded, whitespace collapsed). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function excerptPlain(html: string, max: number): string {
  const text = htmlToText(html);
  return text.length > max ? `${[...text].slice(0, max).join('').trimEnd()}…` : text;
}
