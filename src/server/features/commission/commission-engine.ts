// Commission Calculator engine: deterministic rules that turn the 8 answers into a simple,
// affordable plan. Pure (no I/O but the message catalogs, read once) so it is fully unit-tested and
// gives the same answer every time; the rules and their sources are in
// docs/decisions/005-commission-engine.md. Its texts come from the commissionReport catalog in the
// reader's language, with amounts in the reader's currency (commission-text.ts).
import {
  MAX_COMMISSION_COMPONENTS,
  MAX_REASONING_POINTS,
  type AttainmentLevel,
  type CommissionAnchor,
  type CommissionBehavior,
  type CommissionComponent,
  type CommissionInput,
  type CommissionRecommendation,
  type CommissionRole,
  type PayoutRow,
} from '../../../shared/commission.ts';
import type { MessageId } from '../../../shared/i18n/namespaces.ts';
import { translateVerbatim } from '../../../shared/reports.ts';
import { MANAGER_PAY_FACTOR, typicalMonthlyPay } from '../../../shared/sme-amounts.ts';
import { commissionText, type CommissionText } from './commission-text.ts';

/** Commission-only plans start from this share of each sale (before the role and behavior factors),
 * a common commission-only rate for SME sales agents; never above the cap (half the margin by default). */
export const COMMISSION_ONLY_RATE = 15;
/** A manager's override is on team revenue; the example team has this many sellers. */
export const MANAGER_TEAM_SIZE = 5;
/** Quota ÷ on-target earnings that plans with a base aim for (benchmarks: 4–6×, 5× steady state). */
export const QUOTA_TO_OTE_TARGET = 5;
/** Accelerator above target, as a multiple of the base rate (never above the cap). */
export const ACCELERATOR_MULTIPLIER = 1.5;
/** An invoice-anchored commission is clawed back if the customer has not paid within this many days. */
export const CLAWBACK_DAYS = 90;

/** Base share of on-target pay for Base + Commission: ~70/30 for lead-generation roles,
 * ~50/50 for closers, in between for a distributor who carries part of the selling cost. */
export const BASE_SHARE_BY_ROLE: Readonly<Record<CommissionRole, number>> = {
  Agent: 70,
  Technician: 70,
  Manager: 50,
  'BD/Partner': 50,
  Distributor: 60,
};
export const FIXED_BONUS_BASE_SHARE = 85;

// Behaviors that need less selling per dollar than new business earn a smaller share.
const BEHAVIOR_FACTOR: Readonly<Record<CommissionBehavior, number>> = { Sales: 1, Upsell: 0.8, Retention: 0.5, Collection: 0.3 };
// Manager: override spread across a team. BD/Partner: the partner takes a share too.
// Technician: sales are a side effect of service work.
const ROLE_FACTOR: Readonly<Record<CommissionRole, number>> = {
  Agent: 1,
  Technician: 0.8,
  Manager: 1 / MANAGER_TEAM_SIZE,
  'BD/Partner': 0.8,
  Distributor: 1,
};

// The words of each behavior, as catalog ids (commissionReport): the component that pays for it,
// what its rate is paid on (in full and for use inside a sentence) and why paying on it works.
const BEHAVIOR_IDS = {
  Sales: { key: 'sales', component: 'component.sales', basis: 'basis.sales', basisShort: 'basis.sales', why: 'why.behavior.sales' },
  Upsell: { key: 'upsell', component: 'component.upsell', basis: 'basis.upsell', basisShort: 'basis.upsellShort', why: 'why.behavior.upsell' },
  Retention: { key: 'retention', component: 'component.retention', basis: 'basis.retention', basisShort: 'basis.retention', why: 'why.behavior.retention' },
  Collection: {
    key: 'collection',
    component: 'component.collection',
    basis: 'basis.collection',
    basisShort: 'basis.collection',
    why: 'why.behavior.collection',
  },
} as const satisfies Record<
  CommissionBehavior,
  {
    key: string;
    component: MessageId<'commissionReport'>;
    basis: MessageId<'commissionReport'>;
    basisShort: MessageId<'commissionReport'>;
    why: MessageId<'commissionReport'>;
  }
