// `npm run content:check`: translation coverage of content/ per locale and field; fails when an enabled locale is
// below 100 % anywhere (disabled locales such as ru are reported, not enforced). Then source coverage: fails when a
// factual field (address, phone, hours, price, licence, award, event dates, stars, website) has no source covering
// it. CONTENT_CHECK=report prints both tables and exits 0; CONTENT_SOURCES=report relaxes the sources part only,
// for a branch whose sourced data has not landed yet. Strict is the default (what `npm test` runs).
import fs from 'node:fs';
import path from 'node:path';
import { ENABLED_LOCALES, LOCALES } from '#shared/locales';
import { collectCoverage, coverageTable, shortfalls, type ContentFile } from '../server/import/coverage';
import { collectSourceCoverage, sourceCoverageTable } from '../server/import/source-coverage';

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
const files = jsonFiles(dir);
const coverage = collectCoverage(files);
console.info(coverageTable(coverage, LOCALES, ENABLED_LOCALES));
const short = shortfalls(coverage, ENABLED_LOCALES);
const fields = new Set(short.map((s) => s.field));
console.info(
  `\n${coverage.length - fields.size} of ${coverage.length} fields complete in all ${ENABLED_LOCALES.length} enabled locales` +
    (short.length ? `; ${fields.size} fields short in ${new Set(short.map((s) => s.locale)).size} locales` : '') +
    ` (columns ending in - are not enforced).`,
);
let failed = false;
if (short.length) {
  if (process.env.CONTENT_CHECK === 'report') console.info('content:check: not enforced (CONTENT_CHECK=report).');
  else {
    console.error('content:check failed: every visitor-facing field must be written in every enabled locale.');
    failed = true;
  }
}

const sources = collectSourceCoverage(files);
console.info(`\nSource coverage (content/FORMAT.md, "Sources"):\n${sourceCoverageTable(sources)}`);
if (sources.unsourced.length) {
  const records = new Set(sources.unsourced.map((u) => `${u.file}\u0000${u.id}`)).size;
  const relaxed = process.env.CONTENT_CHECK === 'report' || process.env.CONTENT_SOURCES === 'report';
  const message = `${sources.unsourced.length} facts in ${records} records have no source covering them`;
  if (relaxed) console.info(`content:check: ${message}; not enforced (CONTENT_SOURCES=report).`);
  else {
    console.error(`content:check failed: ${message} (add a source that lists the fact, or remove the field).`);
    failed = true;
  }
}
if (failed) process.exit(1);
