import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { serverT } from '../../lib/i18n.ts';
import {
  COMMISSION_BEHAVIORS,
  COMMISSION_BEHAVIOR_OPTIONS,
  COMMISSION_EMPLOYMENTS,
  COMMISSION_EMPLOYMENT_OPTIONS,
  COMMISSION_MISSING_MESSAGE,
  COMMISSION_MISSING_TITLE,
  COMMISSION_QUESTIONS,
  COMMISSION_REQUIRED_FIELDS,
  COMMISSION_REVENUE_COLLECTIONS,
  COMMISSION_REVENUE_COLLECTION_OPTIONS,
  COMMISSION_ROLES,
  COMMISSION_ROLE_OPTIONS,
  COMMISSION_SALES_MODELS,
  COMMISSION_SALES_MODEL_OPTIONS,
  commissionInputSchema,
  commissionRecommendationSchema,
  missingCommissionFields,
  type CommissionInput,
  type CommissionInputRaw,
} from '../../../shared/commission.ts';
import { COMMISSION_ONLY_RATE, effectiveCap, monthlyTarget, onTargetPay, recommendCommission, renderCommissionMarkdown } from './commission-engine.ts';
import { commissionText } from './commission-text.ts';

const base: CommissionInputRaw = {
  behavior: 'Sales',
  role: 'Agent',
  salesModel: 'B2B',
  revenueCollection: 'Upfront',
  employment: 'Base + Commission',
  arpu: 1000,
};
const recommend = (overrides: Partial<CommissionInputRaw> = {}) => recommendCommission(commissionInputSchema.parse({ ...base, ...overrides }));

describe('commission options and schema', () => {
  it('offers exactly the spec options, each with a label', () => {
    expect(COMMISSION_BEHAVIORS).toEqual(['Sales', 'Collection', 'Retention', 'Upsell']);
    expect(COMMISSION_ROLES).toEqual(['Agent', 'Manager', 'BD/Partner', 'Distributor', 'Technician']);
    expect(COMMISSION_SALES_MODELS).toEqual(['B2C', 'B2B', 'B2B2C']);
    expect(COMMISSION_REVENUE_COLLECTIONS).toEqual(['Upfront', 'In Installments']);
    expect(COMMISSION_EMPLOYMENTS).toEqual(['Commission-Only', 'Base + Commission', 'Fixed + Bonus', 'Fixed Only']);
    const pairs = [
      [COMMISSION_BEHAVIOR_OPTIONS, COMMISSION_BEHAVIORS],
      [COMMISSION_ROLE_OPTIONS, COMMISSION_ROLES],
      [COMMISSION_SALES_MODEL_OPTIONS, COMMISSION_SALES_MODELS],
      [COMMISSION_REVENUE_COLLECTION_OPTIONS, COMMISSION_REVENUE_COLLECTIONS],
      [COMMISSION_EMPLOYMENT_OPTIONS, COMMISSION_EMPLOYMENTS],
    ] as const;
    for (const [options, values] of pairs) {
      expect(options.map((o) => o.value)).toEqual(values);
      for (const o of options) expect(o.label.length && o.hint.length).toBeTruthy();
    }
    expect(COMMISSION_QUESTIONS).toHaveLength(8);
    expect(COMMISSION_REQUIRED_FIELDS).toEqual(['behavior', 'role', 'salesModel', 'revenueCollection', 'employment', 'arpu']);
    const english = serverT('en', 'server');
    expect(english(COMMISSION_MISSING_TITLE)).toBe('Missing Information');
    expect(english(COMMISSION_MISSING_MESSAGE)).toBe('Please answer all required questions before continuing.');
  });

  it('applies the slider defaults', () => {
    const parsed = commissionInputSchema.parse(base);
    expect(parsed.grossMargin).toBe(50);
    expect(parsed.commissionCap).toBe(0);
  });

  it('rejects missing answers with the spec message', () => {
    for (const field of COMMISSION_REQUIRED_FIELDS) {
      const { [field]: _omit, ...rest } = base;
      const result = commissionInputSchema.safeParse(rest);
      expect(result.success, field).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(COMMISSION_MISSING_MESSAGE);
    }
    expect(commissionInputSchema.safeParse({ ...base, role: '' }).error!.issues[0]!.message).toBe(COMMISSION_MISSING_MESSAGE);
  });

  it('is strict about shapes and ranges', () => {
    const bad: Record<string, unknown>[] = [
      { extra: 1 },
      { arpu: '1000' }, // numbers only: the form parses its text first
      { arpu: 0 },
      { arpu: -5 },
      { arpu: 1_000_001 }, // above what an SME turns over in a year, in dollars
      { arpu: 150_000_001, currency: 'KES' },
      { arpu: 1000, monthlyPay: 0 },
      { arpu: 1000, monthlyPay: 1_000_001 },
      { arpu: 1000, monthlyPay: '5000' },
      { currency: 'kes' },
      { arpu: Number.NaN },
      { arpu: Number.POSITIVE_INFINITY },
      { grossMargin: 50.5 },
      { grossMargin: 101 },
      { grossMargin: -1 },
      { commissionCap: 101 },
      { commissionCap: 2.5 },
      { behavior: 'Marketing' },
    ];
    for (const overrides of bad) expect(commissionInputSchema.safeParse({ ...base, ...overrides }).success, JSON.stringify(overrides)).toBe(false);
    expect(commissionInputSchema.safeParse({ ...base, arpu: 1_000_000, grossMargin: 0, commissionCap: 100 }).success).toBe(true);
    // A Kenyan SME's amounts are accepted in shillings, up to the shilling ceiling.
    expect(commissionInputSchema.safeParse({ ...base, arpu: 150_000_000, monthlyPay: 60_000, currency: 'KES' }).success).toBe(true);
    const refused = commissionInputSchema.safeParse({ ...base, arpu: 200_000_000, currency: 'KES' });
    expect(refused.error!.issues.map((issue) => [issue.path, issue.message])).toEqual(
      [['arpu'], 'commission.arpuTooHigh?max=150000000&currency=KES'].length ? [[['arpu'], 'commission.arpuTooHigh?max=150000000&currency=KES']] : [],
    );
    expect(serverT('en', 'server')('commission.arpuTooHigh', { max: 150_000_000, currency: 'KES' })).toBe(
      'ARPU must be at most 150,000,000 KES, what a small business turns over in a year.',
    );
  });

  it('lists missing required questions in form order', () => {
    expect(missingCommissionFields({})).toEqual(COMMISSION_REQUIRED_FIELDS);
    expect(missingCommissionFields({ ...base, arpu: 0 })).toEqual(['arpu']);
    expect(missingCommissionFields({ ...base, behavior: '' as never })).toEqual(['behavior']);
    expect(missingCommissionFields(base)).toEqual([]);
  });
});

