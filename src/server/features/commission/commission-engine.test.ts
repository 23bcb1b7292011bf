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
import { effectiveCap, monthlyTarget, recommendCommission, renderCommissionMarkdown } from './commission-engine.ts';
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
      { arpu: 10_000_001 },
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
    expect(commissionInputSchema.safeParse({ ...base, arpu: 10_000_000, grossMargin: 0, commissionCap: 100 }).success).toBe(true);
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
    // Target = 5 B2B deals × $1,000 = $5,000. Accelerator 6 × 1.5 = 9 % above target.
    // Payouts: 50 % → 2,500 × 6 % = 150; 100 % → 300; 150 % → 300 + 2,500 × 9 % = 525.
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
      { attainment: 50, revenue: 2500, payout: 150 },
      { attainment: 100, revenue: 5000, payout: 300 },
      { attainment: 150, revenue: 7500, payout: 525 },
    ]);
    expect(r.payout_trigger).toContain('clawed back');
    // OTE = 300 ÷ 0.3 = 1,000 a month; quota 5,000 ÷ 1,000 = 5×.
    expect(r.reasoning).toContain('quota is 5.0× on-target pay');
    expect(r.reasoning).toContain('invoice date');
  });

  it('Retention / Manager / B2C / In Installments / Commission-Only', () => {
    // 60 % margin ÷ 2 = 30 % (cap) × 0.5 retention × 1/5 team override = 3 %.
    // Target = 20 B2C sales × $1,200 × 5 sellers = $120,000.
    const r = recommend({
      behavior: 'Retention',
      role: 'Manager',
      salesModel: 'B2C',
      revenueCollection: 'In Installments',
      employment: 'Commission-Only',
      arpu: 1200,
      grossMargin: 60,
    });
    expect(r.commission_rate).toBe(3);
    expect(r.effective_cap).toBe(30);
    expect(r.anchor).toBe('payment');
    expect(r.payout_trigger).toMatch(/cash collected.*installment/i);
    expect(r.base_variable_split).toEqual({ base: 0, variable: 100 });
    expect(r.components).toEqual([{ name: 'Team override', description: '3% of the renewal revenue the whole team brings in.', rate: 3 }]);
    expect(r.payout_table[1]).toEqual({ attainment: 100, revenue: 120_000, payout: 3600 });
    expect(r.example_payout).toBe(
      'A $1,200 renewal by anyone on the team, paid in installments, pays the manager $36 in total: 3% of each installment as it is collected.',
    );
    expect(r.reasoning).not.toContain('quota'); // no base, so no quota : OTE check
  });

  it('Upsell / Distributor / B2B2C / Upfront / Commission-Only with a cap above the margin', () => {
    // Cap 80 % > margin 40 % → effective cap 40 %. Rate = 40 ÷ 2 × 0.8 upsell = 16 % (= 40 % of the margin).
    const r = recommend({
      behavior: 'Upsell',
      role: 'Distributor',
      salesModel: 'B2B2C',
      employment: 'Commission-Only',
      arpu: 5000,
      grossMargin: 40,
      commissionCap: 80,
    });
    expect(r.commission_rate).toBe(16);
    expect(r.effective_cap).toBe(40);
    expect(r.anchor).toBe('invoice');
    expect(r.components[0]!.name).toBe('Distributor margin split');
    expect(r.components[0]!.description).toContain('keeps 40% of the gross margin');
    expect(r.payout_trigger).toContain('sell-through');
    // $5,000 × 16 % = $800; margin $5,000 × 40 % = $2,000.
    expect(r.example_payout).toBe('A $5,000 upgrade pays the distributor $800 of its $2,000 gross margin once it is invoiced.');
    expect(r.reasoning).toContain('cap is above your gross margin');
  });

  it('Collection / Technician / B2C / Upfront / Fixed + Bonus', () => {
    // Split 85/15 → 15 ÷ 5 = 3 % × 0.3 collection = 0.9 %. Target 20 × $250 = $5,000.
    // Bonus only at target: 50 % → 0; 100 % → 5,000 × 0.9 % = 45; 150 % → 7,500 × 0.9 % = 67.50.
    const r = recommend({ behavior: 'Collection', role: 'Technician', salesModel: 'B2C', employment: 'Fixed + Bonus', arpu: 250 });
    expect(r.commission_rate).toBe(0.9);
    expect(r.anchor).toBe('payment');
    expect(r.base_variable_split).toEqual({ base: 85, variable: 15 });
    expect(r.payout_table.map((row) => row.payout)).toEqual([0, 45, 67.5]);
    expect(r.components.map((c) => c.name)).toEqual(['Fixed salary', 'Target bonus pool']);
    expect(r.example_payout).toContain('$45 bonus');
    expect(r.reasoning).toContain('takes less selling than new business');
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
    // 50/50 split → 50 ÷ 5 = 10 %, capped by the user's 5 %. Quota : OTE = 50 ÷ 5 = 10× (> 6×).
    const r = recommend({ role: 'BD/Partner', commissionCap: 5, arpu: 10_000 });
    expect(r.commission_rate).toBe(5);
    expect(r.effective_cap).toBe(5);
    expect(r.components.map((c) => c.name)).toEqual(['Base salary', 'Partner-sourced commission']); // no room for an accelerator
    expect(r.reasoning).toContain('quota is 10.0× on-target pay');
    expect(r.reasoning).toContain('cap limits the rate');
    expect(r.reasoning).toContain('within your 5% cap');
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

  it('Commission-Only agent gets the full default cap and no accelerator beyond it', () => {
    const r = recommend({ employment: 'Commission-Only', salesModel: 'B2C' });
    expect(r.commission_rate).toBe(25); // 50 ÷ 2 × 1 × 1
    expect(r.components).toHaveLength(1);
    expect(r.anchor).toBe('payment'); // consumers pay at checkout
    expect(r.example_payout).toBe('A $1,000 sale pays $250 once the cash is collected.');
  });

  it('sizes the example target by sales model and team', () => {
    expect(monthlyTarget({ salesModel: 'B2C', role: 'Agent', arpu: 100 })).toBe(2000);
    expect(monthlyTarget({ salesModel: 'B2B2C', role: 'Agent', arpu: 100 })).toBe(1000);
    expect(monthlyTarget({ salesModel: 'B2B', role: 'Manager', arpu: 100 })).toBe(2500);
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
    expect(md).toContain('| 50% | $2,500 | $150 |');
    expect(md).toContain('| 150% | $7,500 | $525 |');
    expect(md).toContain('## Why this plan');
  });
});