>;

// ---------------------------------------------------------------------------------------------
// Number helpers

const round2 = (x: number) => Math.round(x * 100) / 100;

// Rates are shown to people: half points above 2 %, tenths below. Always rounded down so
// rounding can never push a rate over its cap.
function friendlyRate(x: number): number {
  const stepped = x >= 2 ? Math.floor(x * 2 + 1e-9) / 2 : Math.floor(x * 10 + 1e-9) / 10;
  return round2(stepped);
}

// ---------------------------------------------------------------------------------------------
// Rules

/** The ceiling for the rate: the user's cap, or half the gross margin when no cap is set;
 * never above the gross margin itself (commission has to be paid out of margin). */
export function effectiveCap(input: Pick<CommissionInput, 'grossMargin' | 'commissionCap'>): number {
  const chosen = input.commissionCap > 0 ? input.commissionCap : input.grossMargin / 2;
  return round2(Math.max(0, Math.min(chosen, input.grossMargin)));
}

/** Date commission is earned on. Cash-based whenever cash arrives over time or is the point. */
export function commissionAnchor(input: Pick<CommissionInput, 'revenueCollection' | 'behavior' | 'salesModel'>): CommissionAnchor {
  if (input.revenueCollection === 'In Installments') return 'payment';
  if (input.behavior === 'Collection' || input.behavior === 'Retention') return 'payment';
  // Consumers pay at checkout, so the payment date is the sale date.
  if (input.salesModel === 'B2C') return 'payment';
  // Upfront B2B / B2B2C: the invoice follows the signature closely; a clawback covers non-payment.
  return 'invoice';
}

/** Base share of on-target pay (percent), by employment and role. */
export function baseShare(input: Pick<CommissionInput, 'employment' | 'role' | 'grossMargin'>): number {
  if (input.grossMargin <= 0) return 100;
  switch (input.employment) {
    case 'Commission-Only':
      return 0;
    case 'Base + Commission':
      return BASE_SHARE_BY_ROLE[input.role];
    case 'Fixed + Bonus':
      return FIXED_BONUS_BASE_SHARE;
    case 'Fixed Only':
      return 100;
  }
}

/** The rate the rules aim for before the cap: percent of revenue. */
function desiredRate(input: CommissionInput, variable: number): number {
  const behavior = BEHAVIOR_FACTOR[input.behavior];
  switch (input.employment) {
    case 'Fixed Only':
      return 0;
    case 'Commission-Only':
      // No base: the rate carries the whole income, so a common commission-only rate, not the most the
      // margin allows; the cap (half the margin unless set) still bounds it.
      return COMMISSION_ONLY_RATE * behavior * ROLE_FACTOR[input.role];
    case 'Base + Commission':
    case 'Fixed + Bonus': {
      // Choose the rate so quota ≈ 5× on-target pay: variable pay at target = rate × target and
      // OTE = variable pay ÷ variable share, so quota ÷ OTE = variable share ÷ rate.
      const team = input.role === 'Manager' ? 1 / MANAGER_TEAM_SIZE : 1;
      return (variable / QUOTA_TO_OTE_TARGET) * behavior * team;
    }
  }
}

/** The monthly on-target pay the example starts from: the owner's, or a typical pay for the currency (a manager's is higher). */
export function onTargetPay(input: Pick<CommissionInput, 'monthlyPay' | 'role'>, currency: string): { amount: number; source: 'given' | 'typical' } {
  if (input.monthlyPay !== undefined && input.monthlyPay > 0) return { amount: input.monthlyPay, source: 'given' };
  const typical = typicalMonthlyPay(currency) * (input.role === 'Manager' ? MANAGER_PAY_FACTOR : 1);
  return { amount: typical, source: 'typical' };
}

/**
 * The monthly target that pays `pay` on target: variable pay at target (rate × target) is the variable
 * share of on-target pay, so target = pay × variable ÷ rate; with no commission, QUOTA_TO_OTE_TARGET × pay.
 * Rounded up to whole sales of `arpu` (at least one).
 */
