// Commission Calculator engine: deterministic rules that turn the 8 answers into a simple,
// affordable plan. Pure (no I/O) so it is fully unit-tested and gives the same answer every time;
// the rules and their sources are in docs/decisions/005-commission-engine.md.
import {
  MAX_COMMISSION_COMPONENTS,
  type AttainmentLevel,
  type CommissionAnchor,
  type CommissionBehavior,
  type CommissionComponent,
  type CommissionInput,
  type CommissionRecommendation,
  type CommissionRole,
  type CommissionSalesModel,
  type PayoutRow,
} from '../../../shared/commission.ts';

/** Deals a seller closes in a month, used to size the example target (target = deals × ARPU).
 * Consumer sales are small and frequent, B2B deals larger and fewer. */
export const DEALS_PER_MONTH: Readonly<Record<CommissionSalesModel, number>> = { B2C: 20, B2B2C: 10, B2B: 5 };
/** A manager's override is on team revenue; the example team has this many sellers. */
export const MANAGER_TEAM_SIZE = 5;
/** Quota ÷ on-target earnings that plans with a base aim for (benchmarks: 4–6×, 5× steady state). */
export const QUOTA_TO_OTE_TARGET = 5;
export const QUOTA_TO_OTE_RANGE = { min: 4, max: 6 } as const;
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

interface BehaviorWords {
  component: string;
  /** What the rate is paid on. */
  basis: string;
  /** The same without the explanation, for use inside a sentence. */
  basisShort: string;
  /** One unit of that basis, for the example line. */
  unit: string;
  why: string;
}

const BEHAVIOR_WORDS: Readonly<Record<CommissionBehavior, BehaviorWords>> = {
  Sales: {
    component: 'New business commission',
    basis: 'revenue from new customers',
    basisShort: 'revenue from new customers',
    unit: 'sale',
    why: 'Paying on new business keeps the focus on winning customers.',
  },
  Upsell: {
    component: 'Expansion commission',
    basis: 'net new revenue from existing customers (upgrades minus downgrades)',
    basisShort: 'net new revenue from existing customers',
    unit: 'upgrade',
    why: 'Paying on net new revenue, upgrades minus downgrades, rewards real account growth rather than churn-and-resell.',
  },
  Retention: {
    component: 'Residual commission on renewals',
    basis: 'renewal revenue',
    basisShort: 'renewal revenue',
    unit: 'renewal',
    why: 'A residual on every renewal rewards keeping customers, not just signing them.',
  },
  Collection: {
    component: 'Collection commission',
    basis: 'cash collected',
    basisShort: 'cash collected',
    unit: 'collected payment',
    why: 'Paying a share of cash collected ties pay directly to money in the bank.',
  },
};

// ---------------------------------------------------------------------------------------------
// Number helpers

const round2 = (x: number) => Math.round(x * 100) / 100;

// Rates are shown to people: half points above 2 %, tenths below. Always rounded down so
// rounding can never push a rate over its cap.
function friendlyRate(x: number): number {
  const stepped = x >= 2 ? Math.floor(x * 2 + 1e-9) / 2 : Math.floor(x * 10 + 1e-9) / 10;
  return round2(stepped);
}

// Formatters are built once: constructing Intl objects per call dominates the engine's run time.
const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const centDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

const pct = (x: number) => `${percentFormat.format(x)}%`;

/** "$1,000" for whole amounts, "$12.50" otherwise. */
export function formatDollars(x: number): string {
  const whole = Math.abs(x - Math.round(x)) < 0.005;
  return whole ? wholeDollars.format(Math.round(x)) : centDollars.format(x);
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
      // No base: the rate carries the whole income, so aim at half the margin for a direct seller.
      return (input.grossMargin / 2) * behavior * ROLE_FACTOR[input.role];
    case 'Base + Commission':
    case 'Fixed + Bonus': {
      // Choose the rate so quota ≈ 5× on-target pay: variable pay at target = rate × target and
      // OTE = variable pay ÷ variable share, so quota ÷ OTE = variable share ÷ rate.
      const team = input.role === 'Manager' ? 1 / MANAGER_TEAM_SIZE : 1;
      return (variable / QUOTA_TO_OTE_TARGET) * behavior * team;
    }
  }
}

