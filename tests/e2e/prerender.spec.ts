// The public pages and the dashboard's signed-in shell are prerendered at build time
// (scripts/vite-prerender.ts): their text is in the HTML before any JavaScript runs, and the browser
// then hydrates them without a mismatch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { bootModulesIn, prerenderedMark, warmsIntlIn } from '../../src/web/boot/boot-markup.ts';
import { baseUrl, launchBrowser, newPage, signUp } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES: [path: string, heading: string][] = [
  ['/', "Growth Tools for SME's"],
  ['/login', 'Welcome Back'],
  ['/signup', 'Create Account'],
  ['/tools/tool-1', 'The Pitch Lab'],
  ['/tools/tool-2', 'AI Sales Coach'],
  ['/tools/tool-3', 'Commission Calculator'],
  ['/tools/tool-4', 'Pipeline Math Calculator'],
  ['/no-such-page', 'Oops! Page not found'],
];

/** Console errors and warnings, minus the expected 401 of /api/me for a visitor. */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return;
    if (/Failed to load resource: the server responded with a status of 401/.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

describe('prerendered public pages', () => {
  it('serve their text and form labels in the HTML itself, to visitors without a session only', async () => {
    const home = await fetch(`${baseUrl()}/`);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const homeHtml = await home.text();
    expect(homeHtml).toContain('Growth Tools for SME&#x27;s</h1>');
    expect(homeHtml).toContain('Create Free Account');
    expect(homeHtml).toContain('<style>');

    const loginHtml = await (await fetch(`${baseUrl()}/login`)).text();
    expect(loginHtml).toContain('Welcome Back</h1>');
    expect(loginHtml).toMatch(/<label[^>]*>Email<\/label>/);
    expect(loginHtml).toMatch(/<label[^>]*>Password<\/label>/);

    expect(await (await fetch(`${baseUrl()}/no-such-page`)).text()).toContain('Oops! Page not found');
    // Client routes that are not prerendered, and signed-in visitors on public pages, get the app shell as before.
    for (const [path, cookie] of [
      ['/dashboard', ''],
      ['/reset-password', ''],
      ['/', 'better-auth.session_token=whatever'],
      ['/pricing', 'better-auth.session_token=whatever'],
    ] as const) {
      const html = await (await fetch(`${baseUrl()}${path}`, { headers: cookie ? { cookie } : {} })).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
    // With a session cookie, the dashboard is its signed-in shell: the frame, no one's data.
    const shell = await (await fetch(`${baseUrl()}/dashboard`, { headers: { cookie: 'better-auth.session_token=whatever' } })).text();
    expect(shell).toContain(prerenderedMark(true));
    expect(shell).toContain('Your tools</h2>');
    expect(shell).not.toContain('Welcome back');
  });

  it("list each page's modules dependencies first, so main.tsx can evaluate them one task each", async () => {
    const shell = { headers: { cookie: 'better-auth.session_token=whatever' } };
    for (const [path, init] of [...PAGES.map(([path]) => [path, {}] as const), ['/dashboard', shell] as const]) {
      const html = await (await fetch(`${baseUrl()}${path}`, init)).text();
      const modules = bootModulesIn(html);
      expect(modules.length, path).toBeGreaterThan(3);
      const entry = modules.at(-1)!;
      for (const [index, href] of modules.entries()) {
        const source = await (await fetch(`${baseUrl()}${href}`)).text();
        // A built chunk's static imports: `from"./x.js"` and bare `import"./x.js"` (dynamic ones are `import("./x.js")`).
        const imports = [...source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => `/assets/${match[1]}`);
        for (const imported of imports) {
          if (imported === entry) continue; // evaluated first: it is the script that runs the rest
          const at = modules.indexOf(imported);
          expect(at, `${path}: ${href} imports ${imported}`).toBeGreaterThanOrEqual(0);
          expect(at, `${path}: ${href} imports ${imported}, listed after it`).toBeLessThan(index);
        }
      }
    }
  });

  it('have the pages that format amounts as they render load ICU ahead, and only those', async () => {
    const warms = async (path: string, init: RequestInit = {}) => warmsIntlIn(await (await fetch(`${baseUrl()}${path}`, init)).text());
    expect(await warms('/tools/tool-3')).toBe(true);
    expect(await warms('/tools/tool-4')).toBe(true);
    expect(await warms('/dashboard', { headers: { cookie: 'better-auth.session_token=whatever' } })).toBe(true);
    expect(await warms('/login')).toBe(false);
    expect(await warms('/no-such-page')).toBe(false);
  });

  it('show their text and labels with JavaScript turned off', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false }, { waitForApp: false });
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      expect(await page.getByRole('heading', { level: 1 }).first().textContent(), path).toBe(heading);
    }
    await page.goto('/login');
    expect(await page.getByLabel('Email').isVisible()).toBe(true);
    expect(await page.getByLabel('Password').isVisible()).toBe(true);
    await context.close();
  });

  it('hydrate without console errors, keeping the prerendered nodes', async () => {
    for (const [path, heading] of PAGES) {
      const { context, page, errors } = await newPage(browser);
      const problems = consoleProblems(page);
      // The heading the HTML parser made, before any script of ours ran.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector('h1');
        });
      });
      await page.goto(path);
      // Hydrated: React has attached itself to the server-made heading, which is still the one shown.
      await page.waitForFunction(() => {
        const h1 = document.querySelector('h1');
        return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
      });
      expect(await page.evaluate(() => (window as unknown as { parsedHeading: Element | null }).parsedHeading === document.querySelector('h1')), path).toBe(
        true,
      );
      expect(await page.getByRole('heading', { level: 1 }).first().textContent(), path).toBe(heading);
      await page.waitForLoadState('networkidle');
      expect(problems, path).toEqual([]);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  it('keep what a visitor typed and submitted before the app had loaded', async () => {
    const { context, page, errors } = await newPage(browser, {}, { waitForApp: false });
    // The app's scripts arrive a second late, as on a slow connection.
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/tools/tool-4');
    await page.getByLabel('Average deal size', { exact: true }).fill('5,000');
    await page.getByLabel('Close rate (%)', { exact: true }).fill('20');
    await page.getByLabel('Leads per period', { exact: true }).fill('5');
    expect(await page.evaluate(() => Object.keys(document.querySelector('h1')!).some((key) => key.startsWith('__reactFiber')))).toBe(false);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    // Not sent natively (no reload with a query string); calculated once React is there.
    await page.getByTestId('pipeline-verdict').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("paint a signed-in user's dashboard frame before any script, then hydrate it with their data", async () => {
    const { context, page, errors } = await newPage(browser);
    const problems = consoleProblems(page);
    const user = await signUp(page, { fullName: 'Nia Wanjiru', companyName: 'Wanjiru Grocers' });
    // The profile arrives late, as on a slow connection: the shell shows first, without a spinner.
    await page.route('**/api/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector('h2');
      });
    });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Your tools' }).waitFor();
    expect(await page.getByTestId('credit-balance').textContent()).toBe('');
    await page.getByRole('heading', { name: `Welcome back, ${user.fullName}!` }).waitFor();
    expect(await page.getByText(user.companyName).isVisible()).toBe(true);
    expect(await page.getByTestId('credit-balance').textContent()).toBe('2');
    // Hydrated, not rendered again: the tools heading is still the node the HTML parser made.
    expect(await page.evaluate(() => (window as unknown as { parsedHeading: Element | null }).parsedHeading === document.querySelector('h2'))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);

    // A stale session cookie: the shell, then the landing page.
    await context.clearCookies();
    await context.addCookies([{ name: 'better-auth.session_token', value: 'stale.cookie', url: baseUrl() }]);
    await page.goto('/dashboard');
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: "Growth Tools for SME's" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('work once hydrated: client-side navigation and a signed-in visitor sent on to the dashboard', async () => {
    const { context, page, errors } = await newPage(browser);
    const problems = consoleProblems(page);
    await page.goto('/');
    await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')));
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);

    await signUp(page);
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });
});
