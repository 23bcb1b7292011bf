import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { openDatabase, type Db } from '../../src/server/db/client.ts';
import {
  account,
  mailOutbox,
  organizationMembers,
  organizations,
  payments,
  profiles,
  toolRatings,
  toolUsageLogs,
  user,
  userRoles,
} from '../../src/server/db/schema/index.ts';
import { seedDemoData } from '../../scripts/seed-data.ts';
import { enrolTotpOverHttp, launchBrowser, logIn, type TotpEnrolment } from './fixtures.ts';

// The admin screens show every organization, so they get their own server on a fresh embedded
// database: first empty (the empty states), then seeded with demo data plus a few known rows.
// Data is written while that server is stopped, since PGlite allows one process per directory.

const PASSWORD = 'admin-e2e-pass-2026';
const dataDir = mkdtempSync(path.join(tmpdir(), 'growth-admin-e2e-'));
const port = 4100 + Math.floor(Math.random() * 500);
const baseUrl = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let browser: Browser;

async function startServer() {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    // One AUTH_SECRET across restarts: it encrypts the admin's TOTP secret (and signs sessions).
    env: {
      ...process.env,
      NODE_ENV: 'test',
      AUTH_SECRET: 'admin-e2e-secret-0123456789abcdefghijklmnop',
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      AI_API_KEY: '',
      AI_BASE_URL: '',
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('admin e2e server did not start');
}

async function stopServer() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** Writes to the stopped server's database, then starts the server again. */
async function withDatabase(write: (db: Db) => Promise<void>) {
  await stopServer();
  const database = await openDatabase({ dataDir });
  try {
    await write(database.db);
  } finally {
    await database.close();
  }
  await startServer();
}

interface AccountSpec {
  email: string;
  fullName: string;
  /** Company name; undefined for no organization at all. */
  company?: string;
  industry?: string | null;
  tier?: 'free' | 'basic' | 'premium';
  admin?: boolean;
  createdAt?: Date;
}

async function createAccount(db: Db, spec: AccountSpec) {
  const id = randomUUID();
  await db.insert(user).values({ id, name: spec.fullName || spec.email, email: spec.email, emailVerified: true });
  await db.insert(account).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: await hashPassword(PASSWORD) });
  await db.insert(profiles).values({
    id,
    fullName: spec.fullName,
    email: spec.email,
    hasCompletedOnboarding: true,
    createdAt: spec.createdAt,
  });
  let orgId: string | undefined;
  if (spec.company !== undefined) {
    const [org] = await db
      .insert(organizations)
      .values({
        name: spec.company,
        companyName: spec.company,
        industry: spec.industry ?? null,
        country: 'KE',
        createdBy: id,
        createdAt: spec.createdAt,
        // The organization holds the wallet (docs/decisions/023).
        subscriptionTier: spec.tier ?? 'free',
        credits: 2,
      })
      .returning({ id: organizations.id });
    orgId = org!.id;
    await db.insert(organizationMembers).values({ userId: id, organizationId: orgId, role: 'owner' });
  }
  if (spec.admin) await db.insert(userRoles).values({ userId: id, role: 'admin' });
  return { id, orgId, email: spec.email };
}

const admin = { email: 'root-admin@example.com', fullName: 'Root Admin' };
/** The root admin's authenticator (admins need TOTP): enrolled through the real endpoints. */
let adminTotp: TotpEnrolment;
const fixtures: Record<string, { id: string; orgId?: string; email: string }> = {};

async function newAdminPage() {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.setDefaultTimeout(15_000);
  await logIn(page, admin.email, PASSWORD, adminTotp.secret);
  return { page, errors };
}

const cards = (page: Page) => page.getByRole('list', { name: 'Organizations' }).getByRole('listitem');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

async function searchOrganizations(page: Page, text: string) {
  await page.getByLabel('Search organizations').fill(text);
  // The list follows the search after a short debounce.
  await page.waitForResponse(
    (r) => r.url().includes('/api/admin/organizations?') && r.url().includes(`search=${encodeURIComponent(text).replace(/%20/g, '+')}`),
  );
}

