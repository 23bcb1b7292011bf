import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, signUp } from './fixtures.ts';

// The e2e server runs without STRIPE_SECRET_KEY: purchases go through the local checkout, whose
// Pay button runs the same fulfilment as a verified Stripe webhook.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const balance = (page: Page) => page.getByTestId('credit-balance');

/** Clicks a plan's button on /pricing and returns the checkout tab it opens. */
async function openCheckout(page: Page, context: BrowserContext, button: string) {
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: button }).click();
  const checkout = await popup;
  await checkout.waitForURL(/\/checkout\/local\/cs_local_[0-9a-f]+$/);
  await checkout.getByText('Test checkout — no real card is charged').waitFor();
  await page.getByText('Checkout Opened').waitFor();
  await page.getByText('Complete your purchase in the new tab. Your credits will be added automatically.').waitFor();
  return checkout;
}

/** Leaves /pricing for the dashboard through the app (no page load), marking the window. */
async function backToDashboard(page: Page) {
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.waitForURL('**/dashboard');
}

describe('buying through the local checkout', () => {
  it('the credit pack adds 20 credits on the open dashboard without a reload', async () => {
    const { page, context, errors } = await newPage(browser);
    await signUp(page);
    expect(await balance(page).textContent()).toBe('2');

    await page.goto('/pricing');
    await page.getByRole('heading', { name: 'Choose Your Perfect Plan' }).waitFor();
    for (const name of ['Free', '20 Credits Pack', 'Premium']) await page.getByRole('heading', { name, exact: true }).waitFor();
    await page.getByText('$20', { exact: true }).waitFor();
    await page.getByText('$99', { exact: true }).waitFor();
    await page.getByText('Credits never expire').waitFor();
    // Free is the current plan.
    await page.getByRole('region', { name: 'Free' }).getByText('Current Plan').first().waitFor();
    expect(await page.getByRole('region', { name: 'Premium' }).getByText('Current Plan').count()).toBe(0);

    // The starting button reads Loading... while the checkout is being created.
    await page.route('**/api/payments/create-checkout', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Buy Credits' }).click();
    await page.getByRole('button', { name: 'Loading...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Upgrade to Premium' }).isDisabled()).toBe(true);
    const checkout = await popup;
    await checkout.waitForURL(/\/checkout\/local\/cs_local_[0-9a-f]+$/);
    await page.getByText('Checkout Opened').waitFor();
    await page.unroute('**/api/payments/create-checkout');

    await checkout.getByText('Test checkout — no real card is charged').waitFor();
    await checkout.getByText('20 Credits Pack').first().waitFor();
    expect(await checkout.getByTestId('checkout-price').textContent()).toBe('$20.00');

    await backToDashboard(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    expect(await balance(page).textContent()).toBe('2');

    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await checkout.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await checkout.getByRole('link', { name: 'Back to Dashboard' }).waitFor();

    // The first tab learns about the purchase live (SSE), with no reload.
    await page.waitForFunction(() => document.querySelector('[data-testid="credit-balance"]')?.textContent === '22');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // Paying again (back button, double submit) changes nothing.
    await checkout.reload();
    await checkout.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(await checkout.getByRole('button', { name: 'Pay', exact: true }).count()).toBe(0);
    await checkout.getByRole('link', { name: 'Back to Dashboard' }).click();
    await checkout.waitForURL('**/dashboard');
    expect(await balance(checkout).textContent()).toBe('22');
    expect(errors).toEqual([]);
  });

  it('Premium shows unlimited credits, disables the Premium button, and can be cancelled from /account', async () => {
    const { page, context, errors } = await newPage(browser);
    await signUp(page);
    await page.goto('/pricing');
    const checkout = await openCheckout(page, context, 'Upgrade to Premium');
    await checkout.getByText('Premium').first().waitFor();
    expect(await checkout.getByTestId('checkout-price').textContent()).toBe('$99.00');
    await backToDashboard(page);
    expect(await balance(page).textContent()).toBe('2');

    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await checkout.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="credit-balance"]')?.textContent === '∞');

    await page.goto('/pricing');
    const premiumButton = page.getByRole('region', { name: 'Premium' }).getByRole('button');
    await premiumButton.waitFor();
    expect(await premiumButton.isDisabled()).toBe(true);
    await page.getByRole('region', { name: 'Premium' }).getByText('Current Plan').first().waitFor();
    expect(await page.getByRole('region', { name: 'Free' }).getByText('Current Plan').count()).toBe(0);
    // Credits can still be bought.
    expect(await page.getByRole('button', { name: 'Buy Credits' }).isEnabled()).toBe(true);

    await page.goto('/account');
    await page.getByRole('heading', { name: 'Subscription' }).waitFor();
    expect(await page.getByTestId('billing-plan').textContent()).toBe('Premium');
    await page.getByText('Renews on').waitFor();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText('Subscription cancelled').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="billing-plan"]')?.textContent === 'Free');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="credit-balance"]')?.textContent === '2');
    expect(errors).toEqual([]);
  });

  it('Cancel on the checkout changes nothing', async () => {
    const { page, context, errors } = await newPage(browser);
    await signUp(page);
    await page.goto('/pricing');
    const checkout = await openCheckout(page, context, 'Buy Credits');
    await backToDashboard(page);

    await checkout.getByRole('button', { name: 'Cancel', exact: true }).click();
    await checkout.getByRole('heading', { name: 'Checkout cancelled' }).waitFor();
    expect(await checkout.getByRole('button', { name: 'Pay', exact: true }).count()).toBe(0);
    await checkout.getByRole('link', { name: 'Back to Pricing' }).click();
    await checkout.waitForURL('**/pricing');
    await checkout.getByRole('heading', { name: 'Choose Your Perfect Plan' }).waitFor();

    await page.reload();
    // The balance shows empty until the account has loaded: read it once it holds a number.
    await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="credit-balance"]')?.textContent ?? ''));
    expect(await balance(page).textContent()).toBe('2');
    await page.goto('/pricing');
    await page.getByRole('region', { name: 'Free' }).getByText('Current Plan').first().waitFor();
    expect(errors).toEqual([]);
  });

  it("another user's checkout link shows nothing to pay", async () => {
    const owner = await newPage(browser);
    await signUp(owner.page);
    await owner.page.goto('/pricing');
    const checkout = await openCheckout(owner.page, owner.context, 'Buy Credits');
    const url = checkout.url();

    const other = await newPage(browser);
    await signUp(other.page);
    await other.page.goto(url);
    await other.page.getByRole('heading', { name: 'Checkout not found' }).waitFor();
    expect(await other.page.getByRole('button', { name: 'Pay', exact: true }).count()).toBe(0);
  });
});