export function monthlyTarget(input: Pick<CommissionInput, 'arpu'>, plan: { rate: number; variable: number }, pay: number): { target: number; deals: number } {
  const raw = plan.rate > 0 && plan.variable > 0 ? (pay * plan.variable) / plan.rate : pay * QUOTA_TO_OTE_TARGET;
  const deals = Math.max(1, Math.ceil(raw / input.arpu - 1e-9));
  return { deals, target: round2(deals * input.arpu) };
}

interface Plan {
  rate: number;
  cap: number;
  capped: boolean;
  acceleratorRate: number | null;
  base: number;
  variable: number;
  anchor: CommissionAnchor;
  target: number;
  /** Whole sales of ARPU the target stands for. */
  deals: number;
  pay: { amount: number; source: 'given' | 'typical' };
}

function planNumbers(input: CommissionInput, currency: string): Plan {
  const cap = effectiveCap(input);
  const base = baseShare(input);
  const variable = 100 - base;
  const desired = input.grossMargin > 0 ? desiredRate(input, variable) : 0;
  // Keep a visible minimum (0.1 %) when some commission is intended, then apply the cap.
  const rounded = desired > 0 ? Math.max(0.1, friendlyRate(desired)) : 0;
  const rate = round2(Math.min(rounded, cap));

  const acceleratable =
    (input.employment === 'Commission-Only' || input.employment === 'Base + Commission') &&
    (input.behavior === 'Sales' || input.behavior === 'Upsell') &&
    input.role !== 'Distributor';
  const accel = acceleratable && rate > 0 ? round2(Math.min(cap, friendlyRate(rate * ACCELERATOR_MULTIPLIER))) : 0;
  const pay = onTargetPay(input, currency);
  const { target, deals } = monthlyTarget(input, { rate, variable }, pay.amount);

  return {
    rate,
    cap,
    capped: rounded > cap,
    acceleratorRate: accel > rate ? accel : null,
    base,
    variable,
    anchor: commissionAnchor(input),
    target,
    deals,
    pay,
  };
}

function payoutAt(input: CommissionInput, plan: Plan, revenue: number): number {
  if (plan.rate === 0) return 0;
  if (input.employment === 'Fixed + Bonus') {
    // The bonus pool opens only at target.
    return revenue + 1e-9 >= plan.target ? round2((revenue * plan.rate) / 100) : 0;
  }
  // Marginal accelerator: only revenue above target earns the higher rate (not retroactive).
  const upToTarget = Math.min(revenue, plan.target);
  const above = Math.max(0, revenue - plan.target);
  return round2((upToTarget * plan.rate + above * (plan.acceleratorRate ?? plan.rate)) / 100);
}

function payoutTable(input: CommissionInput, plan: Plan): PayoutRow[] {
  const levels: AttainmentLevel[] = [50, 100, 150];
  return levels.map((attainment) => {
    const revenue = round2((plan.target * attainment) / 100);
    return { attainment, revenue, payout: payoutAt(input, plan, revenue) };
  });
}

// ---------------------------------------------------------------------------------------------
// Words (commissionReport catalog, in the reader's language; amounts in the reader's currency)

/** The main component: the one whose rate the plan is named after (never the accelerator). */
type Component = CommissionComponent & { main?: boolean };

function basis(input: CommissionInput, w: CommissionText): string {
  return w.t(BEHAVIOR_IDS[input.behavior].basis);
}
function basisShort(input: CommissionInput, w: CommissionText): string {
  return w.t(BEHAVIOR_IDS[input.behavior].basisShort);
}

function mainComponent(input: CommissionInput, plan: Plan, w: CommissionText): Component {
  const { t } = w;
  const rate = w.pct(plan.rate);
  const main = { rate: plan.rate, main: true };
  switch (input.role) {
    case 'Manager':
      return { name: t('component.teamOverride'), description: t('description.manager', { rate, basis: basis(input, w) }), ...main };
    case 'Distributor':
      return {
        name: t('component.distributorSplit'),
        description: t('description.distributor', { share: w.pct(round2((plan.rate / input.grossMargin) * 100)), basis: basisShort(input, w), rate }),
        ...main,
      };
    case 'BD/Partner':
      return { name: t('component.partnerSourced'), description: t('description.partner', { rate, basis: basis(input, w) }), ...main };
    case 'Technician':
      return { name: t(BEHAVIOR_IDS[input.behavior].component), description: t('description.technician', { rate, basis: basis(input, w) }), ...main };
    case 'Agent':
      return { name: t(BEHAVIOR_IDS[input.behavior].component), description: t('description.agent', { rate, basis: basis(input, w) }), ...main };
  }
}

