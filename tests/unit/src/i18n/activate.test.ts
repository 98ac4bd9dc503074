// @vitest-environment happy-dom
// The catalogue in two parts: the home page starts with the first; the rest joins without a re-render before anything
// that needs it renders; another language, or the server, always gets both; a message asked for too early brings
// the rest and a re-render, so an id never stays on screen.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const loads: string[] = [];
const part = (locale: string, name: 'first' | 'rest') => () => {
  loads.push(`${locale}/${name}`);
  return Promise.resolve({ messages: { [`${name}-id`]: `${locale} ${name}` } });
};

vi.mock('virtual:catalogues', () => ({
  catalogueLoaders: {
    en: { first: part('en', 'first'), rest: part('en', 'rest') },
    pt: { first: part('pt', 'first'), rest: part('pt', 'rest') },
  },
}));

/** The module afresh; Lingui's i18n is one object for the whole run, so its messages are emptied too. */
async function freshModule() {
  vi.resetModules();
  const mod = await import('#/i18n/activate');
  mod.i18n.loadAndActivate({ locale: 'pt', messages: {} });
  mod.i18n.loadAndActivate({ locale: 'en', messages: {} });
  loads.length = 0;
  return mod;
}

beforeEach(() => {
  document.documentElement.lang = '';
});

describe('activating a locale', () => {
  it('starts the home page with the first part only, and the rest joins without a re-render', async () => {
    const { activateLocale, wholeCatalogue, i18n } = await freshModule();
    await activateLocale('en', { firstOnly: true });
    expect(loads).toEqual(['en/first']);
    expect(i18n._('first-id')).toBe('en first');
    expect(document.documentElement.lang).toBe('en');

    // The router's guard asks again for the same page: nothing more loads.
    await activateLocale('en', { firstOnly: true });
    expect(loads).toEqual(['en/first']);

    const changed = vi.fn();
    i18n.on('change', changed);
    await wholeCatalogue();
    expect(loads).toEqual(['en/first', 'en/rest']);
    expect(i18n._('rest-id')).toBe('en rest');
    expect(changed).not.toHaveBeenCalled();
  });

  it('loads both parts for any other page, and for a language chosen later', async () => {
    const { activateLocale, i18n } = await freshModule();
    await activateLocale('en', { firstOnly: true });
    await activateLocale('pt', { firstOnly: true });
    expect(loads.sort()).toEqual(['en/first', 'pt/first', 'pt/rest']);
    expect(i18n.locale).toBe('pt');
    expect(i18n._('rest-id')).toBe('pt rest');
  });

  it('waits for the whole catalogue before a lazily loaded module renders', async () => {
    const { activateLocale, withWholeCatalogue, i18n } = await freshModule();
    await activateLocale('en', { firstOnly: true });
    const load = withWholeCatalogue(() => Promise.resolve('module'));
    await expect(load()).resolves.toBe('module');
    expect(i18n._('rest-id')).toBe('en rest');
  });

  it('brings the rest, and renders again, when a message is asked for before it arrived', async () => {
    const { activateLocale, i18n } = await freshModule();
    await activateLocale('en', { firstOnly: true });
    const changed = vi.fn();
    i18n.on('change', changed);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(i18n._('rest-id')).toBe('rest-id');
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(i18n._('rest-id')).toBe('en rest');
    // Said aloud, so the journeys that watch the console catch the path that did not wait.
    expect(warn).toHaveBeenCalledWith('Message rest-id was asked for before the rest of the en catalogue');
    warn.mockRestore();
  });
});