describe('recommendCommission: hand-checked plans', () => {
  it('Sales / Agent / B2B / Upfront / Base + Commission', () => {
    // Split 70/30 (lead-generation role). Rate for quota = 5× OTE: 30 % ÷ 5 = 6 %. Cap: 50 % margin ÷ 2 = 25 %.
    // Typical US on-target pay $5,000 a month → target = 5,000 × 30 ÷ 6 = $25,000 = 25 sales of $1,000.
    // Accelerator 6 × 1.5 = 9 % above target. Payouts: 50 % → 12,500 × 6 % = 750; 100 % → 1,500 (30 % of $5,000);
    // 150 % → 1,500 + 12,500 × 9 % = 2,625.
    const r = recommend();
    expect(r).toMatchObject({
      recommended_plan: 'Base salary + new business commission',
      commission_rate: 6,
      effective_cap: 25,
      anchor: 'invoice',
      base_variable_split: { base: 70, variable: 30 },
      example_payout: 'A $1,000 sale pays $60 once it is invoiced.',
    });
    expect(r.components.map((c) => [c.name, c.rate])).toEqual([
      ['Base salary', undefined],
      ['New business commission', 6],
      ['Accelerator above target', 9],
    ]);
    expect(r.payout_table).toEqual([
      { attainment: 50, revenue: 12_500, payout: 750 },
      { attainment: 100, revenue: 25_000, payout: 1500 },
      { attainment: 150, revenue: 37_500, payout: 2625 },
    ]);
    expect(r.payout_trigger).toContain('clawed back');
    expect(r.on_target_pay).toEqual({ amount: 5000, source: 'typical' });
    // "Why this plan": four one-sentence points, the last from the pay and target.
    expect(r.reasoning_points).toEqual([
      'A 70/30 base-to-variable split suits a lead-generation role, where steady activity matters more than single big wins.',
      'Paying on new business keeps the focus on winning customers.',
      'At 6% of revenue, commission takes 12% of the gross margin on each sale, so 44% of revenue (out of your 50% margin) stays with the business.',
      'Starting from a typical on-target pay for this role of about $5,000 a month, the monthly target is $25,000: about 25 sales of $1,000.',
    ]);
    expect(r.reasoning).toBe(r.reasoning_points!.join(' '));
  });

  it('Retention / Manager / B2C / In Installments / Commission-Only', () => {
    // 15 % commission-only rate × 0.5 retention × 1/5 team override = 1.5 % (cap 60 % ÷ 2 = 30 %).
    // A manager's typical pay $5,000 × 1.5 = $7,500 → team target 7,500 ÷ 1.5 % = $500,000 → 417 sales of $1,200 = $500,400.
    const r = recommend({
      behavior: 'Retention',
      role: 'Manager',
      salesModel: 'B2C',
      revenueCollection: 'In Installments',
      employment: 'Commission-Only',
      arpu: 1200,
      grossMargin: 60,
    });
    expect(r.commission_rate).toBe(1.5);
    expect(r.effective_cap).toBe(30);
    expect(r.anchor).toBe('payment');
    expect(r.payout_trigger).toMatch(/cash collected.*installment/i);
    expect(r.base_variable_split).toEqual({ base: 0, variable: 100 });
    expect(r.components).toEqual([{ name: 'Team override', description: '1.5% of the renewal revenue the whole team brings in.', rate: 1.5 }]);
    expect(r.payout_table[1]).toEqual({ attainment: 100, revenue: 500_400, payout: 7506 });
    expect(r.example_payout).toBe(
      'A $1,200 renewal by anyone on the team, paid in installments, pays the manager $18 in total: 1.5% of each installment as it is collected.',
    );
    expect(r.reasoning_points!.at(-1)).toBe(
      'Starting from a typical on-target pay for this role of about $7,500 a month, the team’s monthly target is $500,400: about 417 sales of $1,200.',
    );
  });

  it('Upsell / Distributor / B2B2C / Upfront / Commission-Only with a cap above the margin', () => {
    // Cap 80 % > margin 40 % → effective cap 40 %. Rate = 15 % × 0.8 upsell = 12 % (= 30 % of the margin).
    const r = recommend({
      behavior: 'Upsell',
      role: 'Distributor',
      salesModel: 'B2B2C',
      employment: 'Commission-Only',
      arpu: 5000,
      grossMargin: 40,
      commissionCap: 80,
    });
    expect(r.commission_rate).toBe(12);
    expect(r.effective_cap).toBe(40);
    expect(r.anchor).toBe('invoice');
    expect(r.components[0]!.name).toBe('Distributor margin split');
    expect(r.components[0]!.description).toContain('keeps 30% of the gross margin');
    expect(r.payout_trigger).toContain('sell-through');
    // $5,000 × 12 % = $600; margin $5,000 × 40 % = $2,000.
    expect(r.example_payout).toBe('A $5,000 upgrade pays the distributor $600 of its $2,000 gross margin once it is invoiced.');
    expect(r.reasoning_points).toHaveLength(4);
  });

  it('Collection / Technician / B2C / Upfront / Fixed + Bonus', () => {
    // Split 85/15 → 15 ÷ 5 = 3 % × 0.3 collection = 0.9 %. Target 5,000 × 15 ÷ 0.9 = 83,333 → 334 × $250 = $83,500.
    // Bonus only at target: 50 % → 0; 100 % → 83,500 × 0.9 % = 751.50; 150 % → 125,250 × 0.9 % = 1,127.25.
    const r = recommend({ behavior: 'Collection', role: 'Technician', salesModel: 'B2C', employment: 'Fixed + Bonus', arpu: 250 });
    expect(r.commission_rate).toBe(0.9);
    expect(r.anchor).toBe('payment');
    expect(r.base_variable_split).toEqual({ base: 85, variable: 15 });
    expect(r.payout_table.map((row) => row.payout)).toEqual([0, 751.5, 1127.25]);
    expect(r.components.map((c) => c.name)).toEqual(['Fixed salary', 'Target bonus pool']);
    expect(r.example_payout).toContain('$751.50 bonus');
    expect(r.reasoning).toContain('Technicians sell as part of service work');
  });

  it('Fixed Only pays no commission and explains why', () => {
    const r = recommend({ role: 'BD/Partner', employment: 'Fixed Only' });
    expect(r.commission_rate).toBe(0);
    expect(r.recommended_plan).toBe('Fixed salary with team recognition');
    expect(r.components.map((c) => c.name)).toEqual(['Fixed salary', 'Team recognition (SPIFF)']);
    expect(r.payout_table.every((row) => row.payout === 0)).toBe(true);
    expect(r.reasoning).toContain("commission isn't used");
    expect(renderCommissionMarkdown(r)).toContain('**Commission rate:** none');
  });

  it('margin 0 means no commission at all', () => {
    const r = recommend({ employment: 'Commission-Only', grossMargin: 0, commissionCap: 20 });
    expect(r.commission_rate).toBe(0);
    expect(r.effective_cap).toBe(0);
    expect(r.reasoning).toContain("can't be paid from margin");
    expect(r.example_payout).toContain('no margin to share');
  });

  it('BD/Partner / Base + Commission limited by an explicit cap', () => {
    // 50/50 split → 50 ÷ 5 = 10 %, capped by the user's 5 %. Target 5,000 × 50 ÷ 5 = $50,000 = 5 sales of $10,000.
    const r = recommend({ role: 'BD/Partner', commissionCap: 5, arpu: 10_000 });
    expect(r.commission_rate).toBe(5);
    expect(r.effective_cap).toBe(5);
    expect(r.components.map((c) => c.name)).toEqual(['Base salary', 'Partner-sourced commission']); // no room for an accelerator
    expect(r.payout_table[1]).toEqual({ attainment: 100, revenue: 50_000, payout: 2500 });
    expect(r.reasoning).toContain('the monthly target is $50,000: about 5 sales of $10,000.');
  });

  it('Upsell / Technician / In Installments / Base + Commission rounds down to a friendly rate', () => {
    // 30 ÷ 5 = 6 % × 0.8 upsell = 4.8 → 4.5 % (half points, down). Accelerator 4.5 × 1.5 = 6.75 → 6.5 %.
    const r = recommend({ behavior: 'Upsell', role: 'Technician', salesModel: 'B2C', revenueCollection: 'In Installments', arpu: 99.99 });
    expect(r.commission_rate).toBe(4.5);
    expect(r.components.at(-1)).toMatchObject({ name: 'Accelerator above target', rate: 6.5 });
    expect(r.anchor).toBe('payment');
    // $99.99 × 4.5 % = $4.50 (rounded to cents).
    expect(r.example_payout).toContain('pays $4.50 in total');
  });

  it('Commission-Only starts from 15 % of the sale, not half the margin, and never above the cap', () => {
    const r = recommend({ employment: 'Commission-Only', salesModel: 'B2C' });
    expect(COMMISSION_ONLY_RATE).toBe(15);
    expect(r.commission_rate).toBe(15); // not 25 (half the 50 % margin)
    expect(r.components.map((c) => c.rate)).toEqual([15, 22.5]); // accelerator 15 × 1.5, within the 25 % cap
    expect(r.anchor).toBe('payment'); // consumers pay at checkout
    expect(r.example_payout).toBe('A $1,000 sale pays $150 once the cash is collected.');
    expect(r.reasoning_points![0]).toContain('starts from 15% of each sale');
    // A thin margin: the cap (half of 20 %) bounds it.
    expect(recommend({ employment: 'Commission-Only', grossMargin: 20 }).commission_rate).toBe(10);
  });

  it('starts the example from a realistic monthly pay for the currency, or the one given', () => {
    expect(onTargetPay({ role: 'Agent' }, 'KES')).toEqual({ amount: 60_000, source: 'typical' });
    expect(onTargetPay({ role: 'Manager' }, 'KES')).toEqual({ amount: 90_000, source: 'typical' });
    expect(onTargetPay({ role: 'Agent', monthlyPay: 80_000 }, 'KES')).toEqual({ amount: 80_000, source: 'given' });
    // The issue's case: an average sale of Ksh 2,500 no longer gives on-target pay of Ksh 2,500 a month.
    const kenya = commissionText({ locale: 'en', currency: 'KES', country: 'KE' });
    const input = commissionInputSchema.parse({ ...base, arpu: 2500, currency: 'KES' });
    const r = recommendCommission(input, kenya);
    // 60,000 × 30 ÷ 6 = 300,000 = 120 sales of 2,500; variable pay at target 18,000 = 30 % of 60,000.
    expect(r.payout_table[1]).toEqual({ attainment: 100, revenue: 300_000, payout: 18_000 });
    expect(r.reasoning_points!.at(-1)).toBe(
      'Starting from a typical on-target pay for this role of about Ksh\u00a060,000 a month, the monthly target is Ksh\u00a0300,000: about 120 sales of Ksh\u00a02,500.',
    );
    const own = recommendCommission(commissionInputSchema.parse({ ...base, arpu: 2500, monthlyPay: 40_000, currency: 'KES' }), kenya);
    expect(own.on_target_pay).toEqual({ amount: 40_000, source: 'given' });
    expect(own.payout_table[1]).toEqual({ attainment: 100, revenue: 200_000, payout: 12_000 });
    expect(own.reasoning).toContain('Starting from the on-target pay you gave of about Ksh\u00a040,000 a month');
  });

  it('sizes the example target from the pay, in whole sales', () => {
    expect(monthlyTarget({ arpu: 100 }, { rate: 6, variable: 30 }, 5000)).toEqual({ deals: 250, target: 25_000 });
    // No commission: QUOTA_TO_OTE_TARGET × pay.
    expect(monthlyTarget({ arpu: 100 }, { rate: 0, variable: 0 }, 5000)).toEqual({ deals: 250, target: 25_000 });
    // Rounded up to whole sales, at least one.
    expect(monthlyTarget({ arpu: 300 }, { rate: 6, variable: 30 }, 1000)).toEqual({ deals: 17, target: 5100 });
    expect(monthlyTarget({ arpu: 1_000_000 }, { rate: 6, variable: 30 }, 1000)).toEqual({ deals: 1, target: 1_000_000 });
    expect(effectiveCap({ grossMargin: 33, commissionCap: 0 })).toBe(16.5);
    expect(effectiveCap({ grossMargin: 33, commissionCap: 10 })).toBe(10);
    expect(effectiveCap({ grossMargin: 33, commissionCap: 90 })).toBe(33);
  });
});

