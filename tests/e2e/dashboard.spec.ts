import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminCli, enrolTotp, grantAdmin, launchBrowser, newPage, signUp } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('dashboard', () => {
  it('shows the tools, services and credits, and updates credits live after an admin command', async () => {
    const { page, errors } = await newPage(browser);
    const user = await signUp(page);
    for (const name of ['The Pitch Lab', 'AI Sales Coach', 'Commission Calculator', 'Pipeline Math Calculator']) {
      await page.getByRole('link', { name: `Open ${name}` }).waitFor();
    }
    await page.getByRole('heading', { name: 'Additional Services' }).waitFor();
    expect(await page.getByRole('link', { name: /6-Week Consulting Sprint/ }).getAttribute('target')).toBe('_blank');
    await page.getByRole('link', { name: /Revenue Blocker Workshop/ }).waitFor();
    expect(await page.getByTestId('credit-balance').textContent()).toBe('2');
    // Give the event stream a moment to connect before the change.
    await page.waitForTimeout(500);
    expect(await adminCli('credits', user.email, '5')).toContain('now has 7 credits');
    await page.getByTestId('credit-balance').filter({ hasText: '7' }).waitFor();
    expect(await adminCli('credits', user.email, '-100')).toContain('now has 0 credits');
    await page.getByTestId('credit-balance').filter({ hasText: '0' }).waitFor();
    await page.getByRole('button', { name: 'Get credits' }).click();
    await page.getByRole('dialog', { name: 'Out of Credits' }).waitFor();
    await page.getByText("You've used all your available credits. Purchase more credits to continue using fixer tools.").waitFor();
    await page.getByRole('button', { name: 'Maybe Later' }).click();
    await page.getByRole('button', { name: 'Get credits' }).click();
    await page.getByRole('button', { name: 'View Pricing' }).click();
    await page.waitForURL('**/pricing');
    expect(errors).toEqual([]);
  });

  it('shows the admin links to admins only', async () => {
    const { page } = await newPage(browser);
    const user = await signUp(page);
    expect(await page.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
    // Setup: admins need TOTP (enrolled as the account page does it).
    await enrolTotp(page, user.password);
    await grantAdmin(user.email);
    await page.reload();
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await page.waitForURL('**/admin/organizations');
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Feedback' }).click();
    await page.waitForURL('**/admin/feedback');
  });

  it('says when the profile cannot be loaded instead of signing the user out, and recovers on retry', async () => {
    const { page } = await newPage(browser);
    const user = await signUp(page);
    await page.route('**/api/me', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"boom"}}' }),
    );
    await page.goto('/dashboard');
    await page.getByText('Failed to load profile data').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.unroute('**/api/me');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: `Welcome back, ${user.fullName}!` }).waitFor();
  });
});
