// A tiny well-formedness checker for the SVG the media route emits: balanced tags, quoted unique attributes, escaped text.

export function xmlProblems(doc: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
  let i = 0;
  let roots = 0;
  while (i < doc.length) {
    const lt = doc.indexOf('<', i);
    const text = doc.slice(i, lt === -1 ? doc.length : lt);
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text) || text.includes('>')) problems.push(`bad text near ${i}`);
    if (lt === -1) break;
    if (stack.length === 0 && text.trim()) problems.push(`text outside the root near ${i}`);
    tag.lastIndex = lt;
    const m = tag.exec(doc);
    if (!m) {
      problems.push(`malformed tag at ${lt}: ${doc.slice(lt, lt + 40)}`);
      break;
    }
    const [, close, name, attrs, selfClose] = m;
    const names = [...attrs!.matchAll(/([\w:-]+)\s*=/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) problems.push(`duplicate attribute in <${name}>`);
    if (close) {
      if (stack.pop() !== name) problems.push(`unbalanced </${name}> at ${lt}`);
    } else if (!selfClose) {
      if (stack.length === 0) roots++;
      stack.push(name!);
    } else if (stack.length === 0) roots++;
    i = tag.lastIndex;
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(' > ')}`);
  if (roots !== 1) problems.push(`expected one root element, found ${roots}`);
  return problems;
}