function components(input: CommissionInput, plan: Plan, w: CommissionText): Component[] {
  const { t } = w;
  if (input.grossMargin <= 0) return [{ name: t('component.fixedPay'), description: t('description.fixedPay') }];
  const list: Component[] = [];
  const target = w.money(plan.target);
  switch (input.employment) {
    case 'Fixed Only':
      list.push(
        { name: t('component.fixedSalary'), description: t('description.fixedSalaryOnly') },
        { name: t('component.teamRecognition'), description: t('description.teamRecognition', { basis: basisShort(input, w) }) },
      );
      break;
    case 'Fixed + Bonus':
      list.push(
        { name: t('component.fixedSalary'), description: t('description.salaryShare', { share: w.pct(plan.base) }) },
        {
          name: t('component.targetBonusPool'),
          description: t('description.targetBonusPool', { rate: w.pct(plan.rate), basis: basis(input, w), target }),
          rate: plan.rate,
          main: true,
        },
      );
      break;
    case 'Base + Commission':
      list.push({ name: t('component.baseSalary'), description: t('description.salaryShare', { share: w.pct(plan.base) }) }, mainComponent(input, plan, w));
      break;
    case 'Commission-Only':
      list.push(mainComponent(input, plan, w));
      break;
  }
  if (plan.acceleratorRate !== null && input.employment !== 'Fixed Only' && input.employment !== 'Fixed + Bonus') {
    list.push({
      name: t('component.accelerator'),
      description: t('description.accelerator', { rate: w.pct(plan.acceleratorRate), target }),
      rate: plan.acceleratorRate,
    });
  }
  return list.slice(0, MAX_COMMISSION_COMPONENTS);
}

// "New business commission" inside a plan name: "Base salary + new business commission".
const lowerFirst = (s: string, w: CommissionText) => s.charAt(0).toLocaleLowerCase(w.intl) + s.slice(1);

function planName(input: CommissionInput, main: Component | undefined, w: CommissionText): string {
  const { t } = w;
  if (input.grossMargin <= 0) return t('plan.noMargin');
  switch (input.employment) {
    case 'Fixed Only':
      return t('plan.fixedOnly');
    case 'Fixed + Bonus':
      return t('plan.fixedBonus', { basis: basisShort(input, w) });
    case 'Base + Commission':
      return t('plan.baseCommission', { component: lowerFirst(main!.name, w) });
    case 'Commission-Only':
      return t('plan.commissionOnly', { component: lowerFirst(main!.name, w) });
  }
}

function payoutTrigger(input: CommissionInput, plan: Plan, w: CommissionText): string {
  const { t } = w;
  if (input.grossMargin <= 0 || input.employment === 'Fixed Only') return t('trigger.none');
  const rate = w.pct(plan.rate);
  if (input.employment === 'Fixed + Bonus') {
    return t('trigger.bonus', { counted: plan.anchor === 'payment' ? 'cash' : 'invoiced', target: w.money(plan.target) });
  }
  if (input.revenueCollection === 'In Installments') return t('trigger.installments', { rate });
  if (plan.anchor === 'payment') return t('trigger.payment', { rate });
  const invoice = t('trigger.invoice', { days: w.count(CLAWBACK_DAYS) });
  return input.salesModel === 'B2B2C' ? `${invoice} ${t('trigger.sellThrough')}` : invoice;
}

