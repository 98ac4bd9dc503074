// @vitest-environment happy-dom
// List cards say open now / closed today from the answer's structured hours, on Macao time, after mounting (the
// server's render leaves the line empty but keeps its room); a card without hours has no such line.
import type { ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EntityList, type ListItem } from '#/features/sight-map';
import { activateLocale, i18n } from '#/i18n/activate';

// The card's link and locale need a router; a plain anchor and the English locale are enough for what this test reads.
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useParams: () => ({ locale: 'en' }),
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const HOURS = 'Mo,We-Su 12:00-22:30; Tu off; PH 12:00-22:30';
const items: ListItem[] = [
  { id: 'a-lorcha', name: 'A Lorcha', href: '/en/dining/restaurant/a-lorcha', hours: HOURS, publicHolidays: ['2026-12-20'] },
  { id: 'o-manel', name: 'O Manel', href: '/en/dining/restaurant/o-manel' },
];

async function renderAt(instant: string) {
  vi.setSystemTime(new Date(instant));
  await act(() => activateLocale('en'));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <EntityList items={items} label="Restaurants" />
      </I18nProvider>
    </QueryClientProvider>,
  );
  const cards = screen.getAllByRole('article');
  return { lorcha: cards.find((c) => c.dataset.id === 'a-lorcha')!, manel: cards.find((c) => c.dataset.id === 'o-manel')! };
}

describe('open now on list cards', () => {
  it('a card with hours says open now and when it closes (Saturday 14:00 in Macao, 06:00 UTC)', async () => {
    const { lorcha, manel } = await renderAt('2026-11-28T06:00:00Z');
    const line = lorcha.querySelector('[data-testid="open-now"]');
    // English words the time on a 12-hour clock (Intl may put a narrow space before PM).
    expect(line?.textContent).toMatch(/^Open now · closes at 10:30\sPM$/);
    expect(line?.classList.contains('open-now--open')).toBe(true);
    expect(manel.querySelector('[data-testid="open-now"]')).toBeNull();
  });

  it('says closed today on its day off (Tuesday 1 December, 10:00 in Macao)', async () => {
    const { lorcha, manel } = await renderAt('2026-12-01T02:00:00Z');
    expect(lorcha.querySelector('[data-testid="open-now"]')?.textContent).toMatch(/^Closed today · opens tomorrow at 12:00\sPM$/);
    expect(manel.querySelector('[data-testid="open-now"]')).toBeNull();
  });
});
