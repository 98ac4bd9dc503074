// Outward links of SPEC §5/§7: transit directions (a global maps service; for zh-hans a China maps service first,
// with GCJ-02 coordinates and bus mode; then Apple Maps for iPhones and a `geo:` URI, which Android hands to whatever
// maps app the visitor chose) and 'search on other site' links built from the Chinese and English names.
import { wgs84ToGcj02, type LonLat } from '#shared/geo';
import type { Locale } from '#shared/locales';

export type DirectionsProvider = 'amap' | 'google' | 'apple' | 'geo';

export interface DirectionsLink {
  provider: DirectionsProvider;
  href: string;
}

const round6 = (n: number) => Number(n.toFixed(6));

export function googleTransitUrl(dest: LonLat, origin?: LonLat | null): string {
  const u = new URL('https://www.google.com/maps/dir/');
  u.searchParams.set('api', '1');
  u.searchParams.set('destination', `${round6(dest[1])},${round6(dest[0])}`);
  if (origin) u.searchParams.set('origin', `${round6(origin[1])},${round6(origin[0])}`);
  u.searchParams.set('travelmode', 'transit');
  return u.toString();
}

/** The China maps service takes GCJ-02 lon,lat pairs; bus mode; a start point when the visitor's position is known. */
export function amapBusUrl(dest: LonLat, name: string, origin?: LonLat | null): string {
  const [dLon, dLat] = wgs84ToGcj02(dest);
  const u = new URL('https://uri.amap.com/navigation');
  if (origin) {
    const [oLon, oLat] = wgs84ToGcj02(origin);
    u.searchParams.set('from', `${round6(oLon)},${round6(oLat)},`);
  }
  u.searchParams.set('to', `${round6(dLon)},${round6(dLat)},${name}`);
  u.searchParams.set('mode', 'bus');
  u.searchParams.set('coordinate', 'gaode');
  u.searchParams.set('callnative', '0');
  return u.toString();
}

/** Apple Maps' documented URL scheme: `daddr` as lat,lon, `dirflg=r` for public transport. */
export function appleTransitUrl(dest: LonLat, name: string, origin?: LonLat | null): string {
  const u = new URL('https://maps.apple.com/');
  u.searchParams.set('daddr', `${round6(dest[1])},${round6(dest[0])}`);
  if (origin) u.searchParams.set('saddr', `${round6(origin[1])},${round6(origin[0])}`);
  u.searchParams.set('q', name);
  u.searchParams.set('dirflg', 'r');
  return u.toString();
}

/** RFC 5870 `geo:` URI (WGS-84 lat,lon); the `q=lat,lon(label)` query is how Android maps apps show a named pin. */
export function geoUri(dest: LonLat, name: string): string {
  const at = `${round6(dest[1])},${round6(dest[0])}`;
  return `geo:${at}?q=${encodeURIComponent(`${at}(${name.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim()})`)}`;
}

/** SPEC §5: en uses only the global web provider; zh-hans the China provider then the global one; others both, global first. */
export function directionsLinks(locale: Locale, dest: LonLat, name: string, origin?: LonLat | null): DirectionsLink[] {
  const google: DirectionsLink = { provider: 'google', href: googleTransitUrl(dest, origin) };
  const amap: DirectionsLink = { provider: 'amap', href: amapBusUrl(dest, name, origin) };
  // Apple Maps and the device's own maps app (geo:) follow the web services in every language.
  const device: DirectionsLink[] = [
    { provider: 'apple', href: appleTransitUrl(dest, name, origin) },
    { provider: 'geo', href: geoUri(dest, name) },
  ];
  if (locale === 'en') return [google, ...device];
  if (locale === 'zh-hans') return [amap, google, ...device];
  return [google, amap, ...device];
}

export type SearchSite = 'baidu' | 'dianping' | 'tripadvisor' | 'google';

export interface SearchLink {
  site: SearchSite;
  href: string;
  query: string;
}

/** 'Search on other site' links: Chinese-name searches on Chinese sites for Chinese locales, English-name searches otherwise. */
export function otherSiteLinks(locale: Locale, names: { zh?: string | undefined; en?: string | undefined }): SearchLink[] {
  const links: SearchLink[] = [];
  const zh = names.zh?.trim();
  const en = names.en?.trim();
  const isChinese = locale === 'zh-hans' || locale === 'zh-hant';
  if (zh && isChinese) {
    links.push({ site: 'baidu', query: zh, href: `https://www.baidu.com/s?wd=${encodeURIComponent(`澳门 ${zh}`)}` });
    links.push({ site: 'dianping', query: zh, href: `https://www.dianping.com/search/keyword/1474/0_${encodeURIComponent(zh)}` });
  }
  if (en) {
    links.push({ site: 'tripadvisor', query: en, href: `https://www.tripadvisor.com/Search?q=${encodeURIComponent(`${en} Macau`)}` });
    links.push({ site: 'google', query: en, href: `https://www.google.com/search?q=${encodeURIComponent(`${en} Macao`)}` });
  }
  return links;
}

export type WalkingProvider = 'google' | 'amap' | 'apple';

/**
 * Walking hand-offs to the outside map apps (issue 33), beside our own offline route: Google Maps and Apple Maps
 * take WGS84, Amap GCJ-02. With the visitor's position as the start when it is known.
 */
export function walkingLinks(dest: LonLat, name: string, origin?: LonLat | null): { provider: WalkingProvider; href: string }[] {
  const google = new URL('https://www.google.com/maps/dir/');
  google.searchParams.set('api', '1');
  google.searchParams.set('destination', `${round6(dest[1])},${round6(dest[0])}`);
  if (origin) google.searchParams.set('origin', `${round6(origin[1])},${round6(origin[0])}`);
  google.searchParams.set('travelmode', 'walking');
  const amap = new URL(amapBusUrl(dest, name, origin));
  amap.searchParams.set('mode', 'walk');
  const apple = new URL('https://maps.apple.com/');
  apple.searchParams.set('daddr', `${round6(dest[1])},${round6(dest[0])}`);
  if (origin) apple.searchParams.set('saddr', `${round6(origin[1])},${round6(origin[0])}`);
  apple.searchParams.set('dirflg', 'w');
  return [
    { provider: 'google', href: google.toString() },
    { provider: 'amap', href: amap.toString() },
    { provider: 'apple', href: apple.toString() },
  ];
}
