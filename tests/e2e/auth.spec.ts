import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, latestMailTo, logIn, newPage, signUp, uniqueEmail } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('accounts in the browser', () => {
  it('landing page shows the headline, tool cards and Want More?', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { name: "Growth Tools for SME's" }).waitFor();
    for (const name of ['The Pitch Lab', 'AI Sales Coach', 'Commission Calculator', 'Pipeline Math Calculator']) {
      expect(await page.getByRole('link', { name: `Open ${name}` }).getAttribute('href')).toMatch(/^\/tools\/tool-\d$/);
    }
    await page.getByRole('heading', { name: 'Want More?' }).waitFor();
    await page.getByRole('link', { name: 'Create Free Account' }).click();
    await page.waitForURL('**/signup');
    await page.goto('/');
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('signup validates, creates the account with 2 credits, signs out and back in', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByLabel('Full Name').fill('Test');
    await page.getByLabel('Company Name').fill('Co');
    // The visible filter picks the first country that starts with what was typed.
    await page.getByLabel('Search countries').fill('Ken');
    expect(await page.getByLabel('Country', { exact: true }).inputValue()).toBe('KE');
    await page.getByLabel('Search countries').fill('');
    await page.getByLabel('Country', { exact: true }).selectOption('NG');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill('abcdef1');
    await page.getByLabel('Confirm Password').fill('abcdef2');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Please accept the terms and conditions').first().waitFor();
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Passwords do not match').first().waitFor();

    const user = await signUp(page);
    await page.getByRole('heading', { name: `Welcome back, ${user.fullName}!` }).waitFor();
    await page.getByText(user.companyName).first().waitFor();
    expect(await page.getByTestId('credit-balance').textContent()).toBe('2');
    // Signed-in users are sent away from the public pages.
    await page.goto('/login');
    await page.waitForURL('**/dashboard');

    await page.evaluate(() => sessionStorage.setItem('x', '1'));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/account');
    await page.waitForURL('**/login');

    await logIn(page, user.email, user.password);
    await page.getByRole('heading', { name: `Welcome back, ${user.fullName}!` }).waitFor();
    // The session survives a new tab in the same browser profile.
    const second = await context.newPage();
    await second.goto('/dashboard');
    await second.getByRole('heading', { name: `Welcome back, ${user.fullName}!` }).waitFor();
  });

  it('shows the server message on a failed login', async () => {
    const { page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password').waitFor();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const { page } = await newPage(browser);
    const user = await signUp(page);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText("We've sent you a password reset link.").waitFor();
    const mail = await latestMailTo(user.email);
    expect(mail.link).toContain('/api/auth/reset-password/');
    await page.goto(mail.link);
    await page.waitForURL('**/reset-password?token=*');
    await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    await page.getByLabel('New Password').fill('new-pass-1');
    await page.getByLabel('Confirm Password').fill('new-pass-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Please make sure both passwords are the same.').waitFor();
    await page.getByLabel('New Password').fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password must be at least 6 characters long.').waitFor();
    await page.getByLabel('New Password').fill('renewed-pass-77');
    await page.getByLabel('Confirm Password').fill('renewed-pass-77');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL('**/login');
    await logIn(page, user.email, 'renewed-pass-77');
    // The used link is now invalid.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(mail.link);
    await page.waitForURL('**/login');
    await page.getByText('Invalid or expired link').first().waitFor();
  });

  it('updates name, e-mail (after confirmation) and password, then deletes the account', async () => {
    const { page } = await newPage(browser);
    const user = await signUp(page);
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'My Account' }).waitFor();

    await page.getByLabel('Full Name').fill('   ');
    await page.getByRole('button', { name: 'Update Name' }).click();
    await page.getByText('Please enter a name').waitFor();
    await page.getByLabel('Full Name').fill('Wanjiru Kamau');
    await page.getByRole('button', { name: 'Update Name' }).click();
    await page.getByText('Name updated successfully').waitFor();

    await page.getByRole('button', { name: 'Update Email' }).click();
    await page.getByText('Please enter a new email address').waitFor();
    const newEmail = uniqueEmail('moved');
    await page.getByLabel('New Email').fill(newEmail);
    // Re-authentication: the change needs the current password.
    const emailForm = page.getByRole('form', { name: 'Update Email' });
    await page.getByRole('button', { name: 'Update Email' }).click();
    await page.getByText('Please enter your current password').waitFor();
    await emailForm.getByLabel('Current Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Update Email' }).click();
    await page.getByText('Your current password is incorrect.').waitFor();
    await emailForm.getByLabel('Current Password').fill(user.password);
    await page.getByRole('button', { name: 'Update Email' }).click();
    await page.getByText('Email update initiated. Please check your new email for confirmation.').waitFor();
    const mail = await latestMailTo(newEmail);
    await page.goto(mail.link);
    await page.goto('/account');
    await page.getByText(newEmail).first().waitFor();
    // The old address is told, with the new one masked.
    const notice = await latestMailTo(user.email);
    expect(notice.subject).toBe('Your Growth Tools e-mail address was changed');
    expect(notice.text).not.toContain(newEmail);

    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Please fill in both password fields').waitFor();
    await page.getByRole('form', { name: 'Update Password' }).getByLabel('Current Password').fill(user.password);
    await page.getByLabel('New Password', { exact: true }).fill('changed-pass-5');
    await page.getByLabel('Confirm New Password').fill('changed-pass-6');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm New Password').fill('changed-pass-5');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated successfully').waitFor();
    // The form's error toasts were replaced, not stacked, and success cleared them.
    await expect.poll(() => page.getByText('Passwords do not match').count()).toBe(0);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('alertdialog', { name: 'Are you absolutely sure?' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    // Keyboard users are back on the button that opened the dialog, not at the top of the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Delete Account');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    // Re-authentication: a wrong password deletes nothing and keeps the dialog open.
    const confirm = page.getByRole('alertdialog');
    await confirm.getByLabel('Current Password').fill(user.password);
    await confirm.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByText('Your current password is incorrect.').waitFor();
    await confirm.getByLabel('Current Password').fill('changed-pass-5');
    await confirm.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Still said after the sign-out's full page load.
    await page.getByText('Your account has been permanently deleted').waitFor();
    await page.goto('/login');
    await page.getByLabel('Email').fill(newEmail);
    await page.getByLabel('Password').fill('changed-pass-5');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password').waitFor();
  });

  it('completes a newsletter signup, and Skip for Now returns home', async () => {
    const { page } = await newPage(browser);
    await page.goto('/complete-signup');
    await page.waitForURL((url) => url.pathname === '/');
    const email = uniqueEmail('news');
    await page.goto(`/complete-signup?email=${encodeURIComponent(email)}&name=Kwame&companyName=Kwame%20Foods&country=GH`);
    await page.getByRole('heading', { name: 'Create Your Password' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('kwame-foods-1');
    await page.getByLabel('Confirm Password').fill('kwame-foods-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Welcome! Redirecting to your dashboard...').waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Kwame!' }).waitFor();

    const other = await newPage(browser);
    await other.page.goto(`/complete-signup?email=${encodeURIComponent(uniqueEmail('skip'))}`);
    await other.page.getByRole('button', { name: 'Skip for Now' }).click();
    await other.page.getByText("You've been added to our newsletter.").waitFor();
    await other.page.waitForURL((url) => url.pathname === '/');
  });

  it('shows the 404 page for unknown paths and keeps admin pages from normal users', async () => {
    const { page } = await newPage(browser);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signUp(page);
    await page.goto('/admin/organizations');
    await page.waitForURL('**/dashboard');
    await page.goto('/admin/feedback');
    await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/');
    expect(await page.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
  });
});