beforeAll(async () => {
  // Only the admin exists, and without an organization: every list starts empty.
  const database = await openDatabase({ dataDir });
  try {
    fixtures.admin = await createAccount(database.db, { ...admin, admin: true });
  } finally {
    await database.close();
  }
  await startServer();
  adminTotp = await enrolTotpOverHttp(baseUrl, admin.email, PASSWORD);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('admin screens', () => {
  it('show their empty states on an empty database', async () => {
    const { page, errors } = await newAdminPage();
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await page.waitForURL('**/admin/organizations');
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await page.getByText('Manage organizations and users').waitFor();
    await page.getByText('Admin Access').waitFor();
    await page.getByRole('heading', { name: 'No organizations yet' }).waitFor();
    await page.getByText('Organizations will appear here once users sign up').waitFor();
    // Today's AI use against the daily budgets (AI_DAILY_RUNS_GLOBAL defaults to 5,000).
    const usage = page.getByRole('region', { name: 'AI usage today' });
    await usage.getByTestId('ai-usage-global').filter({ hasText: '0 of 5,000 runs' }).waitFor();
    expect(await usage.getByRole('progressbar', { name: 'Service-wide' }).getAttribute('aria-valuenow')).toBe('0');
    await usage.getByText('Accounts at their limit (50/day)').waitFor();
    // The mail outbox: nothing failing.
    await page.getByRole('region', { name: 'Mail delivery' }).getByTestId('mail-delivery-empty').waitFor();

    await page.goto('/admin/feedback');
    await page.getByRole('heading', { name: 'No feedback yet' }).waitFor();
    expect(await page.getByRole('button', { name: 'All Tools' }).count()).toBe(0);

    // The admin is the only profile; its delete button refuses (admins cannot be deleted).
    await page.goto('/admin/users');
    await page.getByRole('heading', { name: 'Root Admin' }).waitFor();
    await page.getByRole('button', { name: /^Delete / }).click();
    await toast(page, 'Cannot Delete Admin');
    await page.getByRole('heading', { name: 'Root Admin' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('lists, searches, pages and deletes organizations', async () => {
    await withDatabase(async (db) => {
      await seedDemoData(db, { orgs: 30, password: PASSWORD, logsPerOrg: 1, ratingEvery: 3, adminEvery: 15, runId: 'e2e' });
      fixtures.known = await createAccount(db, {
        email: 'known.owner@example.com',
        fullName: 'Known Owner',
        company: 'Kijiji Crafts',
        createdAt: new Date('2026-11-22T12:00:00Z'),
      });
      fixtures.premium = await createAccount(db, { email: 'premium.owner@example.com', fullName: 'Premium Owner', company: 'Premium Plc', tier: 'premium' });
      fixtures.victim = await createAccount(db, { email: 'victim.owner@example.com', fullName: 'Victim Owner', company: 'Victim Co' });
      fixtures.sneaky = await createAccount(db, { email: 'sneaky.owner@example.com', fullName: 'Sneaky Owner', company: 'Sneaky Co' });
      fixtures.otherAdmin = await createAccount(db, { email: 'other.admin@example.com', fullName: 'Other Admin', company: 'Admin Owned Ltd', admin: true });
      fixtures.noName = await createAccount(db, { email: 'nameless@example.com', fullName: '', company: 'Nameless Shop' });
      fixtures.normal = await createAccount(db, { email: 'normal.user@example.com', fullName: 'Normal User', company: 'Normal Co' });
      // Normal User joins Kijiji Crafts' team: they spend its wallet.
      await db
        .update(organizationMembers)
        .set({ organizationId: fixtures.known!.orgId, role: 'member' })
        .where(eq(organizationMembers.userId, fixtures.normal.id));
      const knownId = fixtures.known!.id;
      await db.insert(toolUsageLogs).values([
        {
          userId: knownId,
          toolName: 'The Pitch Lab',
          result: '# Pitch report\n\n**Overall score:** 8/10\n\n- Strong hook about late deliveries',
          creditsUsed: 1,
          createdAt: new Date('2026-11-22T13:00:00Z'),
        },
        { userId: knownId, toolName: 'Commission Calculator', result: null, creditsUsed: 1, createdAt: new Date('2026-11-22T12:30:00Z') },
      ]);
      // A paid credit pack of the local test checkout (refundable) and an abandoned checkout (not).
      const common = {
        userId: knownId,
        organizationId: fixtures.known!.orgId!,
        provider: 'local' as const,
        plan: 'credits_20' as const,
        amountCents: 2_500_00,
        currency: 'kes',
      };
      await db.insert(payments).values([
        {
          ...common,
          status: 'paid',
          method: 'card',
          creditsGranted: 20,
          checkoutSessionId: 'cs_local_e2epaid',
          paymentIntentId: 'pi_local_e2epaid',
          createdAt: new Date('2026-11-23T09:00:00Z'),
        },
        { ...common, status: 'cancelled', method: 'mobile_money', checkoutSessionId: 'cs_local_e2ecancelled', createdAt: new Date('2026-11-22T09:00:00Z') },
      ]);
      await db
        .insert(toolRatings)
        .values({ userId: knownId, toolName: 'AI Sales Coach', rating: 4, comment: 'Known comment for the filter', createdAt: new Date() });
    });

    const { page, errors } = await newAdminPage();
    await page.goto('/admin/organizations');
    // 37 organizations: one page of 24, then the rest.
    await cards(page).nth(23).waitFor();
    expect(await cards(page).count()).toBe(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await cards(page).nth(36).waitFor();
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    await searchOrganizations(page, 'kijiji');
    await expect.poll(() => cards(page).count()).toBe(1);
    const known = cards(page).first();
    for (const text of ['Kijiji Crafts', 'known.owner@example.com', 'Known Owner', 'Nov 22, 2026', 'free'])
      await known.getByText(text, { exact: true }).waitFor();
    expect(await known.getByText('2', { exact: true }).count()).toBe(1);

    await searchOrganizations(page, 'premium.owner@');
    await cards(page).first().getByText('∞', { exact: true }).waitFor();
    await cards(page).first().getByText('premium', { exact: true }).waitFor();

    await searchOrganizations(page, 'Admin Owned');
    await cards(page).first().getByText('Admin', { exact: true }).waitFor();
    expect(
      await cards(page)
        .first()
        .getByRole('button', { name: /^Delete / })
        .count(),
    ).toBe(0);

    await searchOrganizations(page, 'nothing-starts-like-this');
    await page.getByRole('heading', { name: 'No matching organizations' }).waitFor();

    // Delete: confirm dialog, cancel keeps it; confirming shows a spinner on that card, then the toast.
    await searchOrganizations(page, 'Victim');
    await page.getByRole('button', { name: 'Delete Victim Co' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete User Account' });
    await dialog.getByText('This will permanently delete the user account, organization, and all associated data. This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.route('**/api/admin/users/*', async (route) => {
      if (route.request().method() === 'DELETE') await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Delete Victim Co' }).click();
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    const deleting = page.getByRole('button', { name: 'Delete Victim Co' });
    await expect.poll(() => deleting.getAttribute('aria-busy')).toBe('true');
    expect(await deleting.isDisabled()).toBe(true);
    await toast(page, 'User Deleted');
    await toast(page, 'victim.owner@example.com has been successfully deleted');
    await page.getByRole('heading', { name: 'No matching organizations' }).waitFor();

    // The owner becomes an admin after the list loaded: the server refuses at delete time.
    await searchOrganizations(page, 'Sneaky');
    const grant = await page.request.post(`/api/admin/users/${fixtures.sneaky!.id}/roles`, { data: { role: 'admin' }, headers: { origin: baseUrl } });
    expect(grant.status()).toBe(200);
    await page.getByRole('button', { name: 'Delete Sneaky Co' }).click();
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await toast(page, 'Cannot Delete Admin');
    await toast(page, 'Admin accounts cannot be deleted for security reasons');
    // The list reloaded: the owner now shows as admin, without a delete control.
    await cards(page).first().getByText('Admin', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete Sneaky Co' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Manage Users' }).click();
    await page.waitForURL('**/admin/users');
    await page.goto('/admin/organizations');
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await page.waitForURL('**/dashboard');
    expect(errors).toEqual([]);
  });

  it('shows an organization, adjusts credits and tier, and opens usage reports', async () => {
    const { page, errors } = await newAdminPage();
    await page.goto('/admin/organizations');
    await searchOrganizations(page, 'Kijiji');
    await page.getByRole('link', { name: 'Kijiji Crafts' }).click();
    await page.waitForURL(`**/admin/organizations/${fixtures.known!.orgId}`);
    await page.getByRole('heading', { name: 'Kijiji Crafts' }).waitFor();
    await page.getByText('Admin Access').waitFor();
    await page.getByText('Created Nov 22, 2026').waitFor();
    // The owner's details (the same name also stands in the Team members list below).
    for (const text of ['Known Owner', 'known.owner@example.com', 'Kenya'])
      await page
        .getByRole('definition')
        .filter({ hasText: new RegExp(`^${text.replace(/\./g, '\\.')}$`) })
        .waitFor();
    expect(await page.getByText('N/A', { exact: true }).count()).toBeGreaterThanOrEqual(1);

    const credits = page.getByTestId('owner-credits');
    expect(await credits.textContent()).toBe('2');
    const amount = page.getByLabel('Credit amount');
    await amount.fill('1.5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await toast(page, 'Invalid Amount');
    await toast(page, 'Please enter a valid number');
    expect(await credits.textContent()).toBe('2');
    await amount.fill('5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await toast(page, 'Credits added successfully');
    await expect.poll(() => credits.textContent()).toBe('7');
    await amount.fill('-100');
    await page.getByRole('button', { name: 'Apply' }).click();
    await toast(page, 'Credits removed successfully');
    await expect.poll(() => credits.textContent()).toBe('0');

    const updateTier = page.getByRole('button', { name: 'Update Tier' });
    expect(await updateTier.isDisabled()).toBe(true);
    await page.getByLabel('Subscription tier').selectOption('premium');
    expect(await updateTier.isDisabled()).toBe(false);
    await updateTier.click();
    await toast(page, 'Subscription tier updated successfully');
    await expect.poll(() => credits.textContent()).toBe('Unlimited');
    await expect.poll(() => updateTier.isDisabled()).toBe(true);

    const history = page.getByRole('list', { name: 'Tool usage history' });
    await history.getByText('Pitch report Overall score: 8/10 Strong hook about late deliveries').waitFor();
    await history.getByRole('button', { name: /The Pitch Lab/ }).click();
    const report = page.getByRole('dialog', { name: 'The Pitch Lab' });
    await report.getByRole('heading', { name: 'Pitch report' }).waitFor();
    await report.getByText('Strong hook about late deliveries').waitFor();
    await report.getByRole('button', { name: 'Close' }).click();
    await history.getByRole('button', { name: /Commission Calculator/ }).click();
    await page.getByRole('dialog', { name: 'Commission Calculator' }).getByText('No report available').waitFor();
    await page.keyboard.press('Escape');

    // Payments: the paid pack can be refunded after a confirmation; the abandoned checkout cannot.
    const paymentsTable = page.getByRole('table', { name: 'Payments' });
    await paymentsTable.getByRole('row').filter({ hasText: 'Nov 23, 2026' }).filter({ hasText: 'Ksh 2,500' }).filter({ hasText: 'Paid' }).waitFor();
    await paymentsTable.getByRole('row').filter({ hasText: 'Mobile money' }).filter({ hasText: 'Cancelled' }).waitFor();
    expect(await paymentsTable.getByRole('button', { name: /^Refund/ }).count()).toBe(1);
    await paymentsTable.getByRole('button', { name: 'Refund the payment of Ksh 2,500 from Nov 23, 2026' }).click();
    const refundDialog = page.getByRole('alertdialog', { name: 'Refund this payment?' });
    await refundDialog.getByText(/Ksh\s2,500 goes back to known\.owner@example\.com the way they paid, and the 20 credits/).waitFor();
    await refundDialog.getByRole('button', { name: 'Refund payment' }).click();
    await toast(page, 'Payment refunded');
    await paymentsTable.getByRole('row').filter({ hasText: 'Nov 23, 2026' }).filter({ hasText: 'Refunded' }).waitFor();
    await expect.poll(() => paymentsTable.getByRole('button', { name: /^Refund/ }).count()).toBe(0);

    await page.goto('/admin/organizations/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Organization Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Organizations' }).click();
    await page.waitForURL('**/admin/organizations');
    expect(errors).toEqual([]);
  });

  it('manages users: newest first, search, no-name rows, delete with confirmation, load more', async () => {
    const { page, errors } = await newAdminPage();
    await page.goto('/admin/users');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    const rows = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
    await rows.nth(23).waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await rows.nth(24).waitFor();

    await page.getByLabel('Search users').fill('known');
    await expect.poll(() => rows.count()).toBe(1);
    for (const text of ['Known Owner', 'known.owner@example.com', fixtures.known!.id, 'premium', '∞'])
      await rows.first().getByText(text, { exact: true }).waitFor();

    // An admin's row has its delete button too; it answers with the refusal and deletes nothing.
    await page.getByLabel('Search users').fill('other.admin');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByRole('button', { name: 'Delete Other Admin' }).click();
    await toast(page, 'Cannot Delete Admin');
    await toast(page, 'Admin accounts cannot be deleted for security reasons');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await rows.first().getByText('other.admin@example.com', { exact: true }).waitFor();

    // A team member's credits are the team's wallet, and the row says whose.
    await page.getByLabel('Search users').fill('normal.user');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByRole('link', { name: 'Team wallet: Kijiji Crafts' }).waitFor();
    await rows.first().getByText('∞', { exact: true }).waitFor();

    await page.getByLabel('Search users').fill('nameless');
    await rows.first().getByRole('heading', { name: 'No name' }).waitFor();
    await page.getByRole('button', { name: 'Delete nameless@example.com' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete User Account' });
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await toast(page, 'User deleted');
    await toast(page, 'User has been successfully deleted');
    await page.getByRole('heading', { name: 'No matching users' }).waitFor();
    // The admin bar (Admin Panel, Feedback, account, Sign Out) fits a small phone without sideways scrolling.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The language picker stays in the bar; the two admin links take a row of their own, each on one line.
    expect(await page.getByLabel('Language').isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Admin Panel', 'Feedback', 'Sign Out']) {
      const box = await nav.getByRole(name === 'Sign Out' ? 'button' : 'link', { name }).boundingBox();
      expect({ name, height: box?.height }).toEqual({ name, height: 32 });
    }
    expect(errors).toEqual([]);
  });

  it('shows feedback with per-tool filters, stars and averages', async () => {
    const { page, errors } = await newAdminPage();
    await page.goto('/admin/feedback');
    await page.getByRole('heading', { name: 'Tool Feedback' }).waitFor();
    const filters = page.getByRole('group', { name: 'Filter by tool' });
    for (const name of ['All Tools', 'The Pitch Lab', 'AI Sales Coach', 'Commission Calculator'])
      await filters.getByRole('button', { name, exact: true }).waitFor();
    // Only tools with ratings get a filter.
    expect(await filters.getByRole('button', { name: 'Pipeline Math Calculator' }).count()).toBe(0);
    for (const name of ['Tool', 'Rating', 'Comment', 'From', 'Date']) await page.getByRole('columnheader', { name }).waitFor();
    await page
      .getByRole('img', { name: /^[1-5] out of 5 stars$/ })
      .first()
      .waitFor();
    await page.getByRole('cell', { name: 'No comment' }).first().waitFor();
    await page
      .getByRole('list', { name: 'Average rating per tool' })
      .getByText(/average · \d+ ratings?/)
      .first()
      .waitFor();

    await filters.getByRole('button', { name: 'AI Sales Coach' }).click();
    await page.getByRole('cell', { name: 'Known comment for the filter' }).waitFor();
    // Who rated, and their organization (a link to it), so the admin can follow the comment up.
    const knownRow = page.getByRole('row').filter({ hasText: 'Known comment for the filter' });
    await knownRow.getByText('Known Owner').waitFor();
    await knownRow.getByText('known.owner@example.com').waitFor({ state: 'attached' }); // shown from sm up
    await knownRow.getByRole('link', { name: 'Organization: Kijiji Crafts' }).waitFor();
    await expect.poll(async () => new Set(await page.locator('tbody tr td:first-child').allTextContents())).toEqual(new Set(['AI Sales Coach']));
    expect(await filters.getByRole('button', { name: 'AI Sales Coach' }).getAttribute('aria-pressed')).toBe('true');
    await filters.getByRole('button', { name: 'All Tools' }).click();
    await expect.poll(async () => new Set(await page.locator('tbody tr td:first-child').allTextContents()).size).toBeGreaterThan(1);
    // On a phone every column, Date included, is on screen: the table wraps instead of scrolling.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect
      .poll(() => page.locator('table').evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth))
      .toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  it('shows a mail that failed for good in Mail delivery and sends it on "Retry now"', async () => {
    const stuck = 'stuck.mailbox@example.com';
    await withDatabase(async (db) => {
      await db.insert(mailOutbox).values({
        recipient: stuck,
        subject: 'Reset your Growth Tools password',
        text: `Set a new password here:\n${baseUrl}/api/auth/reset-password/x\n`,
        status: 'failed',
        attempts: 12,
        lastError: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:2525',
      });
    });
    const { page, errors } = await newAdminPage();
    await page.goto('/admin/organizations');
    const card = page.getByRole('region', { name: 'Mail delivery' });
    const item = card.getByRole('list', { name: 'Failing and failed mail' }).getByRole('listitem').filter({ hasText: 'Reset your Growth Tools password' });
    await item.getByText('to st***', { exact: false }).waitFor();
    expect(await item.textContent()).not.toContain(stuck);
    await item.getByText('Failed after 12 of 12 attempts').waitFor();
    await item.getByText('Last error: ESOCKET: connect ECONNREFUSED 127.0.0.1:2525').waitFor();
    await item.getByRole('button', { name: /^Retry now/ }).click();
    await toast(page, 'Mail queued again');
    await card.getByTestId('mail-delivery-empty').waitFor();
    // This server has no SMTP_URL: the outbox worker wrote it to the dev mailbox.
    const delivered = () => {
      try {
        return readdirSync(path.join(dataDir, 'mail')).some((f) => f.endsWith(`${stuck}.eml`));
      } catch {
        return false;
      }
    };
    await expect.poll(delivered, { timeout: 10_000 }).toBe(true);
    expect(errors).toEqual([]);
  });

  it('signs a user out everywhere: their open dashboard loses its session and leaves for sign-in', async () => {
    const userContext = await browser.newContext({ baseURL: baseUrl });
    const userPage = await userContext.newPage();
    userPage.setDefaultTimeout(15_000);
    await logIn(userPage, 'premium.owner@example.com', PASSWORD);
    const { page, errors } = await newAdminPage();
    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill('premium.owner');
    const rows = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByRole('button', { name: 'Sign out Premium Owner everywhere' }).click();
    await toast(page, 'Signed out everywhere');
    await toast(page, '1 session ended.');
    // The live stream ends with the session; its reconnect is refused and the guards take over.
    await userPage.waitForURL((url) => !url.pathname.startsWith('/dashboard'), { timeout: 20_000 });
    expect((await userPage.request.get('/api/me')).status()).toBe(401);
    await userContext.close();
    expect(errors).toEqual([]);
  });

  it('keeps non-admins out', async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await logIn(page, 'normal.user@example.com', PASSWORD);
    expect(await page.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
    await page.goto('/admin/organizations');
    await page.waitForURL('**/dashboard');
    await page.goto(`/admin/organizations/${fixtures.known!.orgId}`);
    await page.waitForURL('**/dashboard');
    await page.goto('/admin/users');
    await page.waitForURL('**/dashboard');
    // Feedback sends non-admins to /, which sends signed-in users on to their dashboard.
    await page.goto('/admin/feedback');
    await page.waitForURL('**/dashboard');
    const api = await page.request.get('/api/admin/organizations');
    expect(api.status()).toBe(403);
  });
});