describe('renderCommissionMarkdown', () => {
  it('renders headings, facts and the payout table', () => {
    const md = renderCommissionMarkdown(recommend());
    expect(md).toMatch(/^# Base salary \+ new business commission\n/);
    expect(md).toContain('- **Commission rate:** 6% of revenue (cap 25%)');
    expect(md).toContain('- **Anchor date:** Invoice date');
    expect(md).toContain('- **Base / variable split:** 70% / 30%');
    expect(md).toContain('## Pay components');
    expect(md).toContain('- **Accelerator above target** (9%): ');
    expect(md).toContain('| Attainment | Monthly revenue | Payout |');
    expect(md).toContain('| 50% | $12,500 | $750 |');
    expect(md).toContain('| 150% | $37,500 | $2,625 |');
    expect(md).toContain('## Why this plan\n\n- A 70/30 base-to-variable split');
    expect(md.split('\n').filter((line) => line.startsWith('- ') && !line.startsWith('- **'))).toHaveLength(4);
  });
});

const inputArb = fc.record({
  behavior: fc.constantFrom(...COMMISSION_BEHAVIORS),
  role: fc.constantFrom(...COMMISSION_ROLES),
  salesModel: fc.constantFrom(...COMMISSION_SALES_MODELS),
  revenueCollection: fc.constantFrom(...COMMISSION_REVENUE_COLLECTIONS),
  employment: fc.constantFrom(...COMMISSION_EMPLOYMENTS),
  arpu: fc.oneof(fc.integer({ min: 1, max: 1_000_000 }), fc.double({ min: 0.01, max: 1_000_000, noNaN: true })),
  grossMargin: fc.integer({ min: 0, max: 100 }),
  commissionCap: fc.integer({ min: 0, max: 100 }),
});

function checkInvariants(input: CommissionInput) {
  const r = recommendCommission(input);
  const cap = input.commissionCap > 0 ? Math.min(input.commissionCap, input.grossMargin) : input.grossMargin / 2;
  expect(commissionRecommendationSchema.parse(r)).toEqual(r);
  expect(r.effective_cap).toBe(cap);
  expect(r.commission_rate).toBeGreaterThanOrEqual(0);
  expect(r.commission_rate).toBeLessThanOrEqual(r.effective_cap);
  expect(r.commission_rate).toBeLessThanOrEqual(input.grossMargin);
  expect(r.components.length).toBeGreaterThan(0);
  expect(r.components.length).toBeLessThanOrEqual(3);
  for (const c of r.components) if (c.rate !== undefined) expect(c.rate).toBeLessThanOrEqual(r.effective_cap);
  if (input.revenueCollection === 'In Installments') {
    expect(r.anchor).toBe('payment');
    if (r.commission_rate > 0 && input.employment !== 'Fixed + Bonus') expect(r.payout_trigger).toMatch(/cash collected.*installment/i);
  }
  if (input.grossMargin === 0 || input.employment === 'Fixed Only') expect(r.commission_rate).toBe(0);
  else expect(r.commission_rate).toBeGreaterThan(0);
  expect(r.base_variable_split!.base + r.base_variable_split!.variable).toBe(100);
  expect(r.payout_table.map((row) => row.attainment)).toEqual([50, 100, 150]);
  const [p50, p100, p150] = r.payout_table.map((row) => row.payout);
  expect(p50! <= p100! && p100! <= p150!).toBe(true);
  expect(r.reasoning_points!.length).toBeGreaterThan(0);
  expect(r.reasoning_points!.length).toBeLessThanOrEqual(4);
  expect(r.reasoning).toBe(r.reasoning_points!.join(' '));
  for (const text of [r.recommended_plan, r.payout_trigger, r.example_payout, r.reasoning]) {
    expect(text.trim().length).toBeGreaterThan(0);
    expect(text).not.toMatch(/undefined|NaN|Infinity/);
  }
  const md = renderCommissionMarkdown(r);
  expect(md).toContain(`# ${r.recommended_plan}`);
  expect(md).toContain('| 100% |');
  // Deterministic: same answers, same plan.
  expect(recommendCommission({ ...input })).toEqual(r);
}

describe('recommendCommission: properties', () => {
  it('holds for every option combination at default sliders', () => {
    let combos = 0;
    for (const behavior of COMMISSION_BEHAVIORS)
      for (const role of COMMISSION_ROLES)
        for (const salesModel of COMMISSION_SALES_MODELS)
          for (const revenueCollection of COMMISSION_REVENUE_COLLECTIONS)
            for (const employment of COMMISSION_EMPLOYMENTS) {
              checkInvariants(commissionInputSchema.parse({ behavior, role, salesModel, revenueCollection, employment, arpu: 1000 }));
              combos++;
            }
    expect(combos).toBe(4 * 5 * 3 * 2 * 4);
  });

  it('holds for any combination with random margin, cap and ARPU', () => {
    fc.assert(
      fc.property(inputArb, (raw) => checkInvariants(commissionInputSchema.parse(raw))),
      { numRuns: 1000 },
    );
  });
});

describe('recommendCommission: in the reader’s language and currency', () => {
  const french = commissionText({ locale: 'fr', currency: 'XOF', country: 'SN' });
  const swahili = commissionText({ locale: 'sw', currency: 'KES', country: 'KE' });
  const inFrench = (overrides: Partial<CommissionInputRaw> = {}) => recommendCommission(commissionInputSchema.parse({ ...base, ...overrides }), french);
  const inSwahili = (overrides: Partial<CommissionInputRaw> = {}) => recommendCommission(commissionInputSchema.parse({ ...base, ...overrides }), swahili);
  // Intl writes French groups with a narrow no-break space, "F CFA" and "%" after a no-break space.
  const cfa = (digits: string) => `${digits.replace(/ /g, '\u202f')}\u00a0F CFA`;

  it('English with US dollars is the default reader', () => {
    const input = commissionInputSchema.parse(base);
    expect(recommendCommission(input, commissionText({ locale: 'en', currency: 'USD' }))).toEqual(recommendCommission(input));
    expect(renderCommissionMarkdown(recommendCommission(input), commissionText())).toBe(renderCommissionMarkdown(recommendCommission(input)));
  });

  it('writes a French plan in F CFA for Senegal (fr + XOF)', () => {
    const r = inFrench();
    expect(r).toMatchObject({
      recommended_plan: 'Salaire de base + commission sur les nouvelles ventes',
      commission_rate: 6,
      effective_cap: 25,
      anchor: 'invoice',
      example_payout: `Une vente de ${cfa('1 000')} rapporte ${cfa('60')} dès la facturation.`,
    });
    expect(r.components.map((c) => [c.name, c.rate])).toEqual([
      ['Salaire de base', undefined],
      ['Commission sur les nouvelles ventes', 6],
      ['Accélérateur au-delà de l’objectif', 9],
    ]);
    expect(r.components[1]!.description).toBe('6\u00a0% du chiffre d’affaires des nouveaux clients.');
    // Typical pay in Senegal 250,000 F CFA → target 250,000 × 30 ÷ 6 = 1,250,000.
    expect(r.components[2]!.description).toContain(`l’objectif mensuel de ${cfa('1 250 000')}`);
    expect(r.payout_trigger).toBe(
      'Commission acquise à la date de facturation et versée avec la paie suivante\u00a0; reprise si le client n’a pas payé sous 90 jours.',
    );
    expect(r.reasoning_points!.at(-1)).toBe(
      `En partant d’une rémunération à l’objectif typique pour ce poste, environ ${cfa('250 000')} par mois, l’objectif mensuel est de ${cfa('1 250 000')}\u00a0: environ 1\u202f250 ventes de ${cfa('1 000')}.`,
    );
    expect(r.reasoning).not.toMatch(/\$|dollar/);
    // For the same monthly pay, the numbers are the same whoever reads them.
    const mine = recommendCommission(commissionInputSchema.parse({ ...base, monthlyPay: 5000 }), french);
    const english = recommend({ monthlyPay: 5000 });
    const numbers = (x: typeof r) => ({
      ...x,
      recommended_plan: '',
      payout_trigger: '',
      example_payout: '',
      reasoning: '',
      reasoning_points: [],
      components: [],
    });
    expect(numbers(mine)).toEqual(numbers(english));
    expect(mine.components.map((c) => c.rate)).toEqual(english.components.map((c) => c.rate));
  });

  it('writes French amounts without cents for a currency that has none, and French markdown', () => {
    const r = inFrench({ behavior: 'Upsell', role: 'Technician', salesModel: 'B2C', revenueCollection: 'In Installments', arpu: 99.99 });
    expect(r.example_payout).toBe(
      `Une vente additionnelle de ${cfa('100')}, avec un paiement en plusieurs échéances, rapporte ${cfa('5')} au total\u00a0: 4,5\u00a0% de chaque échéance à son encaissement.`,
    );
    const md = renderCommissionMarkdown(inFrench(), french);
    expect(md).toMatch(/^# Salaire de base \+ commission sur les nouvelles ventes\n/);
    expect(md).toContain('- **Taux de commission\u00a0:** 6\u00a0% du chiffre d’affaires (plafond 25\u00a0%)');
    expect(md).toContain('- **Date de référence\u00a0:** Date de facturation');
    expect(md).toContain('- **Répartition fixe / variable\u00a0:** 70\u00a0% / 30\u00a0%');
    expect(md).toContain('## Éléments de rémunération');
    expect(md).toContain('- **Accélérateur au-delà de l’objectif** (9\u00a0%)\u00a0: ');
    expect(md).toContain('| Atteinte de l’objectif | Chiffre d’affaires mensuel | Versement |');
    expect(md).toContain(`| 50\u00a0% | ${cfa('625 000')} | ${cfa('37 500')} |`);
    expect(md).toContain('## Pourquoi ce plan');
    expect(renderCommissionMarkdown(inFrench({ employment: 'Fixed Only' }), french)).toContain('**Taux de commission\u00a0:** aucune');
  });

  it('explains a plan without margin in French, without dollars for another currency', () => {
    const r = inFrench({ employment: 'Commission-Only', grossMargin: 0, commissionCap: 20 });
    expect(r.recommended_plan).toBe('Rémunération fixe jusqu’à ce que le produit dégage une marge');
    expect(r.reasoning).toMatch(/^Avec une marge brute de 0\u00a0%, tout le chiffre d’affaires part dans les coûts/);
    expect(r.example_payout).toBe(`Une vente de ${cfa('1 000')} rapporte ${cfa('0')} de commission\u00a0: il n’y a aucune marge à partager.`);
    // In English, "every dollar" only when the currency is the dollar.
    const input = commissionInputSchema.parse({ ...base, employment: 'Commission-Only', grossMargin: 0 });
    expect(recommendCommission(input).reasoning).toContain('every dollar of revenue goes to cost');
    expect(recommendCommission(input, commissionText({ locale: 'en', currency: 'KES', country: 'KE' })).reasoning).toContain(
      'With a 0% gross margin all revenue goes to cost',
    );
  });

  it('writes a Swahili plan in Kenyan shillings (sw + KES)', () => {
    const r = inSwahili({
      behavior: 'Retention',
      role: 'Manager',
      salesModel: 'B2C',
      revenueCollection: 'In Installments',
      employment: 'Commission-Only',
      arpu: 1200,
      grossMargin: 60,
    });
    expect(r.recommended_plan).toBe('Kamisheni pekee: kamisheni ya timu');
    expect(r.components).toEqual([
      { name: 'Kamisheni ya timu', description: '1.5% ya mapato ya usasishaji wa mikataba yanayoletwa na timu nzima.', rate: 1.5 },
    ]);
    expect(r.example_payout).toBe(
      'Kwa usasishaji wa Ksh\u00a01,200 unaofanywa na mtu yeyote wa timu, malipo yakiwa kwa awamu, meneja analipwa Ksh\u00a018 kwa jumla: 1.5% ya kila awamu inapokusanywa.',
    );
    expect(r.payout_trigger).toMatch(/^Kamisheni hulipwa kwa pesa zilizokusanywa/);
    // A Kenyan manager's typical pay: 60,000 × 1.5 = Ksh 90,000 → team target 90,000 ÷ 1.5 % = Ksh 6,000,000.
    expect(r.reasoning).toContain('lengo la mwezi la timu ni Ksh\u00a06,000,000');
    const md = renderCommissionMarkdown(r, swahili);
    expect(md).toContain('## Kwa nini mpango huu');
    expect(md).toContain('| 100% | Ksh\u00a06,000,000 | Ksh\u00a090,000 |');
  });

  it('writes every combination in every language, with the reader’s amounts and no English left', () => {
    const readers = [
      french,
      swahili,
      commissionText({ locale: 'pt', currency: 'MZN', country: 'MZ' }),
      commissionText({ locale: 'es', currency: 'MXN', country: 'MX' }),
      commissionText({ locale: 'es', currency: 'EUR', country: 'ES' }),
      commissionText({ locale: 'en', currency: 'KES', country: 'KE' }),
    ];
    // Mexican pesos are written "$1,000" too; no other reader's text may show a dollar sign.
    const dollarSign = (reader: { currency: string }) => (reader.currency === 'MXN' ? /(?!)/ : /\$/);
    const englishOnly = /\b(?:the|of|revenue|pays|commission rate|target)\b/i;
    for (const reader of readers)
      for (const behavior of COMMISSION_BEHAVIORS)
        for (const role of COMMISSION_ROLES)
          for (const salesModel of COMMISSION_SALES_MODELS)
            for (const revenueCollection of COMMISSION_REVENUE_COLLECTIONS)
              for (const employment of COMMISSION_EMPLOYMENTS)
                for (const grossMargin of [0, 50]) {
                  // The same monthly pay for every reader, so the numbers can be compared.
                  const input = commissionInputSchema.parse({
                    behavior,
                    role,
                    salesModel,
                    revenueCollection,
                    employment,
                    arpu: 1000,
                    grossMargin,
                    monthlyPay: 5000,
                  });
                  const r = recommendCommission(input, reader);
                  const english = recommendCommission(input);
                  expect(r.payout_table).toEqual(english.payout_table);
                  expect(r.commission_rate).toBe(english.commission_rate);
                  expect(r.reasoning_points!.length).toBeLessThanOrEqual(4);
                  const texts = [r.recommended_plan, r.payout_trigger, r.example_payout, r.reasoning, ...r.components.flatMap((c) => [c.name, c.description])];
                  for (const text of texts) {
                    expect(text.trim().length).toBeGreaterThan(0);
                    expect(text).not.toMatch(/undefined|NaN|Infinity|\{|\}/);
                    expect(text).not.toMatch(dollarSign(reader));
                    if (reader.locale !== 'en') expect(text, `${reader.locale}: ${text}`).not.toMatch(englishOnly);
                  }
                  const md = renderCommissionMarkdown(r, reader);
                  expect(md).toContain(`# ${r.recommended_plan}`);
                  expect(md).not.toMatch(dollarSign(reader));
                }
  });
});
