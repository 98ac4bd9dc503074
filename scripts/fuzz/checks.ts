// What no answer may contain, whatever was asked: a 5xx, a stack trace, an internal error code, the server's own
// paths or files, or a header the visitor injected.
import type { RawAnswer } from './raw-http';

const STACK = /\n\s+at [^\n]*(\(|\/|node:)/;
const INTERNAL_CODE = /\b(FST_[A-Z0-9_]+|ERR_[A-Z0-9_]{3,}|SQLITE_[A-Z_]+|E(?:NOENT|ACCES|ISDIR|PERM)\b)/;
/** Content of files that must never be served: system files, the store, the repository's own sources. */
const FILE_MARKERS = ['root:x:0:0', 'SQLite format 3', '"devDependencies"', 'FastifyInstance', 'better-sqlite3', 'BEGIN PRIVATE KEY'];

export function problemsOf(answer: RawAnswer, repoRoot: string): string[] {
  const out: string[] = [];
  if (answer.status >= 500) out.push(`status ${answer.status}`);
  const text = answer.text;
  if (STACK.test(text)) out.push('stack trace in the body');
  const code = INTERNAL_CODE.exec(text);
  // Built scripts may legitimately mention such words; only error answers are held to it.
  if (code && answer.status >= 400) out.push(`internal code ${code[1]} in the body`);
  if (text.includes(repoRoot)) out.push('server path in the body');
  for (const marker of FILE_MARKERS) if (text.includes(marker)) out.push(`file content (${marker}) in the body`);
  for (const [name, value] of answer.headers) {
    if (name === 'set-cookie') out.push('Set-Cookie header (none is ever set)');
    if (name === 'x-injected') out.push('injected header');
    if (name === 'location' && /[^\x21-\x7e]/.test(value)) out.push('Location with raw bytes');
  }
  return out;
}
