import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { latestMailTo, launchBrowser, newPage, signUp } from './fixtures.ts';

// Issue 33: owners pay in their own currency, the way they pay. The e2e server runs with the local
// doubles: the Stripe-shaped local checkout (cards, Pix) and the in-process Flutterwave double (mobile
// money), which signs its webhook and delivers it twice, as real providers deliver at least once.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Intl writes no-break spaces inside amounts ("Ksh 2,500", "12 000 F CFA"): compare with plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();
const balance = (page: Page) => page.getByTestId('credit-balance');

async function waitForBalance(page: Page, value: string) {
  await page.waitForFunction((v) => document.querySelector('[data-testid="credit-balance"]')?.textContent === v, value);
}

/** Leaves /pricing for the dashboard through the app (no page load), where the balance is shown live. */
async function backToDashboard(page: Page) {
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.waitForURL('**/dashboard');
}

/** Clicks "Buy Credits" with the chosen way to pay and returns the checkout tab it opens. */
async function buyCreditsWith(page: Page, context: BrowserContext, method: string) {
  const pack = page.getByRole('region', { name: '20 Credits Pack' });
  await pack.getByRole('group', { name: 'Pay with' }).getByRole('radio', { name: method }).check();
  const popup = context.waitForEvent('page');
  await pack.getByRole('button', { name: 'Buy Credits' }).click();
  await page.getByText('Checkout Opened').waitFor();
  return popup;
}

/** The newest mail to `to` whose subject says it is a receipt (sign-up mails come first). */
async function receiptTo(to: string) {
  const started = Date.now();
  for (;;) {
    const mail = await latestMailTo(to);
    if (/receipt/i.test(mail.subject)) return mail;
    if (Date.now() - started > 15_000) throw new Error(`no receipt mailed to ${to} (latest: ${mail.subject})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('paying in local money', () => {
  it('a Kenyan owner buys a credit pack in shillings with M-Pesa: the webhook comes twice, the credits once', async () => {
    const { page, context, errors } = await newPage(browser);
    const owner = await signUp(page, { country: 'KE', companyName: 'Wanjiru Agrovet' });
    expect(await balance(page).textContent()).toBe('2');

    await page.goto('/pricing');
    await page.getByRole('heading', { name: 'Choose Your Perfect Plan' }).waitFor();
    const pack = page.getByRole('region', { name: '20 Credits Pack' });
    await pack.getByTestId('plan-price-credits_20').waitFor();
    expect(plain(await pack.getByTestId('plan-price-credits_20').textContent())).toBe('Ksh 2,500');
    await pack.getByText('Charged in Kenyan shillings (KES)').waitFor();
    await pack.getByText('Ksh 125 per credit').waitFor();
    expect(plain(await page.getByTestId('plan-price-premium').textContent())).toBe('Ksh 12,500');
    await page.getByText('For a team of up to 10 people: Ksh 1,250 per person per month').waitFor();
    await page.getByText('Premium renews monthly by card').waitFor();
    // Mobile money is the default way to pay where it exists.
    expect(await pack.getByRole('radio', { name: 'Mobile money (M-Pesa, Airtel Money)' }).isChecked()).toBe(true);
    expect(await page.getByText('Plan prices in USD').count()).toBe(0);

    const checkout = await buyCreditsWith(page, context, 'Mobile money (M-Pesa, Airtel Money)');
    await checkout.waitForURL(/\/checkout\/mobile-money\/[\w-]+/);
    await checkout
      .getByText(/Ksh\s2,500/)
      .first()
      .waitFor();
    await checkout.getByLabel('Mobile money number').fill('254712345678');
    await checkout.getByLabel('Network').selectOption({ label: 'M-Pesa' });
    await checkout.getByRole('button', { name: 'Send payment request' }).click();
    await checkout.getByText('Approve the payment on your phone').waitFor();
    await backToDashboard(page);
    expect(await balance(page).textContent()).toBe('2');
    await checkout.getByRole('button', { name: 'Approve on my phone (test)' }).click();
    await checkout.getByText('Payment received').waitFor();
    // Both deliveries were accepted by the app's webhook; only the first one took effect.
    await checkout.getByText(/processed, duplicate/).waitFor();

    // The open dashboard learns of the payment live; a second look after a reload finds it credited once.
    await waitForBalance(page, '22');
    await page.reload();
    await waitForBalance(page, '22');
    await checkout.getByRole('link', { name: 'Back to Growth Tools' }).click();
    await checkout.waitForURL(/\/dashboard\?/);
    await waitForBalance(checkout, '22');

    const receipt = await receiptTo(owner.email);
    expect(plain(receipt.text)).toContain('Ksh 2,500');
    expect(receipt.text).toContain('Mobile money');
    expect(errors).toEqual([]);
  });

  it('a Brazilian owner pays with Pix in reais', async () => {
    const { page, context, errors } = await newPage(browser);
    await signUp(page, { country: 'BR', fullName: 'Ana Souza', companyName: 'Souza Uniformes' });
    await page.goto('/pricing');
    const pack = page.getByRole('region', { name: '20 Credits Pack' });
    await pack.getByTestId('plan-price-credits_20').waitFor();
    expect(plain(await pack.getByTestId('plan-price-credits_20').textContent())).toMatch(/^R\$ ?109\.90$/);
    await pack.getByText('Charged in Brazilian reals (BRL)').waitFor();
    expect(await pack.getByRole('radio', { name: 'Pix' }).isChecked()).toBe(true);

    const checkout = await buyCreditsWith(page, context, 'Pix');
    await checkout.waitForURL(/\/checkout\/local\/cs_local_[0-9a-f]+$/);
    await checkout.getByRole('heading', { name: 'Pay with Pix' }).waitFor();
    expect(plain(await checkout.getByTestId('checkout-price').textContent())).toMatch(/^R\$ ?109\.90$/);
    await backToDashboard(page);
    expect(await balance(page).textContent()).toBe('2');
    expect(await checkout.getByLabel('Pix copy-and-paste code').inputValue()).toMatch(/^PIX-TEST-/);
    await checkout.getByRole('button', { name: 'I paid with Pix (test)' }).click();
    await checkout.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await waitForBalance(page, '22');

    // Paying again changes nothing.
    await checkout.reload();
    await checkout.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(await checkout.getByRole('button', { name: 'I paid with Pix (test)' }).count()).toBe(0);
    await page.reload();
    await waitForBalance(page, '22');
    expect(errors).toEqual([]);
  });

  it('a Senegalese owner sees prices in F CFA and pays with the networks of West Africa', async () => {
    const { page, errors } = await newPage(browser);
    await signUp(page, { country: 'SN', fullName: 'Awa Diop', companyName: 'Diop Distribution' });
    await page.goto('/pricing');
    const pack = page.getByRole('region', { name: '20 Credits Pack' });
    await pack.getByTestId('plan-price-credits_20').waitFor();
    expect(plain(await pack.getByTestId('plan-price-credits_20').textContent())).toMatch(/^F CFA 12,000$/);
    expect(plain(await page.getByTestId('plan-price-premium').textContent())).toMatch(/^F CFA 59,000$/);
    await pack.getByText(/Charged in .*\(XOF\)/).waitFor();
    await pack.getByRole('radio', { name: 'Mobile money (Orange Money, Wave, MTN MoMo, Moov Money)' }).waitFor();
    expect(await page.getByText('Plan prices in USD').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