function examplePayout(input: CommissionInput, plan: Plan, w: CommissionText): string {
  const { t } = w;
  const behavior = BEHAVIOR_IDS[input.behavior].key;
  const amount = w.money(input.arpu);
  const subject = t('example.subject', { behavior, amount });
  if (input.grossMargin <= 0) return t('example.noMargin', { subject, zero: w.money(0) });
  if (input.employment === 'Fixed Only') return t('example.fixedOnly', { subject });
  const rate = w.pct(plan.rate);
  if (input.employment === 'Fixed + Bonus') {
    return t('example.bonus', { target: w.money(plan.target), bonus: w.money(payoutAt(input, plan, plan.target)), rate, zero: w.money(0) });
  }
  const pay = w.money(round2((input.arpu * plan.rate) / 100));
  const payee = input.role === 'Manager' ? 'manager' : input.role === 'Distributor' ? 'distributor' : 'none';
  const who = input.role === 'Manager' ? t('example.subjectTeam', { behavior, amount }) : subject;
  if (input.revenueCollection === 'In Installments') return t('example.installments', { subject: who, payee, pay, rate });
  const when = input.behavior === 'Collection' ? 'none' : plan.anchor;
  if (input.role === 'Distributor') {
    return t('example.distributor', { subject: who, pay, margin: w.money(round2((input.arpu * input.grossMargin) / 100)), when });
  }
  return t('example.pays', { subject: who, payee, pay, when });
}

function structureWhy(input: CommissionInput, plan: Plan, w: CommissionText): string {
  const { t } = w;
  switch (input.employment) {
    case 'Commission-Only':
      return t('why.structure.commissionOnly');
    case 'Base + Commission': {
      const kind = input.role === 'Agent' || input.role === 'Technician' ? 'leadGeneration' : input.role === 'Distributor' ? 'distributor' : 'closer';
      return t('why.structure.baseCommission', { base: w.count(plan.base), variable: w.count(plan.variable), kind });
    }
    case 'Fixed + Bonus':
      return t('why.structure.fixedBonus');
    case 'Fixed Only':
      return t('why.structure.fixedOnly');
  }
}

// The lower BD/Technician factors apply only without a base; with one, the split carries the role.
function roleWhy(input: CommissionInput, w: CommissionText): string {
  const { t } = w;
  const commissionOnly = input.employment === 'Commission-Only';
  switch (input.role) {
    case 'Manager':
      return t('why.role.manager');
    case 'Distributor':
      return t('why.role.distributor');
    case 'BD/Partner':
      return t(commissionOnly ? 'why.role.partnerCommissionOnly' : 'why.role.partner');
    case 'Technician':
      return t(commissionOnly ? 'why.role.technicianCommissionOnly' : 'why.role.technician');
    case 'Agent':
      return '';
  }
}

/** The last point: the monthly pay the example starts from, and the target and sales it implies. */
function targetPoint(input: CommissionInput, plan: Plan, w: CommissionText): string {
  return w.t('why.target', {
    source: plan.pay.source,
    pay: w.money(round2(plan.pay.amount)),
    team: input.role === 'Manager' ? 'yes' : 'no',
    target: w.money(plan.target),
    deals: plan.deals,
    arpu: w.money(input.arpu),
  });
}

/**
 * "Why this plan" as at most MAX_REASONING_POINTS one-sentence points: the pay structure, what the
 * role or behavior needs, what it costs in margin, and the pay and target the example starts from.
 * The trigger, anchor, cap and accelerator have their own places in the plan, so they are not repeated.
 */
function reasoningPoints(input: CommissionInput, plan: Plan, w: CommissionText): string[] {
  const { t } = w;
  if (input.grossMargin <= 0) return [t('why.noMargin', { margin: w.pct(input.grossMargin), currency: w.currency })];
  const points: string[] = [structureWhy(input, plan, w)];
  if (input.employment === 'Fixed Only') {
    points.push(t('why.fixedOnlyGoal', { basis: basisShort(input, w) }));
    return points;
  }
  points.push(roleWhy(input, w) || t(BEHAVIOR_IDS[input.behavior].why));
  points.push(
    t('why.marginShare', {
      rate: w.pct(plan.rate),
      marginShare: w.pct(round2((plan.rate / input.grossMargin) * 100)),
      kept: w.pct(round2(input.grossMargin - plan.rate)),
      margin: w.pct(input.grossMargin),
    }),
  );
  points.push(targetPoint(input, plan, w));
  return points.slice(0, MAX_REASONING_POINTS);
}

