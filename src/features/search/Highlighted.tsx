// Renders search-engine text with its <b> matches as <mark>, without injecting HTML.
import { highlightParts } from './search-rules';

export function Highlighted({ html }: { html: string }) {
  return <>{highlightParts(html).map((p, i) => (p.bold ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}</>;
}
