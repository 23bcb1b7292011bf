// Issue 16: a French-speaking owner in Senegal and a Swahili-speaking owner in Kenya use the app in
// their language with their browser set to it: public pages, sign-up, the dashboard, the welcome mail,
// the calculators in their currency, the pricing page and a Pitch Lab report. Expected texts come from
// the catalogs themselves (src/shared/i18n/messages), formatted as the app formats them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, latestMailTo, newPage, uniqueEmail, waitForApp } from './fixtures.ts';
import { serverT } from '../../src/server/lib/i18n.ts';
import { audit, expectNone, type Violation } from './axe.ts';
import type { Locale } from '../../src/shared/i18n/locales.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Market {
  locale: Locale;
  /** The browser's language (navigator.languages and Accept-Language). */
  browserLocale: string;
  country: string;
  /** How amounts in the organization's currency look. */
  currencySymbol: RegExp;
  /** The currency's plural name in the ARPU label. */
  currencyName: RegExp;
  company: string;
  name: string;
  /** The typed pitch's hint, in their language's words: a Swahili word carries more than an English one. */
  typedHint: { words: number; seconds: number; min: number; max: number };
}

const MARKETS: Market[] = [
  {
    locale: 'fr',
    browserLocale: 'fr-SN',
    country: 'SN',
    currencySymbol: /F\s?CFA/,
    currencyName: /francs CFA/,
    company: 'Diop Tissus',
    name: 'Awa Diop',
    typedHint: { words: 39, seconds: 16, min: 120, max: 150 },
  },
  {
    locale: 'sw',
    browserLocale: 'sw-KE',
    country: 'KE',
    currencySymbol: /Ksh/,
    currencyName: /Kenya/i,
    company: 'Wanjiru Duka',
    name: 'Wanjiru Kamau',
    typedHint: { words: 37, seconds: 26, min: 70, max: 85 },
  },
];

async function signUpIn(page: Page, market: Market) {
  const auth = serverT(market.locale, 'auth');
  const email = uniqueEmail(`lang-${market.locale}`);
  await page.getByLabel(auth('signup.fullName')).fill(market.name);
  await page.getByLabel(auth('signup.companyName')).fill(market.company);
  await page.getByLabel(auth('country.label'), { exact: true }).selectOption(market.country);
  await page.getByLabel(auth('field.email')).fill(email);
  await page.getByLabel(auth('field.password'), { exact: true }).fill('sturdy-pass-2026');
  await page.getByLabel(auth('field.confirmPassword')).fill('sturdy-pass-2026');
  await page.getByLabel(auth('signup.acceptTerms')).check();
  await page.getByRole('button', { name: auth('signup.submit') }).click();
  await page.waitForURL('**/dashboard');
  return email;
}