// ---------------------------------------------------------------------------------------------
// Public API

/**
 * Deterministic recommendation for validated inputs (parse with commissionInputSchema first), its
 * texts in the reader's language and amounts in the reader's currency (English and US dollars
 * unless `text` says otherwise). The numbers do not depend on the reader.
 */
export function recommendCommission(input: CommissionInput, text: CommissionText = commissionText()): CommissionRecommendation {
  const plan = planNumbers(input, text.currency);
  const parts = components(input, plan, text);
  const main = parts.find((c) => c.main);
  const points = reasoningPoints(input, plan, text);
  return {
    recommended_plan: planName(input, main, text),
    commission_rate: plan.rate,
    payout_trigger: payoutTrigger(input, plan, text),
    example_payout: examplePayout(input, plan, text),
    reasoning: points.join(' '),
    reasoning_points: points,
    on_target_pay: { amount: round2(plan.pay.amount), source: plan.pay.source },
    components: parts.map(({ main: _main, ...component }) => component),
    payout_table: payoutTable(input, plan),
    base_variable_split: { base: plan.base, variable: plan.variable },
    anchor: plan.anchor,
    effective_cap: plan.cap,
  };
}

const ANCHOR_LABEL = { booking: 'anchor.booking', invoice: 'anchor.invoice', payment: 'anchor.payment' } as const satisfies Record<
  CommissionAnchor,
  MessageId<'commissionReport'>
>;

// Markdown-table cells must not break the table.
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * A tidy markdown report of a recommendation, for tool_usage_logs.result and the result view, in
 * the reader's language and currency (the recommendation's texts are already; the reasoning may be
 * the model's, so texts go in verbatim, never through the message formatter's values).
 */
export function renderCommissionMarkdown(rec: CommissionRecommendation, text: CommissionText = commissionText()): string {
  const { t } = text;
  const paysCommission = rec.commission_rate > 0;
  const fact = (label: string, value: string) => `- **${label}** ${value}`;
  const lines: string[] = [
    `# ${rec.recommended_plan}`,
    '',
    fact(
      t('markdown.rate'),
      paysCommission ? t('markdown.rateValue', { rate: text.pct(rec.commission_rate), cap: text.pct(rec.effective_cap) }) : t('markdown.rateNone'),
    ),
    fact(t('markdown.trigger'), rec.payout_trigger),
    // With no commission there is no date it is earned on; don't print a meaningless one.
    ...(paysCommission ? [fact(t('markdown.anchor'), t(ANCHOR_LABEL[rec.anchor]))] : []),
    fact(t('markdown.example'), rec.example_payout),
  ];
  if (rec.base_variable_split) {
    const { base, variable } = rec.base_variable_split;
    lines.push(fact(t('markdown.split'), t('markdown.splitValue', { base: text.pct(base), variable: text.pct(variable) })));
  }
  lines.push('', `## ${t('markdown.components')}`, '');
  for (const c of rec.components) {
    const rate = c.rate !== undefined ? ` (${text.pct(c.rate)})` : '';
    lines.push(`- ${translateVerbatim(t, 'markdown.componentLine', { name: c.name, description: c.description }, { rate })}`);
  }
  lines.push(
    '',
    `## ${t('markdown.payoutHeading')}`,
    '',
    `| ${t('markdown.attainment')} | ${t('markdown.revenue')} | ${t('markdown.payout')} |`,
    '| ---: | ---: | ---: |',
  );
  for (const row of rec.payout_table) {
    lines.push(`| ${text.pct(row.attainment)} | ${cell(text.money(row.revenue))} | ${cell(text.money(row.payout))} |`);
  }
  // The engine's points as a list; a reworded paragraph (the AI's) as it is.
  const points = rec.reasoning_points && rec.reasoning_points.join(' ') === rec.reasoning ? rec.reasoning_points : null;
  lines.push('', `## ${t('markdown.why')}`, '', ...(points ? points.map((point) => `- ${point}`) : [rec.reasoning]), '');
  return lines.join('\n');
}
