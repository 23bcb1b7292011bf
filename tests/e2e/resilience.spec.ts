import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signUp } from './fixtures.ts';
import { audit, expectNone, type Violation } from './axe.ts';

// Offline screens that say what still works, and a Sales Coach call that survives a reload or a
// dropped connection (resume it, or end it with a refund and the set-up kept).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the service worker has installed (precache done) and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/**
 * Chromium reports a failed module fetch as a page error too (no stack), although the app catches it
 * (router.tsx → the error boundary → the offline screen): expected while offline, nothing else is.
 */
const unexpected = (errors: string[]) => errors.filter((message) => !/^Failed to fetch dynamically imported module: .*\/assets\/[\w-]+\.js$/.test(message));

async function expectOfflineScreen(page: Page, texts: { title: string; works: string; needs: string[] }) {
  const screen = page.getByTestId('offline-screen');
  await screen.getByRole('heading', { level: 1, name: texts.title }).waitFor();
  await screen.getByRole('link', { name: texts.works }).waitFor();
  const text = await screen.textContent();
  for (const needed of texts.needs) expect(text).toContain(needed);
  expect(text).not.toContain('Something went wrong');
}

const ENGLISH = {
  title: 'You are offline',
  works: 'Pipeline Math Calculator: plan the leads and deals you need',
  needs: ['The Pitch Lab: analysing a recording', 'AI Sales Coach: the practice call', 'Buying credits and payments', 'Try again'],
};
const FRENCH = {
  title: 'Vous êtes hors ligne',
  works: 'Calculateur de pipeline\u00a0: planifiez les prospects et les ventes dont vous avez besoin',
  needs: ['Le Pitch Lab\u00a0: l’analyse d’un enregistrement', 'Coach de vente IA\u00a0: l’appel d’entraînement', 'Réessayer'],
};

