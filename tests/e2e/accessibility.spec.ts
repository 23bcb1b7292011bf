// Accessibility as a test: axe-core (the engine behind Lighthouse's accessibility audit) on every
// screen of the app, at a phone's width and at a desktop's, as a guest, a signed-in user and an
// admin. A screen passes with 0 violations of impact "serious" or "critical" (WCAG 2.0/2.1 A and AA).
// One browser; each role keeps one page and goes from screen to screen as a user would.

import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { enrolTotp, grantAdmin, launchBrowser, newPage, signUp, uniqueEmail, waitForApp } from './fixtures.ts';
import { freshTotpCode } from '../helpers/totp.ts';
import { audit, expectNone, type Violation } from './axe.ts';

/** The languages every screen is checked in (the i18n work adds its second language here). */
const LANGUAGES = ['en'] as const;
type Language = (typeof LANGUAGES)[number];

/** Opens `path` and waits for the app to run (public pages are prerendered, then hydrated). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).first().waitFor();

const TYPED_PITCH =
  'What if every corner shop knew exactly what to restock each morning? Shop owners lose a fifth of their sales to empty shelves. StockSense is a phone app that tells them what to order, based on their own sales. Forty shops already use it and their sales grew twelve percent in two months. We are raising fifty thousand dollars by March to reach five hundred shops. Will you join us?';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

for (const language of LANGUAGES) {
  describe(`accessibility (${language})`, () => {
    const open = (options: { locale?: string } = {}) => newPage(browser, { locale: localeOf(language), ...options });
    // Someone to find in the admin lists: the signed-in user's names are unique to this run.
    const run = Date.now().toString(36);
    const userName = `Wanjiru Axe ${run}`;
    const userCompany = `Axe Traders ${run}`;

    it('public screens, as a guest', async () => {
      const found: Violation[] = [];
      const { page, context } = await open();
      await visit(page, '/');
      await heading(page, "Growth Tools for SME's");
      await audit(page, 'landing /', found);

      await visit(page, '/login');
      await heading(page, 'Welcome Back');
      await audit(page, '/login', found);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForTimeout(300);
      await audit(page, '/login (empty submit)', found);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await heading(page, 'Reset Password');
      await audit(page, '/login (forgot password)', found);

      await visit(page, '/signup');
      await page.getByRole('button', { name: 'Create Account' }).waitFor();
      await audit(page, '/signup', found);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForTimeout(300);
      await audit(page, '/signup (empty submit)', found);

      await visit(page, '/reset-password?token=not-a-real-token');
      await heading(page, 'Reset Your Password');
      await audit(page, '/reset-password?token', found);
      // Without a token: back to the sign-in page with an error toast.
      await visit(page, '/reset-password');
      await page.waitForURL('**/login');
      await page.locator('[data-sonner-toast]').first().waitFor();
      await audit(page, '/reset-password (no token: /login with toast)', found);

      await visit(page, '/complete-signup?email=newsletter-axe%40example.com&name=Axe%20Reader');
      await page.getByLabel('Confirm Password').waitFor();
      await audit(page, '/complete-signup', found);

      await visit(page, '/no-such-page');
      await heading(page, 'Oops! Page not found');
      await audit(page, '404', found);

      for (const [path, name] of [
        ['/tools/tool-1', 'The Pitch Lab'],
        ['/tools/tool-2', 'AI Sales Coach'],
        ['/tools/tool-3', 'Commission Calculator'],
        ['/tools/tool-4', 'Pipeline Math Calculator'],
      ] as const) {
        await visit(page, path);
        await heading(page, name);
        await audit(page, `${path} (guest)`, found);
      }

      // The guest's one free run, its result, then the signup dialog on the next.
      await page.getByLabel('Average deal size', { exact: true }).fill('5,000');
      await page.getByLabel('Close rate (%)', { exact: true }).fill('20');
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      await page.getByTestId('pipeline-verdict').waitFor();
      await page.getByTestId('pipeline-chart').waitFor();
      await audit(page, '/tools/tool-4 result (guest)', found);
      await page.getByRole('button', { name: 'Calculate Again' }).click();
      await page.getByLabel('Average deal size', { exact: true }).fill('5,000');
      await page.getByLabel('Close rate (%)', { exact: true }).fill('20');
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      await page.getByRole('dialog', { name: 'Create a free account to continue' }).waitFor();
      await audit(page, 'signup dialog', found);
      await context.close();
      expectNone(found);
    });

    it('signed-in screens and tool results', async () => {
      const found: Violation[] = [];
      const { page, context } = await open();
      await signUp(page, { fullName: userName, companyName: userCompany, email: uniqueEmail('axe-user') });
      await page.getByTestId('credit-balance').waitFor();
      await audit(page, '/dashboard', found);

      await visit(page, '/tools/tool-2');
      await heading(page, 'AI Sales Coach');
      await audit(page, '/tools/tool-2 (signed in)', found);

      await visit(page, '/tools/tool-1');
      await heading(page, 'The Pitch Lab');
      await audit(page, '/tools/tool-1 (signed in)', found);
      await page.getByRole('button', { name: 'Type your pitch instead' }).click();
      await page.getByLabel('Your pitch').fill(TYPED_PITCH);
      await audit(page, '/tools/tool-1 typed pitch form', found);
      await page.getByRole('button', { name: 'Analyze My Pitch' }).click();
      await heading(page, 'Pitch Lab report');
      await audit(page, '/tools/tool-1 report', found);
      // A rating, so the admin's feedback page has something to show.
      await page.getByRole('radio', { name: '4 stars: Very Good' }).click();
      await page.getByLabel('Comment (optional)').fill('Clear report.');
      await page.getByRole('button', { name: 'Submit Rating' }).click();
      await page.getByText('Thank you! Your feedback has been submitted successfully').waitFor();

      await visit(page, '/tools/tool-3');
      await heading(page, 'Commission Calculator');
      await audit(page, '/tools/tool-3 (signed in)', found);
      for (const [question, answer] of [
        ['What behavior do you want to reward?', 'Sales'],
        ['Who is being paid?', 'Agent'],
        ['Who do you sell to?', 'B2B'],
        ['How do customers pay?', 'In Installments'],
        ['How is this person employed?', 'Base + Commission'],
      ]) {
        await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
      }
      await page.getByLabel('Average revenue per sale (ARPU), in dollars').fill('1,200');
      await page.getByRole('button', { name: 'Calculate Commission Plan' }).click();
      await page.getByText('Recommended plan').waitFor();
      await audit(page, '/tools/tool-3 result', found);

      await visit(page, '/tools/tool-4');
      await heading(page, 'Pipeline Math Calculator');
      await audit(page, '/tools/tool-4 (signed in)', found);
      await page.getByLabel('Average deal size', { exact: true }).fill('5,000');
      await page.getByLabel('Close rate (%)', { exact: true }).fill('20');
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      await page.getByTestId('pipeline-chart').waitFor();
      await audit(page, '/tools/tool-4 result (signed in)', found);

      // Both credits spent: the out-of-credits dialog, then the pricing page and a local checkout.
      await visit(page, '/dashboard');
      await page.getByTestId('credit-balance').filter({ hasText: '0' }).waitFor();
      await page.getByRole('button', { name: 'Get credits' }).click();
      await page.getByRole('dialog', { name: 'Out of Credits' }).waitFor();
      await audit(page, 'out-of-credits dialog', found);
      await page.getByRole('button', { name: 'View Pricing' }).click();
      await heading(page, 'Choose Your Perfect Plan');
      await audit(page, '/pricing', found);
      const popup = context.waitForEvent('page');
      await page.getByRole('button', { name: 'Buy Credits' }).click();
      const checkout = await popup;
      await checkout.waitForURL(/\/checkout\/local\/cs_local_[0-9a-f]+$/);
      await checkout.getByText('Test checkout — no real card is charged').waitFor();
      await audit(checkout, '/checkout/local/:id', found);
      await checkout.close();

      await visit(page, '/account');
      await page.getByRole('heading', { name: 'Subscription' }).waitFor();
      await page.locator('#two-factor').getByText('Status: off').waitFor();
      await audit(page, '/account', found);
      const card = page.locator('#two-factor');
      await card.getByLabel('Current Password').fill('sturdy-pass-2026');
      await card.getByRole('button', { name: 'Set Up Two-Factor' }).click();
      await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      await audit(page, '/account (two-factor setup)', found);
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await page.getByRole('alertdialog', { name: 'Are you absolutely sure?' }).waitFor();
      await audit(page, 'delete-account dialog', found);
      await page.getByRole('button', { name: 'Cancel' }).click();

      // Real calls (issue 31): the upload form with its refusals, the empty list, a call not found.
      await visit(page, '/calls');
      await heading(page, 'Score a real call');
      await page.getByTestId('calls-empty').waitFor();
      await page.getByRole('button', { name: 'Score this call' }).click();
      await page.getByText('Choose a recording first.').waitFor();
      await audit(page, '/calls (empty submit)', found);
      await visit(page, '/calls/00000000-0000-4000-8000-000000000000');
      await page.getByText('This call does not exist, or it is not yours to read.').waitFor();
      await audit(page, '/calls/:id (not found)', found);
      await context.close();
      expectNone(found);
    });

    // Looks at what the signed-in user above left behind (organization, report, rating).
    it('admin screens, after the two-factor sign-in step', async () => {
      const found: Violation[] = [];
      const { page, context } = await open();
      const admin = await signUp(page, { fullName: 'Axe Admin', email: uniqueEmail('axe-admin') });
      const { secret } = await enrolTotp(page, admin.password);
      await grantAdmin(admin.email);
      await context.clearCookies();

      await visit(page, '/login');
      await page.getByLabel('Email').fill(admin.email);
      await page.getByLabel('Password').fill(admin.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await heading(page, 'Two-Factor Authentication');
      await audit(page, '/login (two-factor step)', found);
      await page.getByLabel('Authentication code').fill(await freshTotpCode(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/dashboard');
      await audit(page, '/dashboard (admin)', found);

      await page.getByRole('link', { name: 'Admin Panel' }).click();
      await heading(page, 'Admin Panel');
      await page.getByRole('region', { name: 'AI usage today' }).waitFor();
      await page.getByRole('list', { name: 'Organizations' }).waitFor();
      await audit(page, '/admin/organizations', found);

      // The signed-in user's organization: its history has a Pitch Lab report to open.
      await page.getByLabel('Search organizations').fill(userCompany);
      await page.getByRole('link', { name: userCompany, exact: true }).click();
      await page.waitForURL(/\/admin\/organizations\/[^/]+$/);
      await heading(page, userCompany);
      const history = page.getByRole('list', { name: 'Tool usage history' });
      await history.getByRole('button', { name: /The Pitch Lab/ }).waitFor();
      await audit(page, '/admin/organizations/:id', found);
      await history.getByRole('button', { name: /The Pitch Lab/ }).click();
      await page.getByRole('dialog', { name: 'The Pitch Lab' }).waitFor();
      await audit(page, 'admin report dialog', found);
      await page.keyboard.press('Escape');

      await visit(page, '/admin/users');
      await heading(page, 'User Management');
      await page.getByLabel('Search users').fill(userName);
      await page.getByRole('button', { name: `Delete ${userName}` }).click();
      await page.getByRole('alertdialog').waitFor();
      await audit(page, '/admin/users (delete dialog)', found);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      await audit(page, '/admin/users', found);

      await visit(page, '/admin/feedback');
      await heading(page, 'Tool Feedback');
      await audit(page, '/admin/feedback', found);
      await context.close();
      expectNone(found);
    });
  });
}

function localeOf(language: Language) {
  return { en: 'en-US' }[language];
}
