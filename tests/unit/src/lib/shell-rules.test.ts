import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressFinishDelay } from '../../../../src/lib/progress';
import { closeModal, mountModal, openModal, unmountModal, type ModalRegistry } from '../../../../src/lib/modal-rules';
import { buildUitQuery, createUitBatcher } from '../../../../src/lib/uit-batch';
import { parseCookies, serializeCookie } from '#shared/cookies';
import { availableLocales, recordStatus, splitLocalePath } from '../../../../src/lib/page-status';
import { keepsScrollPosition } from '../../../../src/lib/scroll';
import { safeExternalUrl } from '../../../../src/lib/external-link';
import { classifyChunkFailure, isChunkLoadError } from '../../../../src/lib/chunk-error';
import { hasChatbot, industryLocale } from '../../../../src/lib/industry';
import { briefWarnings } from '../../../../src/lib/weather';

describe('progress bar timing (SPEC §4)', () => {
  it('finishes at once under 100 ms and over 500 ms', () => {
    expect(progressFinishDelay(0)).toBe(0);
    expect(progressFinishDelay(99)).toBe(0);
    expect(progressFinishDelay(501)).toBe(0);
    expect(progressFinishDelay(5000)).toBe(0);
  });
  it('holds to 500 ms in between', () => {
    expect(progressFinishDelay(100)).toBe(400);
    expect(progressFinishDelay(320)).toBe(180);
    expect(progressFinishDelay(500)).toBe(0);
  });
});

describe('modal manager rules (SPEC §4)', () => {
  const empty: ModalRegistry = { mounted: [], open: [] };
  it('mounts once per id and refuses invalid or duplicate ids', () => {
    const a = mountModal(empty, 'share');
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    const dup = mountModal(a.next, 'share');
    expect(dup.ok).toBe(false);
    if (!dup.ok) expect(dup.warning).toMatch(/already in use/);
    for (const bad of ['', '1abc', 'has space', null, 42]) expect(mountModal(empty, bad).ok).toBe(false);
  });
  it('refuses to open an unmounted modal', () => {
    const r = openModal(empty, 'search');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.warning).toMatch(/not mounted/);
  });
  it('opens, closes and unmounts', () => {
    const m = mountModal(empty, 'search');
    if (!m.ok) throw new Error('mount failed');
    const o = openModal(m.next, 'search');
    if (!o.ok) throw new Error('open failed');
    expect(o.next.open).toEqual(['search']);
    expect(closeModal(o.next, 'search').open).toEqual([]);
    expect(closeModal(o.next).open).toEqual([]);
    expect(unmountModal(o.next, 'search')).toEqual(empty);
  });
});

describe('office-managed text batching (SPEC §4, §7)', () => {
  afterEach(() => vi.useRealTimers());
  it('sends sorted, de-duplicated keys per category', () => {
    expect(
      buildUitQuery([
        { category: 'home', key: 'b' },
        { category: 'footer', key: 'z' },
        { category: 'home', key: 'a' },
        { category: 'home', key: 'b' },
      ]),
    ).toBe('{"footer":["z"],"home":["a","b"]}');
  });
  it('fires once, 50 ms after the last request, and resolves missing keys to empty strings', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(async () => ({ home: { a: 'Alpha' } }));
    const batcher = createUitBatcher(fetcher);
    const p1 = batcher.request('en', 'home', 'a');
    await vi.advanceTimersByTimeAsync(40);
    const p2 = batcher.request('en', 'home', 'missing');
    await vi.advanceTimersByTimeAsync(40);
    expect(fetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith({ q: '{"home":["a","missing"]}', lang: 'en' });
    await expect(p1).resolves.toBe('Alpha');
    await expect(p2).resolves.toBe('');
    await expect(batcher.request('en', 'home', 'a')).resolves.toBe('Alpha');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
  it('rejects waiting callers when the request fails', async () => {
    vi.useFakeTimers();
    const batcher = createUitBatcher(async () => {
      throw new Error('offline');
    });
    const p = batcher.request('ja', 'home', 'a');
    const assertion = expect(p).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(60);
    await assertion;
  });
});

describe('cookies', () => {
  it('round-trips values and sets 90 days', () => {
    expect(serializeCookie('lang', 'zh-hant')).toBe('lang=zh-hant; Max-Age=7776000; Path=/; SameSite=Lax');
    expect(parseCookies('a=1; lang=zh-hant; b=%E2%9C%93')).toEqual({ a: '1', lang: 'zh-hant', b: '✓' });
    expect(parseCookies('bad; =x; c=%E0%A4%A')).toEqual({ c: '%E0%A4%A' });
  });
});

describe('page status record', () => {
  it('suggests other languages where the page exists', () => {
    let rec = recordStatus({}, 'article/visas', 'en', 200);
    rec = recordStatus(rec, 'article/visas', 'pt', 200);
    rec = recordStatus(rec, 'article/visas', 'ja', 404);
    expect(availableLocales(rec, 'article/visas', 'ja').sort()).toEqual(['en', 'pt']);
    expect(availableLocales(rec, 'article/other', 'ja')).toEqual([]);
    expect(splitLocalePath('/zh-hant/dining/x')).toEqual({ locale: 'zh-hant', rest: 'dining/x' });
  });
});

describe('scroll, outward links, chunk errors, locale rules', () => {
  it('keeps scroll on search pages with an id query', () => {
    expect(keepsScrollPosition('/en/dining/restaurant', { id: 'x' })).toBe(true);
    expect(keepsScrollPosition('/en/travelagencies/search/', { id: 3 })).toBe(true);
    expect(keepsScrollPosition('/en/dining/restaurant', {})).toBe(false);
    expect(keepsScrollPosition('/en/dining', { id: 'x' })).toBe(false);
  });
  it('accepts only http(s) destinations', () => {
    expect(safeExternalUrl('https://example.org/a?b=1')?.host).toBe('example.org');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/en/dining', 'ftp://x', '', undefined, 'http://']) expect(safeExternalUrl(bad)).toBeNull();
  });
  it('tells chunk failures apart', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(classifyChunkFailure(120_000)).toBe('timeout');
    expect(classifyChunkFailure(3_000)).toBe('missing');
  });
  it('applies the industry-site and chatbot locale rules', () => {
    expect(industryLocale('pt')).toBe('pt');
    expect(industryLocale('ja')).toBe('en');
    expect(hasChatbot('th')).toBe(true);
    expect(hasChatbot('de')).toBe(false);
  });
  it('drops weather warnings with status 2 or 3 from the brief', () => {
    expect(
      briefWarnings([
        { type: 'typhoon', status: 1 },
        { type: 'rain', status: 2 },
        { type: 'heat', status: 3 },
      ]).map((w) => w.type),
    ).toEqual(['typhoon']);
  });
});
