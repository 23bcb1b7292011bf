// Issue 29: Brazilian Portuguese next to European Portuguese, chosen by the browser's region (Brazil →
// pt-BR; Mozambique, Portugal, bare "pt" → pt), kept by the picker's cookie; and a guest's currency from
// the browser's region. Expected texts come from the catalogs (pt-BR = pt with its overlay).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './fixtures.ts';
import { serverT } from '../../src/server/lib/i18n.ts';
import { audit, expectNone, type Violation } from './axe.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const bodyText = (page: Page) => page.locator('body').evaluate((body) => body.textContent ?? '');

describe('Portuguese by region', () => {
  it('a browser in Brazil gets Brazilian Portuguese on the landing and sign-up pages, with no European wording', async () => {
    const { page, errors } = await newPage(browser, { locale: 'pt-BR' });
    const found: Violation[] = [];
    await page.goto('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    const common = serverT('pt-BR', 'common');
    await page.getByText(common('tool.commission.description')).waitFor();
    expect(common('tool.commission.description')).toContain('sua equipe');
    const landing = await bodyText(page);
    expect(landing).toContain(serverT('pt-BR', 'home')('intro'));
    expect(landing).not.toMatch(/equipa|faturação|contactos/i);
    expect(await page.getByLabel(common('language.label')).inputValue()).toBe('pt-BR');
    await audit(page, 'landing pt-BR', found);

    await page.goto('/signup');
    const auth = serverT('pt-BR', 'auth');
    await page.getByRole('heading', { name: auth('signup.title') }).waitFor();
    expect(auth('country.placeholder')).toBe('Selecione seu país');
    expect(await bodyText(page)).toContain(auth('country.placeholder'));
    await audit(page, 'signup pt-BR', found);
    expectNone(found);
    expect(errors).toEqual([]);
  });

  it('a browser in Mozambique keeps European Portuguese', async () => {
    const { page, errors } = await newPage(browser, { locale: 'pt-MZ' });
    await page.goto('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('pt');
    const european = serverT('pt', 'common')('tool.commission.description');
    expect(european).toContain('equipa');
    await page.getByText(european).waitFor();
    expect(await bodyText(page)).not.toContain(serverT('pt-BR', 'common')('tool.commission.description'));
    expect(errors).toEqual([]);
  });

  it('the picker offers both, and the choice holds on the next visit', async () => {
    const { page, context, errors } = await newPage(browser, { locale: 'en-US' });
    await page.goto('/');
    const picker = page.getByLabel('Language');
    expect(await picker.locator('option').allTextContents()).toEqual(expect.arrayContaining(['Português (Brasil)', 'Português (Portugal)']));
    await picker.selectOption('pt-BR');
    await page.getByRole('heading', { level: 1, name: serverT('pt-BR', 'home')('title') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    expect((await context.cookies()).find((cookie) => cookie.name === 'gt_lang')?.value).toBe('pt-BR');
    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    await page.getByText(serverT('pt-BR', 'common')('tool.commission.description')).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("a guest's currency", () => {
  it('a guest in Kenya counts in Ksh in Pipeline Math; one with no region, in dollars', async () => {
    const kenya = await newPage(browser, { locale: 'en-KE' });
    await kenya.page.goto('/tools/tool-4');
    await kenya.page.getByText(/Ksh/).first().waitFor();
    expect(await bodyText(kenya.page)).not.toMatch(/\$\s?\d/);
    expect(kenya.errors).toEqual([]);

    const nowhere = await newPage(browser, { locale: 'en' });
    await nowhere.page.goto('/tools/tool-4');
    await nowhere.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await bodyText(nowhere.page)).not.toContain('Ksh');
    expect(nowhere.errors).toEqual([]);
  });
});