describe.each(MARKETS)('the app in $locale for an owner in $country', (market) => {
  it('speaks their language from the first visit to a report, with amounts in their currency', async () => {
    const { page, errors } = await newPage(browser, { locale: market.browserLocale });
    const t = <N extends Parameters<typeof serverT>[1]>(ns: N) => serverT(market.locale, ns);
    // axe on every screen of the flow, in this language, at 360 px and desktop widths.
    const found: Violation[] = [];

    // The landing page comes prerendered in their language, chosen from the browser's.
    await page.goto('/');
    expect(await page.locator('html').getAttribute('lang')).toBe(market.locale);
    await page.getByRole('heading', { level: 1, name: t('home')('title') }).waitFor();
    expect(await page.getByLabel(t('common')('language.label')).inputValue()).toBe(market.locale);
    await audit(page, 'landing', found);

    await page.getByRole('link', { name: t('home')('createFreeAccount') }).click();
    await page.waitForURL('**/signup');
    await waitForApp(page);
    await audit(page, 'signup', found);
    await page.setViewportSize({ width: 390, height: 844 });
    const email = await signUpIn(page, market);

    // Dashboard, in their language; the profile keeps it.
    await page.getByRole('heading', { name: t('dashboard')('tools.heading') }).waitFor();
    const me = (await (await page.request.get('/api/me')).json()) as { profile: { locale: string }; organization: { currency: string } };
    expect(me.profile.locale).toBe(market.locale);
    expect(me.organization.currency).toBe(market.country === 'SN' ? 'XOF' : 'KES');
    await audit(page, 'dashboard', found);

    // The welcome mail is written in it.
    const mail = await latestMailTo(email);
    expect(mail.subject).toBe(t('mail')('welcome.subject'));
    expect(mail.text).toContain(t('mail')('welcome.greeting', { name: market.name }));

    // Pipeline Math: amounts in the organization's currency.
    await page.goto('/tools/tool-4');
    const pipeline = t('pipeline');
    await page.getByLabel(pipeline('field.dealSize.label'), { exact: true }).fill('50000');
    await page.getByLabel(pipeline('field.closeRate.label'), { exact: true }).fill('20');
    await page.getByLabel(pipeline('field.leads.label'), { exact: true }).fill('5');
    await page.getByRole('button', { name: pipeline('form.calculate'), exact: true }).click();
    const verdict = await page.getByTestId('pipeline-verdict').textContent();
    expect(verdict).toMatch(market.currencySymbol);
    expect(verdict).not.toContain('$');
    await audit(page, 'pipeline result', found);

    // Commission Calculator: the ARPU is asked in their currency.
    await page.goto('/tools/tool-3');
    await page.getByLabel(market.currencyName).waitFor();
    await audit(page, 'commission', found);

    // Pricing: in their language, with the price list of their currency (decision 032).
    await page.goto('/pricing');
    await page.getByRole('heading', { name: t('billing')('pricing.title') }).waitFor();
    const packPrice = page.getByTestId('plan-price-credits_20');
    await packPrice.waitFor();
    expect(await packPrice.textContent()).toMatch(market.currencySymbol);
    expect(await page.getByText(t('billing')('pricing.usdNote')).count()).toBe(0);
    await audit(page, 'pricing', found);

    // A typed pitch in their language: the offline coach judges it, and says so in their language.
    await page.goto('/tools/tool-1');
    const pitchLab = t('pitchLab');
    // Told before practising that the offline coach coaches their language typed, not recorded.
    await page.getByText(t('tools')('speechLanguage.pitch')).waitFor();
    expect(await page.getByText(t('tools')('coachLanguage.pitch')).count()).toBe(0);
    await page.getByRole('button', { name: pitchLab('setup.typeInstead') }).click();
    const pitch =
      market.locale === 'fr'
        ? 'Bonjour, je suis Awa de Diop Tissus. Nous vendons des tissus wax aux tailleurs de Dakar. Nos clientes gagnent du temps car nous livrons en un jour. Quarante tailleurs nous font déjà confiance. Voulez-vous essayer une commande cette semaine ?'
        : 'Habari, mimi ni Wanjiru wa Wanjiru Duka. Tunauza unga na mafuta kwa maduka madogo ya Nairobi. Wateja wetu wanapata bidhaa kila asubuhi bila kusafiri. Maduka arobaini tayari yananunua kwetu. Je, ungependa kuanza na oda ndogo wiki hii?';
    await page.getByLabel(pitchLab('typed.label'), { exact: true }).fill(pitch);
    await page.getByText(pitchLab('typed.hint', market.typedHint), { exact: true }).waitFor();
    await page.getByRole('button', { name: pitchLab('typed.submit') }).click();
    await page.getByRole('heading', { name: t('report')('pitch.title') }).waitFor({ timeout: 60_000 });
    // Typed, their language is judged in full (issue 32): an overall score, and the run counts.
    const [overallLabel] = t('report')('overall', { score: '§', tier: '§' }).split('§');
    await page.getByText(overallLabel!, { exact: false }).first().waitFor();
    expect(await page.getByText(t('report')('limited.notScored'), { exact: false }).count()).toBe(0);
    expect(await page.getByText(t('tools')('freeRun.user')).count()).toBe(0);
    await audit(page, 'pitch report', found);

    // The Sales Coach says the same before the call: type the replies to be coached in their language.
    await page.goto('/tools/tool-2');
    await page.getByText(t('tools')('speechLanguage.call')).waitFor();
    expect(await page.getByText(t('tools')('coachLanguage.call')).count()).toBe(0);

    expectNone(found);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('choosing a language', () => {
  it('the top-bar picker switches the page at once and remembers the choice for the next visit', async () => {
    const { page, errors } = await newPage(browser, { locale: 'en-US' });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByLabel('Language').selectOption('pt');
    const pt = serverT('pt', 'auth');
    await page.getByRole('button', { name: pt('signIn.submit') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('pt');
    // The server now sends the prerendered page in Portuguese.
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: serverT('pt', 'home')('title') }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('on a 360 px phone', () => {
  it('the landing page fits the screen in every language, "Log In" on one line, the picker at hand', async () => {
    for (const locale of ['fr', 'sw', 'pt', 'es', 'en'] as const) {
      const { page, errors } = await newPage(browser, { locale, viewport: { width: 360, height: 740 } });
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: serverT(locale, 'home')('title') }).waitFor();
      await waitForApp(page);
      expect({ locale, scrollWidth: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ locale, scrollWidth: 360 });
      const logIn = page.getByRole('link', { name: serverT(locale, 'home')('logIn') });
      // One line: the button keeps its 32 px height instead of growing a second line.
      expect({ locale, height: (await logIn.boundingBox())?.height }).toEqual({ locale, height: 32 });
      const picker = page.getByLabel(serverT(locale, 'common')('language.label'));
      expect(await picker.isVisible()).toBe(true);
      // The compact picker still switches the language.
      await picker.selectOption(locale === 'en' ? 'fr' : 'en');
      await page.getByRole('heading', { level: 1, name: serverT(locale === 'en' ? 'fr' : 'en', 'home')('title') }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
