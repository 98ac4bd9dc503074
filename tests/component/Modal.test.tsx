// @vitest-environment happy-dom
// The modal and its focus trap, rendered with React in a DOM: it opens by id with its title as accessible name,
// takes focus, keeps Tab and Shift+Tab inside, closes on Escape and gives focus back to the opener.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Modal } from '#/components/Modal';
import { activateLocale, i18n } from '#/i18n/activate';
import { modals } from '#/state/modals';

beforeAll(async () => {
  await activateLocale('en');
  // happy-dom lays nothing out: give every element a box so tabbable sees it as rendered (as a browser would).
  Element.prototype.getClientRects = function getClientRects() {
    return [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
  };
});

afterEach(async () => {
  await act(async () => modals.closeAll());
  cleanup();
});

function renderModal() {
  return render(
    <I18nProvider i18n={i18n}>
      <button type="button">Open</button>
      <Modal id="test-modal" title="Share this page">
        <a href="/en/weather">Weather</a>
        <input aria-label="Link" defaultValue="https://example.org" />
        <button type="button" disabled>
          Not now
        </button>
      </Modal>
    </I18nProvider>,
  );
}

/** Opens the modal as its opener button would; valtio notifies React after a microtask, hence the async act. */
async function open(): Promise<HTMLElement> {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  await act(async () => {
    modals.open('test-modal');
  });
  return screen.getByRole('dialog', { name: 'Share this page' });
}

describe('Modal', () => {
  it('renders nothing until opened, then a dialog named by its title', async () => {
    renderModal();
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('moves focus into the dialog, to its first focusable element', async () => {
    renderModal();
    await open();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('wraps Tab from the last element to the first, and Shift+Tab from the first to the last', async () => {
    renderModal();
    const dialog = await open();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('textbox', { name: 'Link' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('leaves Tab alone between the first and the last element', async () => {
    renderModal();
    const dialog = await open();
    const link = screen.getByRole('link', { name: 'Weather' });
    link.focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    dialog.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(link);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    renderModal();
    const dialog = await open();
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('closes when the backdrop is clicked, not when the dialog is', async () => {
    renderModal();
    const dialog = await open();
    await act(async () => {
      fireEvent.click(dialog);
    });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await act(async () => {
      fireEvent.click(dialog.parentElement as HTMLElement);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
