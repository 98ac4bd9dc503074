// A catalogue's first part holds the messages of the code the home page runs first; the rest part holds the others;
// together they are the whole catalogue, and an unknown origin errs on the side of the first part.
import { describe, expect, it } from 'vitest';
import { loadersSource, splitMessages } from '../../../../scripts/bundle/catalogue-parts';

const messages = { a: 'Header', b: 'Footer', c: 'Map', d: 'Orphan', e: 'Shared' };
const origins = {
  a: ['src/layout/header/Header.tsx'],
  b: ['src/layout/footer/Footer.tsx'],
  c: ['src/map/MapView.tsx'],
  e: ['src/map/MapView.tsx', 'src/layout/header/Header.tsx'],
};
const first = new Set(['src/layout/header/Header.tsx', 'src/main.tsx']);

describe('splitting a catalogue', () => {
  it('puts a message first when any of its origins is first code', () => {
    expect(splitMessages(messages, origins, first, 'first')).toEqual({ a: 'Header', d: 'Orphan', e: 'Shared' });
  });

  it('leaves the others to the rest part', () => {
    expect(splitMessages(messages, origins, first, 'rest')).toEqual({ b: 'Footer', c: 'Map' });
  });

  it('loses and repeats nothing: the two parts are the whole catalogue', () => {
    const both = { ...splitMessages(messages, origins, first, 'first'), ...splitMessages(messages, origins, first, 'rest') };
    expect(both).toEqual(messages);
    const firstKeys = Object.keys(splitMessages(messages, origins, first, 'first'));
    expect(Object.keys(splitMessages(messages, origins, first, 'rest')).filter((k) => firstKeys.includes(k))).toEqual([]);
  });
});

describe('the loaders module', () => {
  it('imports each locale part on its own, so each becomes a chunk', () => {
    const source = loadersSource(['en', 'zh-hant']);
    expect(source).toContain(`"en": { first: () => import("virtual:catalogue/en/first"), rest: () => import("virtual:catalogue/en/rest") }`);
    expect(source).toContain(`"zh-hant": { first: () => import("virtual:catalogue/zh-hant/first")`);
    expect(source.match(/import\(/g)).toHaveLength(4);
  });
});
