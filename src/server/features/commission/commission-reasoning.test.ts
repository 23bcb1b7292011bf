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
import { commissionSummary, enrichCommissionReasoning, reasoningNumbersCheckOut, reasoningSentences } from './commission-reasoning.ts';
import { commissionText } from './commission-text.ts';

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

describe('reasoningNumbersCheckOut in the reader’s language and currency', () => {
  const french = commissionText({ locale: 'fr', currency: 'XOF', country: 'SN' });
  const swahili = commissionText({ locale: 'sw', currency: 'KES', country: 'KE' });
  // A monthly pay of 1 200 keeps the figures small: target 1 200 × 30 ÷ 6 = 6 000.
  const input: CommissionInput = { ...BASE, arpu: 1200, grossMargin: 60, revenueCollection: 'In Installments', monthlyPay: 1200 };

  it("accepts the engine's own texts for every option combination, in every reader's way of writing numbers", () => {
    const readers = [
      french,
      swahili,
      commissionText({ locale: 'pt', currency: 'MZN', country: 'MZ' }),
      commissionText({ locale: 'pt', currency: 'BRL', country: 'BR' }),
      commissionText({ locale: 'es', currency: 'EUR', country: 'ES' }),
    ];
    for (const reader of readers)
      for (const behavior of COMMISSION_BEHAVIORS)
        for (const role of COMMISSION_ROLES)
          for (const employment of COMMISSION_EMPLOYMENTS) {
            const combination = { ...BASE, behavior, role, employment, arpu: 12_345.5 };
            const rec = recommendCommission(combination, reader);
            for (const text of [rec.reasoning, rec.example_payout, rec.payout_trigger, ...rec.components.map((c) => c.description)]) {
              expect(reasoningNumbersCheckOut(text, combination, rec, reader), `${reader.intl}: ${text}`).toBe(true);
            }
          }
  });

  it('accepts French figures written with spaces or decimal commas (fr + XOF), and English ones; rejects invented ones', () => {
    const rec = recommendCommission(input, french);
    // Target 5 sales × 1 200 = 6 000 F CFA; 6 % → variable pay 360 F CFA; on-target pay 1 200 F CFA.
    expect(rec.payout_table[1]).toEqual({ attainment: 100, revenue: 6000, payout: 360 });
    const ok = (text: string) => reasoningNumbersCheckOut(text, input, rec, french);
    expect(ok('À l’objectif de 6\u202f000\u00a0F\u202fCFA, votre vendeur touche 360\u00a0F\u202fCFA, soit 6\u00a0% du chiffre d’affaires.')).toBe(true);
    expect(ok('À l’objectif de 6 000 F CFA (6000 FCFA, ou 6,000 F CFA), la part variable est de 360 F CFA.')).toBe(true);
    expect(ok('Au-delà de l’objectif, le taux passe à 9 % ; l’objectif représente environ 5 ventes.')).toBe(true);
    expect(ok('Entre 50 % et 150 % de l’objectif, le versement va de 180 à 630 F CFA.')).toBe(true);
    expect(ok('Le taux est de 33,3 % du chiffre d’affaires.')).toBe(false);
    expect(ok('Versez une prime de 12 500 F CFA.')).toBe(false);
    expect(ok('Versez une prime de 1 234 567 F CFA par an.')).toBe(false);
  });

  it('accepts Swahili figures as Kenya writes them (sw + KES); rejects invented ones', () => {
    const rec = recommendCommission(input, swahili);
    const ok = (text: string) => reasoningNumbersCheckOut(text, input, rec, swahili);
    expect(ok('Kwenye lengo la Ksh 6,000 kwa mwezi, muuzaji anapata Ksh 360, yaani 6% ya mapato.')).toBe(true);
    expect(ok('Kamisheni ni Ksh 9,999 kwa mwezi.')).toBe(false);
  });

  it('writes the summary in the reader’s currency and figures, and gives the model the reader’s language', async () => {
    const rec = recommendCommission(input, french);
    const summary = commissionSummary(input, rec, french);
    expect(summary).toContain('- Currency: XOF');
    expect(summary).toContain('- Average revenue per sale (ARPU): 1\u202f200\u00a0F CFA');
    expect(summary).toContain('- Monthly on-target pay: 1\u202f200\u00a0F CFA (given by the owner)');
    expect(summary).toContain('- Gross margin: 60\u00a0%');
    expect(summary).toContain('## Pourquoi ce plan');
    expect(summary).toContain('Rewrite the "Pourquoi ce plan" reasoning');
    expect(summary).not.toContain('$');
    const calls: [string, string | undefined][] = [];
    const reply = 'Votre vendeur touche 6 % de chaque échéance encaissée, soit 72 F CFA pour une vente de 1 200 F CFA.';
    const enriched = await enrichCommissionReasoning(
      {
        name: 'openai',
        enrichCommissionReasoning: async (text, language) => {
          calls.push([text, language]);
          return reply;
        },
      },
      input,
      rec,
      1_000,
      french,
    );
    expect(enriched).toEqual({ reasoning: reply, source: 'ai' });
    expect(calls).toEqual([[summary, 'fr']]);
  });
});

describe('reasoningSentences', () => {
  it('splits a reasoning into its sentences, keeping figures whole', () => {
    expect(reasoningSentences('At 6% of revenue, $1,512.50 is paid. Targets are 5.0× pay! Is it fair? Yes.', 'en-US')).toEqual([
      'At 6% of revenue, $1,512.50 is paid.',
      'Targets are 5.0× pay!',
      'Is it fair?',
      'Yes.',
    ]);
    expect(reasoningSentences('Le taux est de 12,5 %. L’objectif est de 1 250 400 F CFA.', 'fr-SN')).toHaveLength(2);
  });

  it('keeps the engine’s points when the model writes more than four sentences', async () => {
    const rec = recommendCommission(BASE);
    const ai = { name: 'openai' as const, enrichCommissionReasoning: async () => 'One. Two. Three. Four. Five.' };
    expect(await enrichCommissionReasoning(ai, BASE, rec)).toEqual({ reasoning: rec.reasoning, source: 'engine' });
    const four = { name: 'openai' as const, enrichCommissionReasoning: async () => 'One. Two. Three. Four.' };
    expect(await enrichCommissionReasoning(four, BASE, rec)).toEqual({ reasoning: 'One. Two. Three. Four.', source: 'ai' });
  });
});
