// `entities/decode` as the browser build sees it (vite.config.ts aliases it there): the browser's own HTML parser
// decodes every entity the standard names, so the pages need not carry the decoder's 30 KB table. A textarea's
// content is parsed as text (RCDATA): entities are decoded, markup stays text and nothing runs.
let area: HTMLTextAreaElement | undefined;

export function decodeHTML(text: string): string {
  if (!text.includes('&')) return text;
  area ??= document.createElement('textarea');
  area.innerHTML = text;
  return area.value;
}
