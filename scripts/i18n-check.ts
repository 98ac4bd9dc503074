// `npm run i18n:check`: the catalogues are in step with the source and every enabled locale is translated (and the
// operator area's four catalogues, and the server's own catalogue with its compiled modules, likewise).
// Error-page texts (context "error-page") may stay empty in ar, es, it and pt: they fall back to English (SPEC §1).
// A pure check: it extracts into a copy of locales/ in a temporary folder and compares, so it writes nothing here.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import PO from 'pofile';
import { LOCALES, LOCALE_TABLE, DEFAULT_LOCALE } from '#shared/locales';

/** As OPERATOR_LOCALES in src/operator/locales.ts and lingui.operator.config.ts. */
const OPERATOR_LOCALES = ['en', 'zh-hant', 'zh-hans', 'pt'] as const;

/** The server's own catalogue (lingui.server.config.ts) and the modules compiled from it. */
const SERVER_CATALOGUES = 'server/i18n/locales';

const ENGLISH_ERROR_FALLBACK = new Set(['ar', 'es', 'it', 'pt']);

function main(): void {
  // 1. The catalogues must already contain every message of the source: extracting into a copy changes nothing.
  const copy = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  const problems: string[] = [];
  try {
    cpSync('locales', copy, { recursive: true });
    cpSync(SERVER_CATALOGUES, join(copy, 'server'), { recursive: true });
    for (const args of [
      ['lingui', 'extract', '--clean'],
      ['lingui', 'extract', '--clean', '--config', 'lingui.operator.config.ts'],
      ['lingui', 'extract', '--clean', '--config', 'lingui.server.config.ts'],
      // One worker: on a busy machine the worker threads miss their start-up timeout.
      ['lingui', 'compile', '--workers', '1', '--config', 'lingui.server.config.ts'],
    ]) {
      const r = spawnSync('npx', args, { encoding: 'utf8', env: { ...process.env, LINGUI_CATALOGUES: copy } });
      // Exiting here would skip the clean-up below: the error is reported with the others.
      if (r.status !== 0) throw new Error(`${args.join(' ')} failed:\n${r.stderr || r.stdout}`);
    }
    // Comments (source references) may differ; messages and translations may not.
    const norm = (s: string) => s.replace(/^#.*$/gm, '').replace(/\n{2,}/g, '\n');
    const files: [string, string][] = [
      ...LOCALES.map((l): [string, string] => [`${l}/messages.po`, `locales/${l}/messages.po`]),
      ...OPERATOR_LOCALES.map((l): [string, string] => [`operator/${l}.po`, `locales/operator/${l}.po`]),
      ...LOCALES.flatMap((l): [string, string][] => [
        [`server/${l}.po`, `${SERVER_CATALOGUES}/${l}.po`],
        [`server/${l}.ts`, `${SERVER_CATALOGUES}/${l}.ts`],
      ]),
    ];
    for (const [copied, file] of files) {
      if (norm(readFileSync(join(copy, copied), 'utf8')) !== norm(readFileSync(file, 'utf8')))
        problems.push(`${file} is out of date with the source: commit the result of "npm run i18n:extract".`);
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
    return;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  // The operator area's own catalogues (en, zh-hant, zh-hans, pt) are fully translated.
  for (const l of OPERATOR_LOCALES) {
    if (l === 'en') continue;
    const file = `locales/operator/${l}.po`;
    for (const item of PO.parse(readFileSync(file, 'utf8')).items)
      if (item.msgid !== '' && item.msgstr.join('').trim() === '') problems.push(`${file}: missing translation for ${JSON.stringify(item.msgid)}`);
  }
  // 2. Every enabled locale (and ru, ready to enable) translates every message, the server's too.
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    for (const item of PO.parse(readFileSync(`${SERVER_CATALOGUES}/${locale}.po`, 'utf8')).items)
      if (item.msgid !== '' && item.msgstr.join('').trim() === '')
        problems.push(`${SERVER_CATALOGUES}/${locale}.po: missing translation for ${JSON.stringify(item.msgid)}`);
    // The header entry (empty msgid) is no message.
    const entries = PO.parse(readFileSync(`locales/${locale}/messages.po`, 'utf8'))
      .items.filter((item) => item.msgid !== '')
      .map((item) => ({ msgctxt: item.msgctxt, msgid: item.msgid, msgstr: item.msgstr.join('') }));
    for (const e of entries) {
      if (e.msgstr.trim() !== '') continue;
      if (e.msgctxt === 'error-page' && ENGLISH_ERROR_FALLBACK.has(locale)) continue;
      const flag = LOCALE_TABLE[locale].disable ? ' (disabled locale)' : '';
      problems.push(`locales/${locale}/messages.po${flag}: missing translation for ${JSON.stringify(e.msgid)}`);
    }
    for (const e of entries) {
      if (e.msgctxt === 'error-page' && ENGLISH_ERROR_FALLBACK.has(locale) && e.msgstr.trim() !== '') {
        problems.push(`locales/${locale}/messages.po: error-page text ${JSON.stringify(e.msgid)} must stay empty (SPEC §1: falls back to English)`);
      }
    }
  }
  // 3. No catalogue carries what a merge left behind: a conflict marker inside a translation reaches visitors.
  for (const file of [
    ...LOCALES.map((l) => `locales/${l}/messages.po`),
    ...OPERATOR_LOCALES.map((l) => `locales/operator/${l}.po`),
    ...LOCALES.map((l) => `${SERVER_CATALOGUES}/${l}.po`),
  ]) {
    for (const item of PO.parse(readFileSync(file, 'utf8')).items) {
      const text = [item.msgid, ...item.msgstr].join('\n');
      if (/(?:^|\n|[^=<>])(?:<{7}|={7}|>{7})(?:[^=<>]|$)/.test(text)) problems.push(`${file}: merge conflict marker in ${JSON.stringify(item.msgid)}`);
    }
  }
  if (problems.length) {
    console.error(problems.slice(0, 60).join('\n'));
    if (problems.length > 60) console.error(`… and ${problems.length - 60} more`);
    console.error(`\ni18n:check failed: ${problems.length} problem(s).`);
    process.exit(1);
  }
  console.info(
    `i18n:check passed: ${LOCALES.length} catalogues, ${OPERATOR_LOCALES.length} operator catalogues and ${LOCALES.length} server catalogues complete.`,
  );
}

main();
