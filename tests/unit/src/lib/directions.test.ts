// Unit tests for the outward links (SPEC §5 map providers, §7): transit directions and other-site searches.
import { describe, expect, it } from 'vitest';
import { amapBusUrl, appleTransitUrl, directionsLinks, geoUri, googleTransitUrl, otherSiteLinks, walkingLinks } from '#/lib/directions';
import { wgs84ToGcj02, type LonLat } from '#shared/geo';

const RUINS: LonLat = [113.54097, 22.19745];
const ME: LonLat = [113.5439, 22.1896];

describe('directions links', () => {
  it('gives en only the global web provider, then Apple Maps and the device maps app', () => {
    const links = directionsLinks('en', RUINS, 'Ruins of St. Paul');
    expect(links.map((l) => l.provider)).toEqual(['google', 'apple', 'geo']);
    const u = new URL(links[0]!.href);
    expect(u.hostname).toBe('www.google.com');
    expect(u.searchParams.get('destination')).toBe('22.19745,113.54097');
    expect(u.searchParams.get('travelmode')).toBe('transit');
    expect(u.searchParams.has('origin')).toBe(false);
  });

  it('gives zh-hans the China provider first, in GCJ-02 and bus mode, then the global one', () => {
    const links = directionsLinks('zh-hans', RUINS, '大三巴牌坊', ME);
    expect(links.map((l) => l.provider)).toEqual(['amap', 'google', 'apple', 'geo']);
    const u = new URL(links[0]!.href);
    expect(u.searchParams.get('mode')).toBe('bus');
    const [lon, lat] = wgs84ToGcj02(RUINS);
    const [toLon, toLat, name] = (u.searchParams.get('to') ?? '').split(',');
    expect(Number(toLon)).toBeCloseTo(lon, 6);
    expect(Number(toLat)).toBeCloseTo(lat, 6);
    expect(name).toBe('大三巴牌坊');
    // GCJ-02 is shifted from WGS84 by a few hundred metres in Macao.
    expect(Math.abs(Number(toLon) - RUINS[0])).toBeGreaterThan(0.001);
    const from = (u.searchParams.get('from') ?? '').split(',');
    expect(Number(from[0])).toBeCloseTo(wgs84ToGcj02(ME)[0], 6);
  });

  it('adds the start point only when the position is known', () => {
    expect(new URL(amapBusUrl(RUINS, 'x')).searchParams.has('from')).toBe(false);
    expect(new URL(googleTransitUrl(RUINS, ME)).searchParams.get('origin')).toBe('22.1896,113.5439');
  });

  it('offers both providers, global first, to other locales', () => {
    expect(directionsLinks('pt', RUINS, 'Ruínas').map((l) => l.provider)).toEqual(['google', 'amap', 'apple', 'geo']);
  });
});

describe('Apple Maps and geo: links', () => {
  it('asks Apple Maps for transit directions to the WGS-84 point, from the visitor when known', () => {
    const u = new URL(appleTransitUrl(RUINS, 'Ruins of St. Paul', ME));
    expect(u.hostname).toBe('maps.apple.com');
    expect(u.searchParams.get('daddr')).toBe('22.19745,113.54097');
    expect(u.searchParams.get('saddr')).toBe('22.1896,113.5439');
    expect(u.searchParams.get('dirflg')).toBe('r');
    expect(new URL(appleTransitUrl(RUINS, 'x')).searchParams.has('saddr')).toBe(false);
  });

  it('writes an RFC 5870 geo: URI with a labelled pin, brackets in the name kept out of the label', () => {
    const uri = geoUri(RUINS, 'Ruins of St. Paul (façade)');
    expect(uri.startsWith('geo:22.19745,113.54097?q=')).toBe(true);
    expect(decodeURIComponent(uri.split('?q=')[1] ?? '')).toBe('22.19745,113.54097(Ruins of St. Paul façade)');
  });
});

describe('search on other sites', () => {
  it('uses the Chinese name on Chinese sites for Chinese locales and the English name elsewhere', () => {
    const zh = otherSiteLinks('zh-hant', { zh: '大三巴牌坊', en: 'Ruins of St. Paul' });
    expect(zh.map((l) => l.site)).toEqual(['baidu', 'dianping', 'tripadvisor', 'google']);
    expect(decodeURIComponent(zh[0]!.href)).toContain('大三巴牌坊');
    const en = otherSiteLinks('en', { zh: '大三巴牌坊', en: 'Ruins of St. Paul' });
    expect(en.map((l) => l.site)).toEqual(['tripadvisor', 'google']);
    expect(otherSiteLinks('en', {})).toEqual([]);
  });
});

describe('walking hand-offs', () => {
  it('opens Google and Apple Maps on foot in WGS84, and Amap on foot in GCJ-02', () => {
    const [google, amap, apple] = walkingLinks([113.53103, 22.18608], 'A-Ma Temple', [113.53972, 22.19361]);
    const g = new URL(google!.href);
    expect(g.searchParams.get('travelmode')).toBe('walking');
    expect(g.searchParams.get('destination')).toBe('22.18608,113.53103');
    expect(g.searchParams.get('origin')).toBe('22.19361,113.53972');
    const a = new URL(amap!.href);
    expect(a.searchParams.get('mode')).toBe('walk');
    const [lon, lat] = a.searchParams.get('to')!.split(',').map(Number);
    // GCJ-02 is offset from WGS84 by a few hundred metres in Macao.
    expect(Math.abs(lon! - 113.53103) + Math.abs(lat! - 22.18608)).toBeGreaterThan(0.001);
    const p = new URL(apple!.href);
    expect(p.hostname).toBe('maps.apple.com');
    expect(p.searchParams.get('dirflg')).toBe('w');
    expect(p.searchParams.get('daddr')).toBe('22.18608,113.53103');
  });
});
