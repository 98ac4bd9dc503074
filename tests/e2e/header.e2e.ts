// Journeys: the header's dropdowns and the mobile off-canvas menu.
import { describe, expect, it } from 'vitest';
import { BASE, appReady, newPage, useBrowser } from './harness';

const { browser } = useBrowser();

describe('desktop dropdowns', () => {
  it('open on click, hover and focus, and close on Escape and outside click', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en`);
    await appReady(page);
    const plan = page.getByRole('button', { name: 'Plan your trip' });
    const panel = page.locator('#dropdown-plan');
    await plan.hover();
    await expect(panel.isVisible()).resolves.toBe(true);
    await page.mouse.move(5, 800);
    await page.mouse.click(5, 800);
    await expect(panel.isHidden()).resolves.toBe(true);
    await plan.focus();
    await expect(panel.isVisible()).resolves.toBe(true);
    expect(await plan.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect(panel.isHidden()).resolves.toBe(true);
    const experience = page.getByRole('button', { name: 'Experience' });
    await experience.click();
    await expect(page.locator('#dropdown-experience').isVisible()).resolves.toBe(true);
    await expect(panel.isHidden()).resolves.toBe(true);
    await page.context().close();
  });
});

describe('mobile menu', () => {
  it('opens as a dialog, freezes the page and closes on Escape', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${BASE}/en`);
    await appReady(page);
    await expect(page.getByRole('navigation', { name: 'Main' }).isHidden()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('is-frozen'))).toBe(true);
    await expect(dialog.getByRole('link', { name: 'Dining' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('is-frozen'))).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await dialog.getByRole('link', { name: 'Accommodation' }).click();
    await page.waitForURL(`${BASE}/en/accommodation`);
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('skip link and landmarks', () => {
  it('has a skip link to main and the page landmarks', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en`);
    await appReady(page);
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.textContent()).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).hash).toBe('#main');
    for (const role of ['banner', 'main', 'contentinfo'] as const) expect(await page.getByRole(role).count()).toBe(1);
    await page.context().close();
  });
});
