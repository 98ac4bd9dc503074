// Journey: an operator signs in through the operator area (a wrong password first), publishes an announcement with a
// <script> in it and hoists Typhoon Signal No. 8; a visitor's page shows both (the announcement as text, the script
// never run); the operator withdraws both and the visitor's page clears.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE, appReady, newPage, useBrowser } from './harness';
import { totpCode } from '../../server/operator/second-factor';
import { createE2eOperator } from './live';

const { browser } = useBrowser();
const USER = `op-${Date.now()}`;
const PASSWORD = 'lighthouse on guia hill';
const NOTICE = `Ferry services resume at 14:00 (${USER})`;

const ADMIN = `admin-${Date.now()}`;

beforeAll(async () => {
  await createE2eOperator(USER, PASSWORD, 'Journey Editor');
  await createE2eOperator(ADMIN, PASSWORD, 'Journey Admin', 'admin');
});

async function signIn(page: Page, password: string, user = USER): Promise<void> {
  await page.getByRole('textbox', { name: 'User name' }).fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A visitor's fresh page (the server follows the operator's writes at once; no one-minute wait needed). */
async function visitor(b: Browser, path: string): Promise<Page> {
  const page = await newPage(b, { serviceWorkers: 'block' });
  await page.goto(`${BASE}${path}`);
  await appReady(page);
  return page;
}

describe('the operator area', () => {
  it('signs in, publishes an announcement and signal 8 that visitors see, and withdraws both', async () => {
    const op = await newPage(browser());
    const res = await op.goto(`${BASE}/operator`);
    expect(res?.headers()['cache-control']).toBe('no-store');
    expect(res?.headers()['x-robots-tag']).toMatch(/noindex/);
    await op.getByRole('heading', { level: 1, name: 'Operator area' }).waitFor();

    await signIn(op, 'not the password at all');
    expect(await op.getByRole('alert').innerText()).toBe('Wrong user name or password.');

    await signIn(op, PASSWORD);
    await op.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();

    // Publish, with a script an attacker might paste in.
    await op.getByRole('button', { name: 'New announcement' }).click();
    await op.getByRole('textbox', { name: /^English/ }).fill(`<p>${NOTICE}</p><script>window.__operatorScriptRan = true</script>`);
    await op.getByRole('textbox', { name: /^繁體中文/ }).fill(`<p>渡輪服務於 14:00 恢復 (${USER})</p>`);
    await op.getByRole('button', { name: 'Publish' }).click();
    const row = op.getByRole('row').filter({ hasText: NOTICE });
    await row.waitFor();

    // Signal 8 through the warnings screen; the rules' effects appear beside it.
    await op.getByRole('link', { name: 'Warnings in force' }).click();
    await op.getByRole('combobox', { name: 'Tropical cyclone signal' }).selectOption('8NE');
    await op.getByRole('button', { name: 'Save warnings' }).click();
    await op.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await op.locator('.op-effect--closed').getByText('Museums', { exact: true }).waitFor();

    // A visitor: the announcement as text, its script never run; the warning on home and on a museum.
    const home = await visitor(browser(), '/en');
    await home.locator('.announcement-bar').getByText(NOTICE).first().waitFor();
    expect(await home.evaluate(() => (window as { __operatorScriptRan?: boolean }).__operatorScriptRan)).toBeUndefined();
    expect(await home.locator('.announcement-bar script').count()).toBe(0);
    await home.locator('.weather-chip.has-warning').waitFor();
    const museum = await visitor(browser(), '/en/sightseeing/museums/macao-museum');
    await museum.locator('.detail .place-status').waitFor();
    expect(await museum.locator('.detail .place-status').innerText()).toBe('Closed under Typhoon Signal No. 8');

    // Withdraw both.
    await op.getByRole('combobox', { name: 'Tropical cyclone signal' }).selectOption('');
    await op.getByRole('button', { name: 'Save warnings' }).click();
    await op.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await op.locator('.op-effect').first().waitFor({ state: 'detached' });
    await op.getByRole('link', { name: 'Announcements' }).click();
    await row.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = op.getByRole('dialog', { name: 'Withdraw this announcement?' });
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await op.getByRole('region', { name: 'Withdrawn' }).getByText(NOTICE).waitFor();

    // The visitor's pages clear.
    const after = await visitor(browser(), '/en');
    await after.locator('.weather-chip:not(.has-warning)').waitFor();
    expect(await after.getByText(NOTICE).count()).toBe(0);
    const museumAfter = await visitor(browser(), '/en/sightseeing/museums/macao-museum');
    await museumAfter.getByRole('heading', { level: 1, name: 'Macao Museum' }).waitFor();
    expect(await museumAfter.locator('.detail .place-status').count()).toBe(0);
    for (const p of [op, home, museum, after, museumAfter]) await p.context().close();
  });

  it('makes an admin set up a second factor, then asks for its code or a recovery code at each sign-in', async () => {
    const op = await newPage(browser());
    await op.goto(`${BASE}/operator`);
    await signIn(op, PASSWORD, ADMIN);

    // Only the account page opens until the second factor is set up.
    await op.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    expect(await op.getByRole('alert').innerText()).toBe('An admin needs a second factor. Set it up here before going on.');
    expect(await op.getByRole('navigation', { name: 'Operator screens' }).getByRole('link').allInnerTexts()).toEqual(['Your account']);
    await op.getByRole('button', { name: 'Set up a second factor' }).click();
    await op.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    // The key shown beside the QR code is what an authenticator app reads; the journey computes the app's code from it.
    const secret = (await op.getByTestId('totp-secret').innerText()).trim();
    await op.getByRole('textbox', { name: 'Six-digit code' }).fill(totpCode(secret, Date.now()));
    await op.getByRole('button', { name: 'Turn on the second factor' }).click();
    const list = op.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const codes = await list.getByRole('listitem').allInnerTexts();
    expect(codes).toHaveLength(10);
    await op.getByRole('button', { name: 'I have kept the codes' }).click();
    await op.getByRole('link', { name: 'Audit log' }).waitFor();

    // Signing in again: the password, then a code; a recovery code works once.
    await op.getByRole('button', { name: 'Sign out' }).click();
    await signIn(op, PASSWORD, ADMIN);
    const code = op.getByRole('textbox', { name: 'Code from your authenticator app, or a recovery code' });
    await code.fill('000000');
    await op.getByRole('button', { name: 'Sign in' }).click();
    expect(await op.getByRole('alert').innerText()).toBe('Wrong code. Type the code now shown in your app.');
    await code.fill(codes[0]!);
    await op.getByRole('button', { name: 'Sign in' }).click();
    await op.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();

    await op.getByRole('button', { name: 'Sign out' }).click();
    await signIn(op, PASSWORD, ADMIN);
    // The next time step's code (the one used at set-up cannot be used twice).
    await code.fill(totpCode(secret, Date.now() + 30_000));
    await op.getByRole('button', { name: 'Sign in' }).click();
    await op.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();

    // The audit log shows both sign-ins and the refused code, and exports as CSV.
    await op.getByRole('link', { name: 'Audit log' }).click();
    await op.getByRole('combobox', { name: 'Action' }).selectOption('sign-in.');
    await op.getByRole('button', { name: 'Filter' }).click();
    await op.getByRole('cell', { name: 'sign-in.failure' }).first().waitFor();
    const download = op.waitForEvent('download');
    await op.getByRole('link', { name: 'Export as CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    await op.context().close();
  });
});
