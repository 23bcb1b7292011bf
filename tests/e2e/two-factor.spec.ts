import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { grantAdmin, launchBrowser, newPage, signUp } from './fixtures.ts';
import { freshTotpCode, wrongTotpCode } from '../helpers/totp.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('two-factor authentication in the browser', () => {
  it('sends an admin without it to the setup, enrols on the account page, then signs in with a code and with a recovery code', async () => {
    const { page, errors } = await newPage(browser);
    const user = await signUp(page);
    await grantAdmin(user.email);

    // An admin page sends the admin to set up two-factor first.
    await page.goto('/admin/organizations');
    await page.waitForURL('**/account?setup=two-factor');
    await page.getByText('Admin access needs two-factor authentication. Set it up here to open the admin pages.').waitFor();
    const card = page.locator('#two-factor');
    await card.getByText('Status: off').waitFor();

    // Wrong password first: refused, nothing shown.
    await card.getByLabel('Current Password').fill('not-my-password');
    await card.getByRole('button', { name: 'Set Up Two-Factor' }).click();
    await page.getByText('Invalid password').waitFor();
    expect(await card.getByTestId('totp-secret').count()).toBe(0);

    await card.getByLabel('Current Password').fill(user.password);
    await card.getByRole('button', { name: 'Set Up Two-Factor' }).click();
    await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await card.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await card.getByLabel('otpauth URI').inputValue()).toContain(`secret=${secret}`);

    await card.getByLabel('Authentication code').fill(wrongTotpCode(secret));
    await card.getByRole('button', { name: 'Verify and Turn On' }).click();
    await page.getByText('Invalid code').waitFor();
    await card.getByLabel('Authentication code').fill(await freshTotpCode(secret));
    await card.getByRole('button', { name: 'Verify and Turn On' }).click();
    await page.getByText('Two-factor authentication is on').waitFor();
    const codes = await card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    // Copied from paper without guessing: lower case, none of l/I/1 or O/0.
    for (const code of codes) expect(code.trim()).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    await card.getByRole('button', { name: "I've Saved My Codes" }).click();
    await card.getByText('Status: on').waitFor();
    // Shown once only.
    expect(await card.getByRole('list', { name: 'Recovery codes' }).count()).toBe(0);

    // The admin pages open now.
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await page.waitForURL('**/admin/organizations');
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();

    // Sign out; the password alone is not enough any more.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Two-Factor Authentication' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel('Authentication code').fill(wrongTotpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Invalid code').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel('Authentication code').fill(await freshTotpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: `Welcome back, ${user.fullName}!` }).waitFor();

    // A recovery code works instead of the app, once.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    // Typed as a phone keyboard would: capitals and a space instead of the dash.
    await page.getByLabel('Recovery code').fill(codes[0]!.trim().toUpperCase().replace('-', ' '));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');

    // Turning it off takes the password and a code: the password alone or a wrong code is refused.
    await page.goto('/account');
    await card.getByText('Status: on').waitFor();
    await card.getByLabel('Current Password').fill(user.password);
    await card.getByRole('button', { name: 'Turn Off Two-Factor' }).click();
    await page.getByText('Please enter a code from your authenticator app or a recovery code').waitFor();
    const offCode = card.getByLabel('Code from your authenticator app or a recovery code');
    await offCode.fill(wrongTotpCode(secret));
    await card.getByRole('button', { name: 'Turn Off Two-Factor' }).click();
    await page.getByText('That code is not valid.', { exact: false }).waitFor();
    await card.getByText('Status: on').waitFor();
    await offCode.fill(await freshTotpCode(secret));
    await card.getByRole('button', { name: 'Turn Off Two-Factor' }).click();
    await page.getByText('Two-factor authentication is off').waitFor();
    await card.getByText('Status: off').waitFor();
    expect(errors).toEqual([]);
  });
});