describe('offline screens', () => {
  it('the dashboard, Pitch Lab and Sales Coach say what still works offline, and come back by themselves online (English)', async () => {
    const found: Violation[] = [];
    const { context, page, errors } = await newPage(browser);
    await signUp(page);
    await page.getByRole('heading', { name: 'Additional Services' }).waitFor();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expectOfflineScreen(page, ENGLISH);
    await audit(page, 'offline screen (dashboard)', found);
    await context.setOffline(false);
    // No click: the `online` event retries.
    await page.getByRole('heading', { name: 'Additional Services' }).waitFor();

    for (const [path, heading] of [
      ['/tools/tool-1', 'The Pitch Lab'],
      ['/tools/tool-2', 'AI Sales Coach'],
    ] as const) {
      await context.setOffline(true);
      await page.goto(path);
      await expectOfflineScreen(page, ENGLISH);
      // "Try again" while still offline keeps the offline screen.
      await page.getByRole('button', { name: 'Try again' }).click();
      await expectOfflineScreen(page, ENGLISH);
      await context.setOffline(false);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      expect(await page.getByTestId('offline-screen').count()).toBe(0);
    }
    // The way out it names works offline (from a page never opened: the Commission Calculator).
    await context.setOffline(true);
    await page.goto('/tools/tool-3');
    await page.getByRole('link', { name: ENGLISH.works }).click();
    await page.getByRole('heading', { name: 'Pipeline Math Calculator' }).waitFor();
    await context.setOffline(false);
    expectNone(found);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('speaks the visitor’s language offline (French), and brings the page back once online', async () => {
    const found: Violation[] = [];
    const { context, page, errors } = await newPage(browser, { locale: 'fr-FR' });
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    for (const path of ['/tools/tool-1', '/tools/tool-2']) {
      await page.goto(path);
      await expectOfflineScreen(page, FRENCH);
    }
    await audit(page, 'offline screen (fr)', found);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expectOfflineScreen(page, FRENCH);
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Coach de vente IA' }).first().waitFor();
    expectNone(found);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

const PRODUCT = 'ShiftPal, a staff scheduling app for restaurants';

async function answerSetup(page: Page) {
  await page.getByLabel('What are you selling?').fill(PRODUCT);
  await page.getByLabel('B2B Customer').check();
  await page.getByLabel('Price / Budget').check();
  await page.getByLabel('Book a Demo/Meeting').check();
  await page.getByLabel('Medium (Skeptical Buyer)').check();
}

async function say(page: Page, text: string, replies: number) {
  await page.getByLabel('Your reply').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByTestId('call-transcript').getByText('Prospect', { exact: true }).nth(replies).waitFor();
}

const credits = (page: Page, count: string) =>
  page.waitForFunction((expected) => document.querySelector('[data-testid="tool-credits"]')?.textContent === expected, count);

describe('a Sales Coach call that survives a reload or a dropped connection (turn-based, local provider)', () => {
  it('reloaded mid-call offers Resume, resumes with the transcript, pauses offline; "End and get refund" gives the credit back with the set-up kept', async () => {
    const found: Violation[] = [];
    const { context, page, errors } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools/tool-2');
    await answerSetup(page);
    await page.getByRole('button', { name: 'Start Simulation' }).click();
    await page.getByTestId('call-transcript').getByText('Prospect', { exact: true }).first().waitFor();
    await credits(page, '1');
    const first = 'Hi Jordan, this is Alex from ShiftPal. How does your team build its staff schedules today?';
    await say(page, first, 1);

    // A reload mid-call: the offer, then the call goes on with what was said.
    await page.reload();
    const offer = page.getByTestId('resume-offer');
    await offer.getByRole('heading', { name: 'Your practice call was interrupted' }).waitFor();
    expect(await offer.textContent()).toMatch(/You have [0-4]:\d\d left on this call/);
    expect(await offer.textContent()).toContain('You had taken 1 turn.');
    await audit(page, 'sales coach resume offer', found);
    await page.getByRole('button', { name: 'Resume call' }).click();
    const transcript = page.getByTestId('call-transcript');
    await transcript.getByText(first).waitFor();
    expect(await transcript.getByText('Prospect', { exact: true }).count()).toBe(2);
    await page.getByTestId('call-countdown').waitFor();
    await credits(page, '1');

    // A dropped connection pauses the call; the words typed wait; back online it goes on.
    await context.setOffline(true);
    await page.getByTestId('call-paused').getByText('Connection lost').waitFor();
    await audit(page, 'sales coach call paused', found);
    const second = 'I completely understand, budget matters. Most restaurants find ShiftPal pays for itself within three weeks.';
    await page.getByLabel('Your reply').fill(second);
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await context.setOffline(false);
    await page.getByTestId('call-paused').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Send' }).click();
    await transcript.getByText('Prospect', { exact: true }).nth(2).waitFor();
    await transcript.getByText(first).waitFor();
    await transcript.getByText(second).waitFor();

    // In a new tab (the first one closed): the offer again; ending it refunds and keeps the set-up.
    const tab = await context.newPage();
    await page.close();
    await tab.goto('/tools/tool-2');
    await tab.getByRole('button', { name: 'End and get refund' }).click();
    await tab.getByTestId('resume-notice').getByText('Call ended. Your credit was given back.').waitFor();
    await credits(tab, '2');
    expect(await tab.getByLabel('What are you selling?').inputValue()).toBe(PRODUCT);
    expect(await tab.getByLabel('B2B Customer').isChecked()).toBe(true);
    expect(await tab.getByLabel('Medium (Skeptical Buyer)').isChecked()).toBe(true);
    // Settled: a reload offers nothing more.
    await tab.reload();
    await tab.getByRole('button', { name: 'Start Simulation' }).waitFor();
    expect(await tab.getByTestId('resume-offer').count()).toBe(0);
    expectNone(found);
    expect(errors).toEqual([]);
    await context.close();
  });
});
