import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, inject } from 'vitest';
import { APP_READY_ATTRIBUTE } from '../../src/web/boot/protocol.ts';
import { freshTotpCode, secretFromUri } from '../helpers/totp.ts';
import { CHROMIUM_ARGS } from '../fixtures/chromium.ts';
import { espeakWav, fakeMicrophoneWav } from '../fixtures/audio.ts';

export const baseUrl = () => inject('baseUrl');
export const dataDir = () => inject('dataDir');

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** A fresh context (own cookies and storage) that fails the test on uncaught page errors. */
/**
 * The spec's browser, granted a fake microphone that says `script` (spoken by espeak-ng, when
 * `speech` says it is installed; silence otherwise): launched before the spec's tests, closed after.
 */
export function useMicrophoneBrowser(script: string, speech: boolean): { readonly browser: Browser } {
  let browser: Browser | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mic-e2e-'));
    const args = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
    if (speech) args.push(`--use-file-for-fake-audio-capture=${fakeMicrophoneWav(espeakWav(script, dir), dir)}`);
    browser = await launchBrowser(args);
  });
  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
  };
}

export async function newPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
  settings: { waitForApp?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.setDefaultTimeout(15_000);
  // A prerendered page shows its form before React runs; a test that types at once would race the
  // hydration (the app replays early clicks and submits, but a check right after typing would read the
  // page before React did). So page loads wait for the app, as a person waits for a page to settle.
  if (settings.waitForApp !== false) {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => afterLoad(page, await goto(...args));
    page.reload = async (...args) => afterLoad(page, await reload(...args));
  }
  return { context, page, errors };
}

async function afterLoad(page: Page, response: Response | null) {
  const isAppPage = (response?.headers()['content-type'] ?? '').includes('text/html') && (await page.locator('#root').count()) > 0;
  if (isAppPage) await waitForApp(page);
  return response;
}

/**
 * Waits until the app runs: a prerendered page shows its form before JavaScript hydrates it, and text
 * typed before that is lost. The app marks <html> with APP_READY_ATTRIBUTE once it has hydrated (src/web/boot/app-ready.ts).
 */
export async function waitForApp(page: Page) {
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

let counter = 0;
export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}-${Date.now().toString(36)}-${counter++}@example.com`;
}

export interface TestUser {
  email: string;
  password: string;
  fullName: string;
  companyName: string;
  /**
   * ISO code picked in the Country select. The organization's currency follows it (issue 16), so the
   * default is a dollar country: the English tests read amounts as "$500,000", as spec.md writes them.
   */
  country: string;
}

/** Signs up through the real form and waits for the dashboard. */
export async function signUp(page: Page, overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const user: TestUser = {
    email: uniqueEmail(),
    password: 'sturdy-pass-2026',
    fullName: 'Amina Odhiambo',
    companyName: 'Odhiambo Traders',
    country: 'US',
    ...overrides,
  };
  await page.goto('/signup');
  await waitForApp(page);
  await page.getByLabel('Full Name').fill(user.fullName);
  await page.getByLabel('Company Name').fill(user.companyName);
  await page.getByLabel('Country', { exact: true }).selectOption(user.country);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard');
  return user;
}

/** Signs in through the real form; with `totpSecret`, answers the second step with a code from it, as an authenticator app would. */
export async function logIn(page: Page, email: string, password: string, totpSecret?: string) {
  await page.goto('/login');
  await waitForApp(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (totpSecret) {
    await page.getByLabel('Authentication code').fill(await freshTotpCode(totpSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL('**/dashboard');
}

export interface TotpEnrolment {
  /** Base32 secret from the otpauth URI: compute codes with freshTotpCode(secret). */
  secret: string;
  backupCodes: string[];
}

type Post = (path: string, data: unknown) => Promise<{ status: number; json: () => Promise<unknown> }>;

async function enrolWith(post: Post, password: string): Promise<TotpEnrolment> {
  const enable = await post('/api/auth/two-factor/enable', { password });
  if (enable.status !== 200) throw new Error(`2fa enable failed: ${enable.status}`);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretFromUri(totpURI);
  const verify = await post('/api/auth/two-factor/verify-totp', { code: await freshTotpCode(secret) });
  if (verify.status !== 200) throw new Error(`2fa verify failed: ${verify.status}`);
  return { secret, backupCodes };
}

/**
 * Enrols TOTP for the account signed in on `page`, through the same endpoints as the account page
 * (admins need it). The browser context's session cookie is renewed by the response.
 */
export async function enrolTotp(page: Page, password: string): Promise<TotpEnrolment> {
  const origin = new URL(page.url()).origin;
  return enrolWith(async (path, data) => {
    const response = await page.request.post(path, { data, headers: { origin } });
    return { status: response.status(), json: () => response.json() };
  }, password);
}

/** The same over plain HTTP for an account that has no browser yet (signs in first). */
export async function enrolTotpOverHttp(origin: string, email: string, password: string): Promise<TotpEnrolment> {
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return enrolWith(async (path, data) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify(data),
    });
    return { status: response.status, json: () => response.json() };
  }, password);
}

const run = promisify(execFile);

/** Runs `npm run admin -- …` against the e2e server's data (through its CLI bridge). */
export async function adminCli(...args: string[]) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir(), DATABASE_URL: process.env.E2E_DATABASE_URL ?? '', LOG_LEVEL: 'silent' },
  });
  return stdout;
}

export const grantAdmin = (email: string) => adminCli('grant', email);

/** The e-mail verification link mailed to `to` (the newest mail to it that carries one). */
export async function verificationLinkTo(to: string, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    const mail = await latestMailTo(to, timeoutMs);
    if (mail.link.includes('/api/auth/verify-email?')) return mail.link;
    if (Date.now() - started > timeoutMs) throw new Error(`no verification link mailed to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Verifies the address of the account signed in on `page` through the mailed link (inviting needs it). */
export async function verifyEmail(page: Page, email: string) {
  const asked = await page.request.post('/api/account/email-verification', { data: { returnTo: 'account' }, headers: { origin: baseUrl() } });
  if (!asked.ok()) throw new Error(`verification link not sent: ${asked.status()} ${await asked.text()}`);
  await page.goto(await verificationLinkTo(email));
  await page.waitForURL('**/account');
}

/** The newest mail to `to` from the dev mailbox (.eml files), with its first link. */
export async function latestMailTo(to: string, timeoutMs = 10_000) {
  const dir = path.join(dataDir(), 'mail');
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      const recipients = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
      if (recipients.includes(to)) return { subject: mail.subject ?? '', text: mail.text ?? '', link: (mail.text ?? '').match(/https?:\/\/\S+/)?.[0] ?? '' };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to}`);
}
