import { describe, expect, it } from 'vitest';
import {
  COMMISSION_BEHAVIORS,
  COMMISSION_EMPLOYMENTS,
  COMMISSION_REVENUE_COLLECTIONS,
  COMMISSION_ROLES,
  COMMISSION_SALES_MODELS,
  type CommissionInput,
} from '../../../shared/commission.ts';
import type { AiProvider } from '../../ai/provider.ts';
import { recommendCommission } from './commission-engine.ts';
import { commissionSummary, enrichCommissionReasoning, reasoningNumbersCheckOut } from './commission-reasoning.ts';

const BASE: CommissionInput = {
  behavior: 'Sales',
  role: 'Agent',
  salesModel: 'B2B',
  revenueCollection: 'Upfront',
  employment: 'Base + Commission',
  arpu: 2500,
  grossMargin: 40,
  commissionCap: 0,
};

const ai = (reply: () => Promise<string | null>, name: AiProvider['name'] = 'openai') => ({ name, enrichCommissionReasoning: reply });

describe('reasoningNumbersCheckOut', () => {
  it("accepts the engine's own texts for every option combination", () => {
    for (const behavior of COMMISSION_BEHAVIORS)
      for (const role of COMMISSION_ROLES)
        for (const salesModel of COMMISSION_SALES_MODELS)
          for (const revenueCollection of COMMISSION_REVENUE_COLLECTIONS)
            for (const employment of COMMISSION_EMPLOYMENTS) {
              const input = { ...BASE, behavior, role, salesModel, revenueCollection, employment };
              const rec = recommendCommission(input);
              for (const text of [rec.reasoning, rec.example_payout, rec.payout_trigger, ...rec.components.map((c) => c.description)]) {
                expect(reasoningNumbersCheckOut(text, input, rec), text).toBe(true);
              }
            }
  });

  it('accepts figures written with separators, rejects invented ones', () => {
    const rec = recommendCommission(BASE);
    const target = rec.payout_table[1]!.revenue;
    expect(reasoningNumbersCheckOut(`At the $${target.toLocaleString('en-US')} monthly target the rate is ${rec.commission_rate}%.`, BASE, rec)).toBe(true);
    expect(reasoningNumbersCheckOut('The rate is 33.3% of revenue.', BASE, rec)).toBe(false);
    expect(reasoningNumbersCheckOut('Pay $123,457 a year.', BASE, rec)).toBe(false);
  });
});

describe('enrichCommissionReasoning', () => {
  const rec = recommendCommission(BASE);

  it("keeps the engine's reasoning without an AI provider, or with the local one", async () => {
    expect(await enrichCommissionReasoning(undefined, BASE, rec)).toEqual({ reasoning: rec.reasoning, source: 'engine' });
    expect(
      await enrichCommissionReasoning(
        ai(async () => 'changed', 'local'),
        BASE,
        rec,
      ),
    ).toEqual({ reasoning: rec.reasoning, source: 'engine' });
  });

  it("uses the model's text when it checks out", async () => {
    const text = `Your rep earns ${rec.commission_rate}% of each new sale on top of a steady base.`;
    expect(
      await enrichCommissionReasoning(
        ai(async () => `  ${text}\n`),
        BASE,
        rec,
      ),
    ).toEqual({ reasoning: text, source: 'ai' });
  });

  it('falls back on a timeout, an error, a throw before the promise, or an invented number', async () => {
    const engine = { reasoning: rec.reasoning, source: 'engine' };
    expect(
      await enrichCommissionReasoning(
        ai(() => new Promise(() => {})),
        BASE,
        rec,
        20,
      ),
    ).toEqual(engine);
    expect(
      await enrichCommissionReasoning(
        ai(() => Promise.reject(new Error('boom'))),
        BASE,
        rec,
      ),
    ).toEqual(engine);
    expect(
      await enrichCommissionReasoning(
        ai(() => {
          throw new Error('sync');
        }),
        BASE,
        rec,
      ),
    ).toEqual(engine);
    expect(
      await enrichCommissionReasoning(
        ai(async () => 'Pay 49% of revenue.'),
        BASE,
        rec,
      ),
    ).toEqual(engine);
  });

  it('gives the model the answers and every engine number', () => {
    const summary = commissionSummary(BASE, rec);
    expect(summary).toContain('Gross margin: 40%');
    expect(summary).toContain('not set (half the gross margin)');
    expect(summary).toContain(rec.recommended_plan);
    expect(summary).toContain('| 150% |');
  });
});
