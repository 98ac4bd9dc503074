// @vitest-environment happy-dom
// Locale-correct details in an Arabic page: English table rows of the barrier-free guide marked and isolated cell by
// cell (the table keeps the page's direction), and opening hours worded from their structured form per locale.
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InfoPanel } from '#/features/accessibility/InfoPanel';
import { OpeningHoursText } from '#/components/OpeningHoursText';
import { activateLocale, i18n } from '#/i18n/activate';
import type { AccessibilitySection } from '#shared/api/accessibility';
import { parseOpeningHours } from '#shared/opening-hours';

afterEach(() => cleanup());

const section: AccessibilitySection = {
  section: 'access',
  title: 'الوصول',
  fallbackFields: [],
  categories: [
    {
      id: 'entrance',
      title: 'المدخل',
      fallbackFields: [],
      tables: [{ id: 't1', title: 'المدخل الرئيسي', fallbackFields: ['rows'], rows: [['Ramp (gradient 1:12)', 'Yes', 'Call +853 2833 3000.']] }],
    },
  ],
};

describe('barrier-free tables in an Arabic page', () => {
  it('marks each English cell lang="en" dir="auto", not the table body', async () => {
    await act(() => activateLocale('ar'));
    render(
      <I18nProvider i18n={i18n}>
        <InfoPanel tab={{ id: 'tab', name: 'الوصول', icon: 'access', sections: ['access'], fallbackFields: [] }} sections={[section]} />
      </I18nProvider>,
    );
    const header = screen.getByRole('rowheader');
    expect(header.getAttribute('lang')).toBe('en');
    expect(header.getAttribute('dir')).toBe('auto');
    const cell = screen.getByRole('cell');
    expect(cell.getAttribute('lang')).toBe('en');
    expect(cell.getAttribute('dir')).toBe('auto');
    expect(header.closest('tbody')?.hasAttribute('dir')).toBe(false);
    expect(screen.getByRole('link', { name: '+853\u00A02833\u00A03000' }).getAttribute('dir')).toBe('ltr');
  });
});

describe('OpeningHoursText', () => {
  it('words structured hours in the locale, not the English line', async () => {
    await act(() => activateLocale('de'));
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <OpeningHoursText text="10:00–18:00, closed Tuesdays" hours={parseOpeningHours('10:00–18:00, closed Tuesdays')!} fallbackFields={['openingHour']} />
      </I18nProvider>,
    );
    expect(container.textContent).toContain('Dienstag');
    expect(container.textContent).toContain('10:00–18:00');
    expect(container.querySelector('[lang="en"]')).toBeNull();
  });
  it('shows the line marked as English when there is no structure', async () => {
    await act(() => activateLocale('ar'));
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <OpeningHoursText text="Performances most evenings" hours={undefined} fallbackFields={['openingHour']} />
      </I18nProvider>,
    );
    const span = container.querySelector('span')!;
    expect(span.textContent).toBe('Performances most evenings');
    expect(span.getAttribute('lang')).toBe('en');
    expect(span.getAttribute('dir')).toBe('auto');
  });
});