export function monthlyTarget(input: Pick<CommissionInput, 'salesModel' | 'role' | 'arpu'>): number {
  const team = input.role === 'Manager' ? MANAGER_TEAM_SIZE : 1;
  return round2(DEALS_PER_MONTH[input.salesModel] * input.arpu * team);
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
}

function planNumbers(input: CommissionInput): Plan {
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

  return {
    rate,
    cap,
    capped: rounded > cap,
    acceleratorRate: accel > rate ? accel : null,
    base,
    variable,
    anchor: commissionAnchor(input),
    target: monthlyTarget(input),
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
// Words

const ANCHOR_WORDS: Readonly<Record<CommissionAnchor, { date: string; when: string }>> = {
  booking: { date: 'booking date (the day the contract is signed)', when: 'once the contract is signed' },
  invoice: { date: 'invoice date', when: 'once it is invoiced' },
  payment: { date: 'payment date (the day the cash arrives)', when: 'once the cash is collected' },
};

function mainComponent(input: CommissionInput, plan: Plan): CommissionComponent {
  const words = BEHAVIOR_WORDS[input.behavior];
  const rate = pct(plan.rate);
  switch (input.role) {
    case 'Manager':
      return { name: 'Team override', description: `${rate} of the ${words.basis} the whole team brings in.`, rate: plan.rate };
    case 'Distributor': {
      const share = pct(round2((plan.rate / input.grossMargin) * 100));
      return {
        name: 'Distributor margin split',
        description: `The distributor keeps ${share} of the gross margin on ${words.basisShort}, which is ${rate} of revenue.`,
        rate: plan.rate,
      };
    }
    case 'BD/Partner':
      return { name: 'Partner-sourced commission', description: `${rate} of ${words.basis} on deals that partners source.`, rate: plan.rate };
    case 'Technician':
      return { name: words.component, description: `${rate} of ${words.basis} the technician sources or closes on service visits.`, rate: plan.rate };
    case 'Agent':
      return { name: words.component, description: `${rate} of ${words.basis}.`, rate: plan.rate };
  }
}

function components(input: CommissionInput, plan: Plan): CommissionComponent[] {
  if (input.grossMargin <= 0) {
    return [
      {
        name: 'Fixed pay',
        description: 'A fixed salary or monthly fee until the product earns a gross margin; commission has to come out of margin.',
      },
    ];
  }
  const words = BEHAVIOR_WORDS[input.behavior];
  const list: CommissionComponent[] = [];
  switch (input.employment) {
    case 'Fixed Only':
      list.push(
        { name: 'Fixed salary', description: 'All pay is fixed; it does not move with results.' },
        {
          name: 'Team recognition (SPIFF)',
          description: `A small fixed prize (a gift card or team lunch) when the team hits its monthly goal for ${words.basisShort}; not a percentage of revenue.`,
        },
      );
      break;
    case 'Fixed + Bonus':
      list.push(
        { name: 'Fixed salary', description: `${plan.base}% of on-target pay, paid every month.` },
        {
          name: 'Target bonus pool',
          description: `${pct(plan.rate)} of ${words.basis} for the month, paid only when the ${formatDollars(plan.target)} monthly target is reached.`,
          rate: plan.rate,
        },
      );
      break;
    case 'Base + Commission':
      list.push({ name: 'Base salary', description: `${plan.base}% of on-target pay, paid every month.` }, mainComponent(input, plan));
      break;
    case 'Commission-Only':
      list.push(mainComponent(input, plan));
      break;
  }
  if (plan.acceleratorRate !== null && input.employment !== 'Fixed Only' && input.employment !== 'Fixed + Bonus') {
    list.push({
      name: 'Accelerator above target',
      description: `${pct(plan.acceleratorRate)} on revenue above the ${formatDollars(plan.target)} monthly target; only the part above target earns the higher rate.`,
      rate: plan.acceleratorRate,
    });
  }
  return list.slice(0, MAX_COMMISSION_COMPONENTS);
}

function planName(input: CommissionInput, main: CommissionComponent | undefined): string {
  if (input.grossMargin <= 0) return 'Fixed pay until the product earns a margin';
  const basis = BEHAVIOR_WORDS[input.behavior].basisShort;
  switch (input.employment) {
    case 'Fixed Only':
      return 'Fixed salary with team recognition';
    case 'Fixed + Bonus':
      return `Fixed salary + target bonus on ${basis}`;
    case 'Base + Commission':
      return `Base salary + ${main!.name.toLowerCase()}`;
    case 'Commission-Only':
      return `Commission-only ${main!.name.toLowerCase()}`;
  }
}

function payoutTrigger(input: CommissionInput, plan: Plan): string {
  if (input.grossMargin <= 0 || input.employment === 'Fixed Only') {
    return 'No commission: pay is fixed and paid on the normal payroll schedule.';
  }
  const rate = pct(plan.rate);
  if (input.employment === 'Fixed + Bonus') {
    const counted = plan.anchor === 'payment' ? 'cash collected' : 'revenue invoiced';
    return `Bonus paid monthly once ${counted} in the month reaches the ${formatDollars(plan.target)} target.`;
  }
  if (input.revenueCollection === 'In Installments') {
    return `Paid on cash collected: each installment earns ${rate} of the amount received, paid with the next payroll after the payment clears.`;
  }
  if (plan.anchor === 'payment') {
    return `Paid on cash collected: ${rate} of each payment once it clears, with the next payroll.`;
  }
  const sellThrough = input.salesModel === 'B2B2C' ? ' Count the end customer’s purchase (sell-through), not stock shipped to the channel.' : '';
  return `Earned on the invoice date and paid with the next payroll; clawed back if the customer hasn't paid within ${CLAWBACK_DAYS} days.${sellThrough}`;
}

function examplePayout(input: CommissionInput, plan: Plan): string {
  const words = BEHAVIOR_WORDS[input.behavior];
  const amount = formatDollars(input.arpu);
  const pay = formatDollars(round2((input.arpu * plan.rate) / 100));
  const what = input.behavior === 'Collection' ? `Collecting a ${amount} payment` : `A ${amount} ${words.unit}`;
  if (input.grossMargin <= 0) return `${what} pays $0 in commission: there is no margin to share.`;
  if (input.employment === 'Fixed Only') return `${what} pays no commission; pay stays the same every month.`;
  if (input.employment === 'Fixed + Bonus') {
    const bonus = formatDollars(payoutAt(input, plan, plan.target));
    return `Hitting the ${formatDollars(plan.target)} monthly target pays a ${bonus} bonus (${pct(plan.rate)} of revenue); below target the bonus is $0.`;
  }
  const payee = input.role === 'Manager' ? ' the manager' : input.role === 'Distributor' ? ' the distributor' : '';
  const subject = input.role === 'Manager' ? `${what} by anyone on the team` : what;
  if (input.revenueCollection === 'In Installments') {
    return `${subject}, paid in installments, pays${payee} ${pay} in total: ${pct(plan.rate)} of each installment as it is collected.`;
  }
  const when = input.behavior === 'Collection' ? '' : ` ${ANCHOR_WORDS[plan.anchor].when}`;
  if (input.role === 'Distributor') {
    const margin = formatDollars(round2((input.arpu * input.grossMargin) / 100));
    return `${subject} pays${payee} ${pay} of its ${margin} gross margin${when}.`;
  }
  return `${subject} pays${payee} ${pay}${when}.`;
}

const STRUCTURE_WHY: Readonly<Record<CommissionInput['employment'], (input: CommissionInput, plan: Plan) => string>> = {
  'Commission-Only': () =>
    'With no base salary, commission is the whole income, so the plan starts from the most your margin can afford (half of it) and scales down only for the role and what is being rewarded.',
  'Base + Commission': (input, plan) => {
    const kind =
      input.role === 'Agent' || input.role === 'Technician'
        ? 'a lead-generation role, where steady activity matters more than single big wins'
        : input.role === 'Distributor'
          ? 'a distributor who carries part of the selling cost'
          : 'a closer, whose results swing more with each deal';
    return `A ${plan.base}/${plan.variable} base-to-variable split suits ${kind}.`;
  },
  'Fixed + Bonus': () => 'A fixed salary with a bonus paid only when the monthly target is hit keeps pay predictable while still rewarding the result.',
  'Fixed Only': () =>
    "Fixed-only pay fits when results depend on the team or the process more than on one person, so commission isn't used; a small recognition prize keeps the goal visible without making pay variable.",
};

// The lower BD/Technician factors apply only without a base; with one, the split carries the role.
const ROLE_WHY: Readonly<Record<CommissionRole, (input: CommissionInput) => string>> = {
  Manager: () => 'As an override on team revenue, the manager gains only when the whole team sells.',
  Distributor: () => 'A distributor runs its own business, so it takes a split of your gross margin instead of a salary-style commission.',
  'BD/Partner': (input) =>
    input.employment === 'Commission-Only'
      ? 'Partner-sourced deals earn a slightly lower rate because the partner also takes a share.'
      : 'Paying on partner-sourced deals rewards building partnerships that bring in business.',
  Technician: (input) =>
    input.employment === 'Commission-Only'
      ? 'Technicians sell as part of service work, so the rate is a little lower than a full-time seller’s.'
      : 'Technicians sell as part of service work, so most of their pay stays fixed.',
  Agent: () => '',
};

function quotaSentence(input: CommissionInput, plan: Plan): string {
  if (plan.base === 0 || plan.variable === 0 || plan.rate === 0) return '';
  const variablePay = (plan.rate / 100) * plan.target;
  const ote = variablePay / (plan.variable / 100);
  const multiple = round2(plan.target / ote);
  const perSeller = input.role === 'Manager' ? multiple / MANAGER_TEAM_SIZE : multiple;
  const who = input.role === 'Manager' ? `the team's ${formatDollars(plan.target)} monthly target` : `the ${formatDollars(plan.target)} monthly target`;
  let s = `At ${who}, variable pay is ${formatDollars(round2(variablePay))}, so on-target pay is about ${formatDollars(round2(ote))} a month and quota is ${multiple.toFixed(1)}× on-target pay`;
  s += input.role === 'Manager' ? ` (${perSeller.toFixed(1)}× per seller on a team of ${MANAGER_TEAM_SIZE}).` : '.';
  if (perSeller > QUOTA_TO_OTE_RANGE.max + 1e-9) {
    s += plan.capped
      ? ` That is above the usual ${QUOTA_TO_OTE_RANGE.min}–${QUOTA_TO_OTE_RANGE.max}× because the cap limits the rate; a larger base share would keep the target reachable.`
      : ` That is above the usual ${QUOTA_TO_OTE_RANGE.min}–${QUOTA_TO_OTE_RANGE.max}×, which is normal here because ${BEHAVIOR_WORDS[input.behavior].basisShort} takes less selling than new business.`;
  } else {
    s += ` The usual range is ${QUOTA_TO_OTE_RANGE.min}–${QUOTA_TO_OTE_RANGE.max}×.`;
  }
  return s;
}

function reasoning(input: CommissionInput, plan: Plan): string {
  if (input.grossMargin <= 0) {
    return (
      "With a 0% gross margin every dollar of revenue goes to cost, so commission can't be paid from margin: any commission would lose money on each sale. " +
      'Pay a fixed amount until pricing or costs leave a margin, then run the calculator again.'
    );
  }
  const parts: string[] = [STRUCTURE_WHY[input.employment](input, plan)];
  if (input.employment === 'Fixed Only') {
    const basis = BEHAVIOR_WORDS[input.behavior].basisShort;
    parts.push(`Tie the prize to the team's monthly goal for ${basis} so that result stays visible.`);
    return parts.join(' ');
  }
  parts.push(BEHAVIOR_WORDS[input.behavior].why);
  const roleWhy = ROLE_WHY[input.role](input);
  if (roleWhy) parts.push(roleWhy);

  const marginShare = pct(round2((plan.rate / input.grossMargin) * 100));
  parts.push(
    `At ${pct(plan.rate)} of revenue, commission takes ${marginShare} of the gross margin on each sale, so ${pct(round2(input.grossMargin - plan.rate))} of revenue (out of your ${pct(input.grossMargin)} margin) stays with the business.`,
  );
  if (input.commissionCap > input.grossMargin) {
    parts.push(`Your ${pct(input.commissionCap)} cap is above your gross margin, so the plan is capped at the ${pct(input.grossMargin)} margin instead.`);
  } else if (input.commissionCap > 0) {
    parts.push(`It stays within your ${pct(input.commissionCap)} cap.`);
  } else {
    parts.push(`With no cap set, commission is capped at half your gross margin (${pct(plan.cap)}).`);
  }
  if (plan.acceleratorRate !== null) {
    parts.push(`Above target the rate rises to ${pct(plan.acceleratorRate)}, still within the cap, so top performers keep earning.`);
  }

  let anchor = `Commission is earned on the ${ANCHOR_WORDS[plan.anchor].date}`;
  if (input.revenueCollection === 'In Installments')
    anchor += ": customers pay in installments, so each installment pays out as it is collected and you never pay commission on money you haven't received.";
  else if (plan.anchor === 'invoice') anchor += `, with a clawback if the invoice is unpaid after ${CLAWBACK_DAYS} days.`;
  else anchor += '.';
  parts.push(anchor);

  const quota = quotaSentence(input, plan);
  if (quota) parts.push(quota);

  const deals = DEALS_PER_MONTH[input.salesModel];
  const model =
    input.salesModel === 'B2B'
      ? `B2B deals are larger and fewer, so the example target assumes ${deals} deals a month`
      : input.salesModel === 'B2C'
        ? `Consumer sales are small and frequent, so the example target assumes ${deals} sales a month`
        : `In B2B2C, count a sale when the end customer buys; the example target assumes ${deals} sales a month`;
  parts.push(`${model}${input.role === 'Manager' ? ` per seller across a team of ${MANAGER_TEAM_SIZE}` : ''}.`);
  return parts.join(' ');
}

// ---------------------------------------------------------------------------------------------
// Public API

/** Deterministic recommendation for validated inputs (parse with commissionInputSchema first). */
export function recommendCommission(input: CommissionInput): CommissionRecommendation {
  const plan = planNumbers(input);
  const parts = components(input, plan);
  const main = parts.find((c) => c.rate !== undefined && c.name !== 'Accelerator above target');
  return {
    recommended_plan: planName(input, main),
    commission_rate: plan.rate,
    payout_trigger: payoutTrigger(input, plan),
    example_payout: examplePayout(input, plan),
    reasoning: reasoning(input, plan),
    components: parts,
    payout_table: payoutTable(input, plan),
    base_variable_split: { base: plan.base, variable: plan.variable },
    anchor: plan.anchor,
    effective_cap: plan.cap,
  };
}

const ANCHOR_LABEL: Readonly<Record<CommissionAnchor, string>> = { booking: 'Booking date', invoice: 'Invoice date', payment: 'Payment date' };

// Markdown-table cells must not break the table.
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A tidy markdown report of a recommendation, for tool_usage_logs.result and the result view. */
export function renderCommissionMarkdown(rec: CommissionRecommendation): string {
  const paysCommission = rec.commission_rate > 0;
  const lines: string[] = [
    `# ${rec.recommended_plan}`,
    '',
    paysCommission ? `- **Commission rate:** ${pct(rec.commission_rate)} of revenue (cap ${pct(rec.effective_cap)})` : '- **Commission rate:** none',
    `- **Payout trigger:** ${rec.payout_trigger}`,
    // With no commission there is no date it is earned on; don't print a meaningless one.
    ...(paysCommission ? [`- **Anchor date:** ${ANCHOR_LABEL[rec.anchor]}`] : []),
    `- **Example:** ${rec.example_payout}`,
  ];
  if (rec.base_variable_split) {
    lines.push(`- **Base / variable split:** ${rec.base_variable_split.base}% / ${rec.base_variable_split.variable}%`);
  }
  lines.push('', '## Pay components', '');
  for (const c of rec.components) {
    lines.push(`- **${c.name}**${c.rate !== undefined ? ` (${pct(c.rate)})` : ''}: ${c.description}`);
  }
  lines.push('', '## Payout at different results', '', '| Attainment | Monthly revenue | Payout |', '| ---: | ---: | ---: |');
  for (const row of rec.payout_table) {
    lines.push(`| ${row.attainment}% | ${cell(formatDollars(row.revenue))} | ${cell(formatDollars(row.payout))} |`);
  }
  lines.push('', '## Why this plan', '', rec.reasoning, '');
  return lines.join('\n');
}
