// What a first-time user meets (issue 29): a guest's honest banner and tool cards without "0.0 (0 ratings)",
// then, signed up, a dashboard that says where to start (and no "Redirecting..." left on it), and the price
// of a run next to every paid button, with a warning before the last credit. In English and French, at 360 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminCli, launchBrowser, newPage, signUp, uniqueEmail, waitForApp } from './fixtures.ts';
import { audit, expectNone, type Violation } from './axe.ts';
import { serverT } from '../../src/server/lib/i18n.ts';
import { MIN_RATINGS_SHOWN } from '../../src/shared/ratings.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 360, height: 780 };
const violations: Violation[] = [];
const en = <N extends Parameters<typeof serverT>[1]>(ns: N) => serverT('en', ns);
const fr = <N extends Parameters<typeof serverT>[1]>(ns: N) => serverT('fr', ns);

async function atPhoneWidth(page: Page) {
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** Every tool card's rating line: "Not yet rated", or an average once the tool has enough ratings (other specs may rate). */
async function expectHonestRatings(page: Page, notRated: string) {
  await page
    .getByTestId('tool-not-rated')
    .or(page.getByText(/\d[.,]\d \(\d+ /))
    .first()
    .waitFor();
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text).not.toMatch(/0[.,]0 \(0/);
  const averages = [...text.matchAll(/\d[.,]\d \((\d+) /g)].map((m) => Number(m[1]));
  for (const count of averages) expect(count).toBeGreaterThanOrEqual(MIN_RATINGS_SHOWN);
  expect(await page.getByText(notRated, { exact: true }).count()).toBe(4 - averages.length);
}

/** The price line the button points at (aria-describedby), as a screen reader reads it with the button. */
async function describedText(page: Page, button: string) {
  const id = await page.getByRole('button', { name: button }).getAttribute('aria-describedby');
  expect(id).toBeTruthy();
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

describe('a first-time user', () => {
  it('in English: honest guest banner and ratings, a dashboard that says where to start, and the price of every run', async () => {
    const { page, errors } = await newPage(browser, { viewport: PHONE });

    // As a guest: the landing page's cards, and a paid tool's banner with what an account really gives.
    await page.goto('/');
    await expectHonestRatings(page, en('common')('tool.notYetRated'));
    await page.goto('/tools/tool-3');
    await page.getByText('Try this tool for free—no sign-up required! Create an account to unlock unlimited access.').waitFor();
    await page.getByText('An account starts with 2 free credits.').waitFor();
    expect(await describedText(page, 'Calculate Commission Plan')).toBe(en('tools')('cost.guest'));
    await atPhoneWidth(page);
    await audit(page, 'commission, guest', violations);

    // Signed up: the spec's heading, a line on where to start, and the sign-up toast gone with the redirect.
    await page.setViewportSize(PHONE);
    const user = await signUp(page);
    await page.getByRole('heading', { name: `Welcome back, ${user.fullName}!` }).waitFor();
    await page.getByText('Your account is ready with 2 free credits. Pick a tool to start.').waitFor();
    await page.getByText(/Redirecting/).waitFor({ state: 'hidden', timeout: 1500 });
    await expectHonestRatings(page, 'Not yet rated');
    await atPhoneWidth(page);
    await audit(page, 'dashboard, new user', violations);

    // The price next to the paid button, then the warning before the last credit.
    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: 'Open Commission Calculator' }).click();
    await page.waitForURL('**/tools/tool-3');
    const cost = page.getByTestId('credit-cost');
    await cost.getByText('Uses 1 credit · 2 left').waitFor();
    expect(await describedText(page, 'Calculate Commission Plan')).toContain('Uses 1 credit · 2 left');
    expect(await page.getByTestId('last-credit-warning').count()).toBe(0);
    await page.waitForTimeout(500); // the live profile stream connects
    expect(await adminCli('credits', user.email, '-1')).toMatch(/now has 1 credit/);
    await cost.getByText('Uses 1 credit · 1 left').waitFor();
    await page.getByTestId('last-credit-warning').getByText('This is your last credit.').waitFor();
    expect(await describedText(page, 'Calculate Commission Plan')).toContain('This is your last credit.');
    await atPhoneWidth(page);
    await audit(page, 'commission, last credit', violations);
    await page.setViewportSize(PHONE);
    await page.getByTestId('last-credit-warning').getByRole('link', { name: 'See pricing' }).click();
    await page.waitForURL('**/pricing');

    expect(errors).toEqual([]);
  });

  it('in French: the same lines in their language, from a guest to the Sales Coach', async () => {
    const { page, errors } = await newPage(browser, { viewport: PHONE, locale: 'fr-SN' });
    const t = fr;
    await page.goto('/tools/tool-2');
    await page.getByText(t('tools')('guest.banner')).waitFor();
    await page.getByText(t('tools')('guest.accountCredits', { count: 2 })).waitFor();
    await page.goto('/');
    await expectHonestRatings(page, t('common')('tool.notYetRated'));

    await page.goto('/signup');
    await waitForApp(page);
    const auth = t('auth');
    const name = 'Awa Diop';
    await page.getByLabel(auth('signup.fullName')).fill(name);
    await page.getByLabel(auth('signup.companyName')).fill('Diop Tissus');
    await page.getByLabel(auth('country.label'), { exact: true }).selectOption('SN');
    await page.getByLabel(auth('field.email')).fill(uniqueEmail('first-fr'));
    await page.getByLabel(auth('field.password'), { exact: true }).fill('sturdy-pass-2026');
    await page.getByLabel(auth('field.confirmPassword')).fill('sturdy-pass-2026');
    await page.getByLabel(auth('signup.acceptTerms')).check();
    await page.getByRole('button', { name: auth('signup.submit') }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: t('dashboard')('welcome', { name }) }).waitFor();
    await page.getByText(t('dashboard')('gettingStarted', { count: 2 })).waitFor();
    expect(t('dashboard')('gettingStarted', { count: 2 })).toContain('2 crédits gratuits');
    // The French toast ("… Redirection…") is gone too: neither title nor description stays.
    await page.getByText(auth('signup.created')).waitFor({ state: 'hidden', timeout: 1500 });
    await atPhoneWidth(page);
    await audit(page, 'dashboard, new user, fr', violations);

    await page.setViewportSize(PHONE);
    await page.goto('/tools/tool-2');
    const line = t('tools')('cost.uses', { cost: 1, left: 2 });
    expect(line).toBe('Utilise 1 crédit · 2 restants');
    await page.getByTestId('credit-cost').getByText(line).waitFor();
    expect(await describedText(page, t('salesCoach')('setup.start'))).toContain(line);
    await atPhoneWidth(page);
    await audit(page, 'sales coach, fr', violations);
    expect(errors).toEqual([]);
  });

  it('has no serious accessibility violations on the screens above', () => {
    expectNone(violations);
  });
});
