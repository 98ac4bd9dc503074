// Turns a narration script into what the synthesiser should read: plain text, and kana for Japanese.
import type { Locale } from '#shared/locales';
import { htmlToText } from '#shared/html-text';
import { toKana } from './japanese';

export async function speakableText(text: string, language: Locale): Promise<string> {
  const plain = htmlToText(text).replace(/\s+/g, ' ').trim();
  return language === 'ja' ? toKana(plain) : plain;
}