const inputArb = fc.record({
  behavior: fc.constantFrom(...COMMISSION_BEHAVIORS),
  role: fc.constantFrom(...COMMISSION_ROLES),
  salesModel: fc.constantFrom(...COMMISSION_SALES_MODELS),
  revenueCollection: fc.constantFrom(...COMMISSION_REVENUE_COLLECTIONS),
  employment: fc.constantFrom(...COMMISSION_EMPLOYMENTS),
  arpu: fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.double({ min: 0.01, max: 10_000_000, noNaN: true })),
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
  const cfa = (digits: string) => `${digits.replace(/ /g, '\u202f')}\u00a0F\u202fCFA`;

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
    expect(r.components[2]!.description).toContain(`l’objectif mensuel de ${cfa('5 000')}`);
    expect(r.payout_trigger).toBe(
      'Commission acquise à la date de facturation et versée avec la paie suivante\u00a0; reprise si le client n’a pas payé sous 90 jours.',
    );
    expect(r.reasoning).toContain('l’objectif de ventes vaut 5,0 fois cette rémunération');
    expect(r.reasoning).toContain(`la rémunération variable est de ${cfa('300')}`);
    expect(r.reasoning).not.toMatch(/\$|dollar/);
    // The numbers are the same whoever reads them.
    const english = recommend();
    expect({ ...r, recommended_plan: '', payout_trigger: '', example_payout: '', reasoning: '', components: [] }).toEqual({
      ...english,
      recommended_plan: '',
      payout_trigger: '',
      example_payout: '',
      reasoning: '',
      components: [],
    });
    expect(r.components.map((c) => c.rate)).toEqual(english.components.map((c) => c.rate));
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
    expect(md).toContain(`| 50\u00a0% | ${cfa('2 500')} | ${cfa('150')} |`);
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
    expect(r.components).toEqual([{ name: 'Kamisheni ya timu', description: '3% ya mapato ya usasishaji wa mikataba yanayoletwa na timu nzima.', rate: 3 }]);
    expect(r.example_payout).toBe(
      'Kwa usasishaji wa Ksh\u00a01,200 unaofanywa na mtu yeyote wa timu, malipo yakiwa kwa awamu, meneja analipwa Ksh\u00a036 kwa jumla: 3% ya kila awamu inapokusanywa.',
    );
    expect(r.payout_trigger).toMatch(/^Kamisheni hulipwa kwa pesa zilizokusanywa/);
    expect(r.reasoning).toContain('timu ya watu 5');
    const md = renderCommissionMarkdown(r, swahili);
    expect(md).toContain('## Kwa nini mpango huu');
    expect(md).toContain('| 100% | Ksh\u00a0120,000 | Ksh\u00a03,600 |');
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
                  const input = commissionInputSchema.parse({ behavior, role, salesModel, revenueCollection, employment, arpu: 1000, grossMargin });
                  const r = recommendCommission(input, reader);
                  const english = recommendCommission(input);
                  expect(r.payout_table).toEqual(english.payout_table);
                  expect(r.commission_rate).toBe(english.commission_rate);
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
