// `npm run i18n:check`: the catalogues are in step with the source and every enabled locale is translated (and the
// operator area's four catalogues likewise).
// Error-page texts (context "error-page") may stay empty in ar, es, it and pt: they fall back to English (SPEC §1).
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import PO from 'pofile';
import { LOCALES, LOCALE_TABLE, DEFAULT_LOCALE } from '#shared/locales';

/** As OPERATOR_LOCALES in src/operator/locales.ts and lingui.operator.config.ts. */
const OPERATOR_LOCALES = ['en', 'zh-hant', 'zh-hans', 'pt'] as const;

const ENGLISH_ERROR_FALLBACK = new Set(['ar', 'es', 'it', 'pt']);

function main(): void {
  // 1. The catalogues must already contain every message of the source.
  const before = LOCALES.map((l) => readFileSync(`locales/${l}/messages.po`, 'utf8'));
  const operatorBefore = OPERATOR_LOCALES.map((l) => readFileSync(`locales/operator/${l}.po`, 'utf8'));
  for (const args of [
    ['lingui', 'extract', '--clean'],
    ['lingui', 'extract', '--clean', '--config', 'lingui.operator.config.ts'],
  ]) {
    const r = spawnSync('npx', args, { encoding: 'utf8' });
    if (r.status !== 0) {
      console.error(r.stderr || r.stdout);
      process.exit(1);
    }
  }
  const problems: string[] = [];
  // The operator area's own catalogues (en, zh-hant, zh-hans, pt): in step with src/operator and fully translated.
  OPERATOR_LOCALES.forEach((l, i) => {
    const file = `locales/operator/${l}.po`;
    const after = readFileSync(file, 'utf8');
    const norm = (s: string) => s.replace(/^#.*$/gm, '').replace(/\n{2,}/g, '\n');
    if (norm(after) !== norm(operatorBefore[i]!)) problems.push(`${file} was out of date with the source: commit the result of "npm run i18n:extract".`);
    if (l === 'en') return;
    for (const item of PO.parse(after).items)
      if (item.msgid !== '' && item.msgstr.join('').trim() === '') problems.push(`${file}: missing translation for ${JSON.stringify(item.msgid)}`);
  });
  LOCALES.forEach((l, i) => {
    const after = readFileSync(`locales/${l}/messages.po`, 'utf8');
    const norm = (s: string) => s.replace(/^#.*$/gm, '').replace(/\n{2,}/g, '\n');
    if (norm(after) !== norm(before[i]!))
      problems.push(`locales/${l}/messages.po was out of date with the source: commit the result of "npm run i18n:extract".`);
  });
  // 2. Every enabled locale (and ru, ready to enable) translates every message.
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
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
  for (const file of [...LOCALES.map((l) => `locales/${l}/messages.po`), ...OPERATOR_LOCALES.map((l) => `locales/operator/${l}.po`)]) {
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
  console.info(`i18n:check passed: ${LOCALES.length} catalogues and ${OPERATOR_LOCALES.length} operator catalogues complete.`);
}

main();
