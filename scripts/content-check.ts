// `npm run content:check`: translation coverage of content/ per locale and field; fails when an enabled locale is
// below 100 % anywhere (disabled locales such as ru are reported, not enforced). CONTENT_CHECK=report prints the
// same table and exits 0, for a branch that runs the other gates before its translations have landed.
import fs from 'node:fs';
import path from 'node:path';
import { ENABLED_LOCALES, LOCALES } from '#shared/locales';
import { collectCoverage, coverageTable, shortfalls, type ContentFile } from '../server/import/coverage';

function jsonFiles(dir: string, rel = ''): ContentFile[] {
  const out: ContentFile[] = [];
  for (const d of fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const r = rel ? `${rel}/${d.name}` : d.name;
    if (d.isDirectory()) out.push(...jsonFiles(dir, r));
    else if (d.name.endsWith('.json')) out.push({ path: r, value: JSON.parse(fs.readFileSync(path.join(dir, r), 'utf8')) as unknown });
  }
  return out;
}

const dir = process.env.CONTENT_DIR ?? 'content';
const coverage = collectCoverage(jsonFiles(dir));
console.info(coverageTable(coverage, LOCALES, ENABLED_LOCALES));
const short = shortfalls(coverage, ENABLED_LOCALES);
const fields = new Set(short.map((s) => s.field));
console.info(
  `\n${coverage.length - fields.size} of ${coverage.length} fields complete in all ${ENABLED_LOCALES.length} enabled locales` +
    (short.length ? `; ${fields.size} fields short in ${new Set(short.map((s) => s.locale)).size} locales` : '') +
    ` (columns ending in - are not enforced).`,
);
if (short.length) {
  if (process.env.CONTENT_CHECK === 'report') console.info('content:check: not enforced (CONTENT_CHECK=report).');
  else {
    console.error('content:check failed: every visitor-facing field must be written in every enabled locale.');
    process.exit(1);
  }
}
