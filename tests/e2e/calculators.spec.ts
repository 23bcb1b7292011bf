import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signUp } from './fixtures.ts';
import { recommendCommission } from '../../src/server/features/commission/commission-engine.ts';
import { calculatePipeline } from '../../src/shared/pipeline.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SIGNUP_DIALOG = 'Create a free account to continue';

// ---------------------------------------------------------------------------------------------
// Pipeline Math helpers

const pipelineField = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const result = (page: Page, field: string) => page.getByTestId(`pipeline-${field}`);

async function expectPipelineDefaults(page: Page) {
  expect(await pipelineField(page, 'Revenue target').inputValue()).toBe('500,000');
  expect(await pipelineField(page, 'Average deal size').inputValue()).toBe('0');
  expect(await pipelineField(page, 'Close rate (%)').inputValue()).toBe('0');
  expect(await pipelineField(page, 'Leads per period').inputValue()).toBe('50');
  expect(await pipelineField(page, 'Period').inputValue()).toBe('weekly');
}

/** Target $500,000, deals of $5,000, 20 % close rate, 5 leads a week: short of target. */
async function fillShortPipeline(page: Page) {
  await pipelineField(page, 'Average deal size').fill('5,000');
  await pipelineField(page, 'Close rate (%)').fill('20');
  await pipelineField(page, 'Leads per period').fill('5');
}

// ---------------------------------------------------------------------------------------------
// Commission helpers

const COMMISSION_ANSWERS = {
  'What behavior do you want to reward?': 'Sales',
  'Who is being paid?': 'Agent',
  'Who do you sell to?': 'B2B',
  'How do customers pay?': 'In Installments',
  'How is this person employed?': 'Base + Commission',
} as const;

async function answerCommission(page: Page) {
  for (const [question, answer] of Object.entries(COMMISSION_ANSWERS)) {
    await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
  }
  await page.getByLabel('Average revenue per sale (ARPU), in dollars').fill('1,200');
}

