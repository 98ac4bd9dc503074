import { describe, expect, it } from 'vitest';
import { isKnownPath, resolveRedirect, splitPath } from '#shared/routes';

const r = (p: string) => resolveRedirect(splitPath(p));

describe('redirect table (SPEC §2)', () => {
  it('sends travelagencies to the agencies page', () => {
    expect(r('travelagencies')).toEqual({ path: 'travelessential/before-you-travel/travel-agencies' });
    expect(r('travelagencies/search')).toBeNull();
  });
  it('sends the travel-essential sections to the hub with a hash', () => {
    for (const s of ['before-you-travel', 'useful-info', 'about-macao']) expect(r(`travelessential/${s}`)).toEqual({ path: 'travelessential', hash: s });
  });
  it('sends a bare article path home', () => {
    expect(r('article')).toEqual({ path: '' });
    expect(r('article/visas')).toBeNull();
  });
  it('sends videogallery to video-playlists keeping the playlist', () => {
    expect(r('videogallery')).toEqual({ path: 'video-playlists' });
    expect(r('videogallery/heritage')).toEqual({ path: 'video-playlists/heritage' });
  });
  it('sends suggested-tours/others to the overview anchor', () => {
    expect(r('suggested-tours/others')).toEqual({ path: 'suggested-tours', hash: 'others' });
    expect(r('suggested-tours/historic-centre')).toBeNull();
  });
  it('moves old article paths', () => {
    expect(r('before-you-travel/visas')).toEqual({ path: 'travelessential/before-you-travel/visas' });
    expect(r('about-macao/history')).toEqual({ path: 'travelessential/about-macao/history' });
    expect(r('useful-info/transport')).toEqual({ path: 'travelessential/useful-info/transport' });
    expect(r('taste-of-macao/macanese-cuisine')).toEqual({ path: 'dining/macanese-cuisine' });
    expect(r('taste-of-macao')).toEqual({ path: 'dining' });
    expect(r('about-macao')).toEqual({ path: 'travelessential', hash: 'about-macao' });
  });
  it('sends /no-lang paths home', () => {
    expect(r('no-lang')).toEqual({ path: '' });
    expect(r('dining/no-lang')).toEqual({ path: '' });
  });
  it('leaves ordinary paths alone', () => {
    expect(r('')).toBeNull();
    expect(r('dining')).toBeNull();
  });
});

describe('known paths', () => {
  const known = [
    '',
    'events',
    'events/calendar/macao-grand-prix',
    'weather',
    'barrier-free-access-guide',
    'travelessential/useful-info/brochures',
    'travelessential/about-macao/history',
    'dining/qtsas-restaurant/a-lorcha',
    'dining/specialty-foods/desserts/egg-tart',
    'accommodation/search',
    'video-playlists',
    'video-playlists/heritage',
    'suggested-tours/historic-centre-walk/ruins-of-st-pauls',
    'sightseeing/world-heritage',
    'macao-light-festival',
    'sight/ruins-of-st-pauls',
    'tags/world-heritage',
    'redirecting',
    'privacy-statement',
  ];
  it.each(known)('knows %s', (p) => expect(isKnownPath(splitPath(p))).toBe(true));
  const unknown = ['nope', 'events/whatson/a/b', 'fnb', 'travelessential/elsewhere/x', 'sightseeing/a/b/c', 'weather/x'];
  it.each(unknown)('does not know %s', (p) => expect(isKnownPath(splitPath(p))).toBe(false));
});
