// @vitest-environment happy-dom
// A modal whose code loads on demand: nothing renders (and nothing loads) until it is asked for; asked for, it loads,
// mounts and opens; a failed load leaves the page standing and is tried again on the next request.
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LazyModalHost } from '#/components/LazyModalHost';
import { Modal } from '#/components/Modal';
import { activateLocale, i18n } from '#/i18n/activate';
import { isModalOpen, modals } from '#/state/modals';

beforeAll(async () => {
  await activateLocale('en');
});

afterEach(async () => {
  await act(async () => modals.closeAll());
  cleanup();
});

function FollowModal() {
  return (
    <Modal id="lazy-follow" title="Follow us">
      <p>Networks</p>
    </Modal>
  );
}

function renderHost(load: () => Promise<{ default: () => React.JSX.Element }>) {
  return render(
    <I18nProvider i18n={i18n}>
      <LazyModalHost id="lazy-follow" load={load} />
    </I18nProvider>,
  );
}

describe('LazyModalHost', () => {
  it('renders and loads nothing before the modal is asked for, then loads, mounts and opens it', async () => {
    const load = vi.fn(async () => ({ default: FollowModal }));
    renderHost(load);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => {
      expect(modals.request('lazy-follow')).toBe(true);
    });
    expect((await screen.findByRole('dialog', { name: 'Follow us' })).textContent).toContain('Networks');
    expect(isModalOpen('lazy-follow')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);

    // Closed and asked for again: it is already mounted, so it opens at once without loading anything.
    await act(async () => modals.close('lazy-follow'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      modals.request('lazy-follow');
    });
    expect(screen.getByRole('dialog', { name: 'Follow us' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('survives a load that fails (offline, nothing saved) and tries again on the next request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return { default: FollowModal };
    });
    renderHost(load);
    await act(async () => {
      modals.request('lazy-follow');
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Modal "lazy-follow" could not load', expect.any(Error)));
    expect(screen.queryByRole('dialog')).toBeNull();

    fail = false;
    await act(async () => {
      modals.request('lazy-follow');
    });
    await screen.findByRole('dialog', { name: 'Follow us' });
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    error.mockRestore();
  });

  it('refuses an invalid id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(modals.request('no spaces allowed')).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