describe('Pipeline Math Calculator', () => {
  it('explains what is missing, calculates from the form, shows every result, and resets', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto('/tools/tool-4');
    await page.getByRole('heading', { name: 'Pipeline Math Calculator' }).waitFor();
    await expectPipelineDefaults(page);

    // Deal size and close rate start at 0: nothing is calculated, the form says what is missing.
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    expect(await page.getByTestId('pipeline-problem').textContent()).toContain('To calculate, enter your average deal size and close rate.');
    expect(await page.getByTestId('pipeline-verdict').count()).toBe(0);

    // Typed values are clamped on leaving the box (close rate 1–100) and keep thousands separators.
    await pipelineField(page, 'Close rate (%)').fill('150');
    await pipelineField(page, 'Average deal size').click();
    expect(await pipelineField(page, 'Close rate (%)').inputValue()).toBe('100');
    // The slider and the box are one value.
    await page.getByLabel('Revenue target slider').focus();
    await page.keyboard.press('ArrowRight');
    expect(await pipelineField(page, 'Revenue target').inputValue()).toBe('510,000');
    await pipelineField(page, 'Revenue target').fill('$500,000');

    await fillShortPipeline(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();

    // Hand-computed: 500,000 ÷ 5,000 = 100 deals; 100 ÷ 20 % = 500 leads a year; ⌈500 ÷ 52⌉ = 10 a week.
    // 5 a week = 260 a year → ⌊260 × 20 %⌋ = 52 deals = $260,000; missed $240,000.
    // Close rate needed: 100 ÷ 260 = 38.46 % → 38.5 % (within twice 20 %); deal size needed: ⌈500,000 ÷ 52⌉ = $9,616,
    // beyond a realistic 30 % rise ($6,500), so only the close rate is offered.
    await result(page, 'verdict').waitFor();
    expect(await result(page, 'verdict').textContent()).toBe(
      "You're short by 5 leads a week (you have 5, you need 10). To close the gap, raise your close rate to 38.5%.",
    );
    const expected: Record<string, string> = {
      dealsNeeded: '100',
      leadsNeededPerYear: '500',
      leadsNeededPerWeek: '10',
      currentLeadsPerWeek: '5',
      weeklyGap: '-5',
      projectedDeals: '52',
      projectedRevenue: '$260,000',
      percentAhead: '48%', // behind target: $240,000 of $500,000
      revenueMissed: '$240,000',
      alternativeCloseRate: '38.5%',
      alternativeDealSize: '$9,616',
      monthlyPace: '22',
      yearlyPace: '260',
      coverage: '5×',
    };
    for (const [field, text] of Object.entries(expected)) expect(await result(page, field).textContent(), field).toBe(text);
    // The same numbers as the shared function.
    const maths = calculatePipeline({ target: 500_000, dealSize: 5_000, closeRate: 20, leads: 5, period: 'weekly' });
    expect(maths).toMatchObject({ dealsNeeded: 100, leadsNeededPerWeek: 10, projectedRevenue: 260_000, alternativeDealSize: 9_616 });
    // The lazily loaded chart of required vs current weekly leads.
    expect(await page.getByTestId('pipeline-chart').getAttribute('aria-label')).toBe('Weekly leads: 10 needed, 5 you have now.');
    await page.getByRole('heading', { name: 'How helpful was this?' }).waitFor();

    await page.getByRole('button', { name: 'Calculate Again' }).click();
    await expectPipelineDefaults(page);
    expect(errors).toEqual([]);
  });

  it('handles monthly leads and an on-track answer; free for a signed-in user', async () => {
    const { page, errors } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools/tool-4');
    expect(await page.getByTestId('tool-credits').textContent()).toBe('2');
    await pipelineField(page, 'Average deal size').fill('2,500');
    await pipelineField(page, 'Close rate (%)').fill('25');
    await pipelineField(page, 'Leads per period').fill('433');
    await pipelineField(page, 'Period').selectOption('monthly');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    // 200 deals → 800 leads a year → 16 a week. 433 a month = 100 a week = 5,200 a year → 1,300 deals = $3,250,000, 550 % ahead.
    await result(page, 'verdict').waitFor();
    expect(await result(page, 'verdict').textContent()).toMatch(/^You're on track/);
    expect(await result(page, 'dealsNeeded').textContent()).toBe('200');
    expect(await result(page, 'currentLeadsPerWeek').textContent()).toBe('100');
    expect(await result(page, 'projectedRevenue').textContent()).toBe('$3,250,000');
    expect(await result(page, 'percentAhead').textContent()).toBe('550%');
    expect(await result(page, 'revenueMissed').textContent()).toBe('$0');
    expect(await result(page, 'coverage').textContent()).toBe('4×');
    // Runs again without limits and costs nothing.
    await page.getByRole('button', { name: 'Calculate Again' }).click();
    await fillShortPipeline(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await result(page, 'verdict').waitFor();
    expect(await page.getByTestId('tool-credits').textContent()).toBe('2');
    expect(errors).toEqual([]);
  });
});

describe('Commission Calculator', () => {
  it('validates, recommends a plan for 1 credit, shows every field and the payout table, and resets', async () => {
    const { page, errors } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools/tool-3');
    await page.getByRole('heading', { name: 'Commission Calculator' }).waitFor();
    expect(await page.getByTestId('tool-credits').textContent()).toBe('2');
    expect(await page.getByTestId('commission-grossMargin-value').textContent()).toBe('50%');
    expect(await page.getByTestId('commission-commissionCap-value').textContent()).toBe('Not set (50% of gross margin)');

    await page.getByRole('button', { name: 'Calculate Commission Plan' }).click();
    await page.getByText('Missing Information').waitFor();
    await page.getByText('Please answer all required questions before continuing.').waitFor();
    expect(await page.getByTestId('tool-credits').textContent()).toBe('2');

    await answerCommission(page);
    // Sliders move with the keyboard: margin 50 → 60, cap 0 → 1.
    await page.getByLabel('Gross margin (%)').focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('commission-grossMargin-value').textContent()).toBe('60%');
    await page.getByLabel('Commission cap (% of revenue, optional)').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('commission-commissionCap-value').textContent()).toBe('1%');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByTestId('commission-commissionCap-value').textContent()).toBe('Not set (50% of gross margin)');

    await page.getByRole('button', { name: 'Calculate Commission Plan' }).click();
    await page.getByText('Recommended plan').waitFor();

    const rec = recommendCommission({ ...COMMISSION_ANSWERS_INPUT, grossMargin: 60, commissionCap: 0 });
    expect(await page.getByTestId('commission-plan').textContent()).toBe(rec.recommended_plan);
    expect(await page.getByTestId('commission-rate').textContent()).toContain(`${rec.commission_rate}% of revenue`);
    expect(await page.getByTestId('commission-trigger').textContent()).toBe(rec.payout_trigger);
    expect(await page.getByTestId('commission-example').textContent()).toBe(rec.example_payout);
    expect(await page.getByTestId('commission-reasoning').locator('li').allTextContents()).toEqual(rec.reasoning_points);
    expect(await page.getByTestId('commission-anchor').textContent()).toContain('Payment date');
    expect(await page.getByTestId('commission-split').textContent()).toContain(
      `${rec.base_variable_split!.base}% base / ${rec.base_variable_split!.variable}% variable`,
    );
    for (const component of rec.components) await page.getByTestId('commission-components').getByText(component.name, { exact: true }).waitFor();
    const rows = await page.getByTestId('commission-payout-table').locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^50% of target/);
    expect(rows[1]).toMatch(/^100% of target/);
    expect(rows[2]).toMatch(/^150% of target/);

    // The run cost 1 credit, shown by the wrapper.
    await page.getByTestId('tool-credits').filter({ hasText: '1' }).waitFor();
    await page.getByRole('heading', { name: 'How helpful was this?' }).waitFor();

    await page.getByRole('button', { name: 'Calculate Another Commission Plan' }).click();
    await page.getByRole('button', { name: 'Calculate Commission Plan' }).waitFor();
    for (const question of Object.keys(COMMISSION_ANSWERS)) {
      expect(await page.getByRole('radiogroup', { name: question }).getByRole('radio', { checked: true }).count()).toBe(0);
    }
    expect(await page.getByLabel('Average revenue per sale (ARPU), in dollars').inputValue()).toBe('');
    expect(await page.getByTestId('commission-grossMargin-value').textContent()).toBe('50%');
    expect(await page.getByTestId('commission-commissionCap-value').textContent()).toBe('Not set (50% of gross margin)');
    expect(errors).toEqual([]);
  });
});

