// A deterministic synthetic corpus for timing the site search on a realistic number of pages (npm run bench).
import type { SearchEntry } from '#shared/search/index';

const WORDS =
  'macao heritage temple church garden fortress museum festival food tart noodle harbour ferry bridge island coloane taipa cotai hotel casino show market street lane square ruins lighthouse hill park beach pier tower theatre gallery carnival dragon boat race parade fireworks lantern moon cake almond cookie coffee tea dim sum seafood curry porridge bakery village walk trail route bus light rail taxi airport border gate'.split(
    ' ',
  );

/** Deterministic pseudo-random pages (about 120 words each) for timing on a realistic corpus size. */
export function syntheticCorpus(count: number, locale = 'en'): SearchEntry[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = () => WORDS[Math.floor(next() * WORDS.length)]!;
  return Array.from({ length: count }, (_, i) => ({
    id: `syn-${i}`,
    type: 'article',
    link: `/${locale}/page/${i}`,
    title: `${pick()} ${pick()} ${pick()}`,
    names: [],
    text: Array.from({ length: 120 }, pick).join(' '),
    date: `20${String(10 + (i % 17))}-01-01`,
  }));
}
