// Japanese text to katakana readings (kuromoji's dictionary), because eSpeak NG reads kana but not kanji.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import kuromoji, { type IpadicFeatures, type Tokenizer } from 'kuromoji';

let tokenizer: Promise<Tokenizer<IpadicFeatures>> | undefined;

function loadTokenizer(): Promise<Tokenizer<IpadicFeatures>> {
  tokenizer ??= new Promise((resolve, reject) => {
    const dicPath = join(dirname(createRequire(import.meta.url).resolve('kuromoji/package.json')), 'dict');
    kuromoji.builder({ dicPath }).build((err, t) => (err ? reject(err) : resolve(t)));
  });
  return tokenizer;
}

/** Each word replaced by its reading; words the dictionary does not know (names, numbers, Latin) stay as written. */
export async function toKana(text: string): Promise<string> {
  const t = await loadTokenizer();
  return t
    .tokenize(text)
    .map((tok) => (tok.reading && tok.reading !== '*' ? tok.reading : tok.surface_form))
    .join('');
}