const COMMISSION_ANSWERS_INPUT = {
  behavior: 'Sales',
  role: 'Agent',
  salesModel: 'B2B',
  revenueCollection: 'In Installments',
  employment: 'Base + Commission',
  arpu: 1200,
} as const;

describe('guest trial across the calculators', () => {
  it('a guest runs one tool; the second attempt and a cleared localStorage both get the signup dialog', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto('/tools/tool-4');
    await page.getByText('Try this tool for free—no sign-up required! Create an account to unlock unlimited access.').waitFor();
    await fillShortPipeline(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await result(page, 'verdict').waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('guest_tool_usage')))!)).toEqual({ hasUsedFreeTrial: true, usedToolId: 'pipeline' });

    // Second attempt on the same tool.
    await page.getByRole('button', { name: 'Calculate Again' }).click();
    await fillShortPipeline(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await page.getByRole('dialog', { name: SIGNUP_DIALOG }).waitFor();
    expect(await result(page, 'verdict').count()).toBe(0);

    // Second attempt on another tool.
    await page.goto('/tools/tool-3');
    await answerCommission(page);
    await page.getByRole('button', { name: 'Calculate Commission Plan' }).click();
    await page.getByRole('dialog', { name: SIGNUP_DIALOG }).waitFor();
    expect(await page.getByText('Recommended plan').count()).toBe(0);

    // A fresh localStorage is not a fresh trial: the server's cookie refuses it.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/tools/tool-4');
    await fillShortPipeline(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await page.getByRole('dialog', { name: SIGNUP_DIALOG }).waitFor();
    expect(await result(page, 'verdict').count()).toBe(0);

    await page.evaluate(() => localStorage.clear());
    await page.goto('/tools/tool-3');
    await answerCommission(page);
    await page.getByRole('button', { name: 'Calculate Commission Plan' }).click();
    await page.getByRole('dialog', { name: SIGNUP_DIALOG }).waitFor();
    expect(await page.getByText('Recommended plan').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
