import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SIGNUP_DIALOG = 'Create a free account to continue';

/** Waits until the service worker has installed (precache done) and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** Every URL in Cache Storage, across the worker's caches. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

async function fillPipeline(page: Page) {
  await page.getByLabel('Average deal size', { exact: true }).fill('5,000');
  await page.getByLabel('Close rate (%)', { exact: true }).fill('20');
  await page.getByLabel('Leads per period', { exact: true }).fill('5');
}

describe('Installable and offline', () => {
  it('serves a valid manifest with its icons, and the worker never cached long', async () => {
    const response = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Growth Tools', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const src of [...manifest.icons.map((icon) => icon.src), '/apple-touch-icon.png']) {
      const icon = await fetch(`${baseUrl()}${src}`);
      expect(icon.status, src).toBe(200);
      expect(icon.headers.get('content-type'), src).toBe('image/png');
      expect((await icon.arrayBuffer()).byteLength, src).toBeGreaterThan(500);
    }

    const worker = await fetch(`${baseUrl()}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const csp = worker.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    const source = await worker.text();
    expect(source).toMatch(/const PRECACHE = \[.*"\/index\.html".*\]/);
  });

  it('opens the app and calculates Pipeline Math with the network off, caching no API answer', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { name: "Growth Tools for SME's" }).waitFor();
    await waitForServiceWorker(page);
    // The pipeline page was never opened: its lazy chunk comes from the precache.
    expect(await cachedUrls(page)).toEqual(expect.arrayContaining(['/index.html', expect.stringMatching(/^\/assets\/pipeline-page-.*\.js$/)]));

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: "Growth Tools for SME's" }).waitFor();

    await page.goto('/tools/tool-4');
    await page.getByRole('heading', { name: 'Pipeline Math Calculator' }).waitFor();
    await fillPipeline(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    // The guest's trial claim cannot reach the server: the maths runs anyway, in the browser.
    await page.getByTestId('pipeline-verdict').waitFor();
    expect(await page.getByTestId('pipeline-verdict').textContent()).toBe(
      "You're short by 5 leads a week (you have 5, you need 10). To close the gap, raise your close rate to 38.5%.",
    );

    const urls = await cachedUrls(page);
    expect(urls.filter((url) => url.startsWith('/api/') || url.startsWith('/dev/') || url.startsWith('/checkout/local/api'))).toEqual([]);
    expect(urls.every((url) => url === '/index.html' || url.startsWith('/assets/'))).toBe(true);

    // Online again, the trial rules hold: the device used its free run offline.
    await context.setOffline(false);
    await page.goto('/tools/tool-4');
    await page.getByRole('heading', { name: 'Pipeline Math Calculator' }).waitFor();
    await fillPipeline(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await page.getByRole('heading', { name: SIGNUP_DIALOG }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
