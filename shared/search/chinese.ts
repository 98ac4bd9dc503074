// Folds Chinese characters to one written form, so 議事亭 (Traditional) and 议事亭 (Simplified) are the same search term.
import { ConverterFactory } from 'opencc-js/core';
import JP_SHINJITAI from 'opencc-js/dict/JPShinjitaiCharacters';
import HK_VARIANTS from 'opencc-js/dict/HKVariantsRev';
import TW_VARIANTS from 'opencc-js/dict/TWVariantsRev';
import TS_CHARACTERS from 'opencc-js/dict/TSCharacters';

const HAN = /\p{Script=Han}/u;
let convert: ((text: string) => string) | undefined;

/**
 * Character tables only (about 35 kB), not OpenCC's phrase dictionaries (1 MB): a search key needs every variant of a
 * character to land on one form, not a correct Simplified text. Japanese shinjitai (広) and Hong Kong or Taiwan
 * variants go to standard Traditional first, then everything to Simplified.
 */
export function foldHan(text: string): string {
  if (!HAN.test(text)) return text;
  convert ??= ConverterFactory([JP_SHINJITAI], [HK_VARIANTS, TW_VARIANTS], [TS_CHARACTERS]);
  return convert(text);
}
