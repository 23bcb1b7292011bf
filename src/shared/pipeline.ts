// Pipeline Math Calculator: the reverse funnel (revenue target → deals → leads) and how the
// user's current lead volume compares. Pure and isomorphic: the calculator runs in the browser
// (it costs no credits) and the same code is unit-tested here. Formulas the spec leaves open
// are recorded in docs/decisions/004-pipeline-formulas.md.
import { smeTurnoverMax } from './sme-amounts.ts';

export const WEEKS_PER_YEAR = 52;

export const PIPELINE_PERIOD_VALUES = ['weekly', 'monthly', 'quarterly', 'annually'] as const;
export type PipelinePeriod = (typeof PIPELINE_PERIOD_VALUES)[number];

export interface PeriodOption {
  value: PipelinePeriod;
  label: string;
  /** Weeks in one period: the spec converts a period's leads to weekly leads by dividing by this. */
  weeks: number;
}

export const PERIODS: readonly PeriodOption[] = [
  { value: 'weekly', label: 'Weekly', weeks: 1 },
  { value: 'monthly', label: 'Monthly', weeks: 4.33 },
  { value: 'quarterly', label: 'Quarterly', weeks: 13 },
  { value: 'annually', label: 'Annually', weeks: 52 },
];

export const PERIOD_WEEKS: Readonly<Record<PipelinePeriod, number>> = {
  weekly: 1,
  monthly: 4.33,
  quarterly: 13,
  annually: 52,
};

export interface PipelineInput {
  /** Revenue target for the year, in dollars. */
  target: number;
  /** Average deal size, in dollars. */
  dealSize: number;
  /** Close rate in percent (25 = 25 %). */
  closeRate: number;
  /** Leads the user gets today in one `period`. */
  leads: number;
  period: PipelinePeriod;
}

/** Spec section 4: what "Calculate Again" resets the form to. Deal size and close rate start at 0 so
 * the user must enter their own numbers before anything is calculated. */
export const PIPELINE_DEFAULTS: Readonly<PipelineInput> = {
  target: 500_000,
  dealSize: 0,
  closeRate: 0,
  leads: 50,
  period: 'weekly',
};

/** Slider ranges from spec section 9. Typed input may go beyond a slider's max (see the clamps). */
export const PIPELINE_LIMITS = {
  target: { min: 0, max: 1_000_000, step: 10_000 },
  dealSize: { min: 0, max: 10_000, step: 100 },
  closeRate: { min: 1, max: 100, step: 1 },
  leads: { min: 1, max: 1000, step: 1 },
} as const;

/**
 * The sliders for an organization counting in `currency`: the target slider ends at what an SME turns
 * over in a year there (SME_TURNOVER_MAX; 1,000,000 for US dollars, as the spec says) and the deal size
 * slider at a hundredth of it, each in 100 steps, so "Ksh" sliders reach Ksh 150,000,000.
 */
export function pipelineLimits(currency?: string | null) {
  const max = smeTurnoverMax(currency);
  return {
    target: { min: 0, max, step: max / 100 },
    dealSize: { min: 0, max: max / 100, step: max / 10_000 },
    closeRate: PIPELINE_LIMITS.closeRate,
    leads: PIPELINE_LIMITS.leads,
  };
}

// ---------------------------------------------------------------------------------------------
// Input parsing and clamping (spec section 5)

const NUMBER_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Parses a typed number. Thousands separators (commas, spaces incl. no-break/thin spaces,
 * underscores) are stripped, and a leading "$" or trailing "%" is tolerated because users paste
 * "$500,000" and "25%". Anything else (empty, "abc", "0x10", "1.2.3", overflow) is NaN so the
 * form can tell "not a number" from 0.
 */
export function parseNumberInput(raw: string): number {
  const cleaned = raw
    .replace(/[,_\s\u00a0\u2009\u202f]/g, '')
    .replace(/^([+-]?)\$/, '$1')
    .replace(/%$/, '');
  if (!NUMBER_PATTERN.test(cleaned)) return Number.NaN;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : Number.NaN;
}

// NaN falls to the lower bound so form state is always a usable number.
function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** Close rate is clamped to 1–100 %. */
export function clampCloseRate(value: number): number {
  return clamp(value, PIPELINE_LIMITS.closeRate.min, PIPELINE_LIMITS.closeRate.max);
}

// No spec maximum for typed targets/deal sizes; MAX_SAFE_INTEGER only keeps Infinity out of the maths.
/** Target is clamped to 0 or more. */
export function clampTarget(value: number): number {
  return clamp(value, 0, Number.MAX_SAFE_INTEGER);
}

/** Deal size is clamped to 0 or more. */
export function clampDealSize(value: number): number {
  return clamp(value, 0, Number.MAX_SAFE_INTEGER);
}

/** Leads are at least 1. */
export function clampLeads(value: number): number {
  return clamp(value, PIPELINE_LIMITS.leads.min, Number.MAX_SAFE_INTEGER);
}

/** Spec: calculation runs only if target, deal size, close rate and leads are all above 0. */
export function canCalculatePipeline(input: Pick<PipelineInput, 'target' | 'dealSize' | 'closeRate' | 'leads'>): boolean {
  return [input.target, input.dealSize, input.closeRate, input.leads].every((v) => Number.isFinite(v) && v > 0);
}

// ---------------------------------------------------------------------------------------------
// Calculation

export interface PipelineResults {
  /** ceil(target ÷ deal size). */
  dealsNeeded: number;
  /** ceil(deals needed ÷ close rate). */
  leadsNeededPerYear: number;
  /** ceil(leads per year ÷ 52). */
  leadsNeededPerWeek: number;
  /** The user's leads converted to a week (one decimal). */
  currentLeadsPerWeek: number;
  /** Current weekly leads − required weekly leads, rounded down to one decimal so a shortfall
   * never shows as 0; negative means short. */
  weeklyGap: number;
  /** Deals the current lead volume closes in a year, rounded down. */
  projectedDeals: number;
  /** projectedDeals × deal size. */
  projectedRevenue: number;
  /** How far projected revenue exceeds the target, in percent (one decimal); 0 when behind. */
  percentAhead: number;
  /** How much of the target the current pace misses, in dollars; 0 when on track. */
  revenueMissed: number;
  /** Close rate (%, one decimal, rounded up) that reaches the target with current leads; capped at 100. */
  alternativeCloseRate: number;
  /** False when even a 100 % close rate would not reach the target with current leads. */
  alternativeCloseRateReachable: boolean;
  /** Whole-dollar deal size that reaches the target with the deals projected today;
   * null when the current leads project no deal at all (no deal size can help). */
  alternativeDealSize: number | null;
  /** Current lead pace per month (weekly × 4.33, rounded). */
  monthlyPace: number;
  /** Current lead pace per year (weekly × 52, rounded). */
  yearlyPace: number;
  /** Pipeline coverage implied by the close rate: 1 ÷ close rate (25 % → 4×), one decimal. */
  coverage: number;
  /** True when the current pace closes at least the deals needed (projected revenue ≥ target). */
  onTrack: boolean;
  /** One or two plain-language sentences for the results card. */
  verdict: string;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
// Tolerance keeps an exact 42 from becoming 41.9 through float noise; `+ 0` turns -0 into 0.
const floor1 = (x: number) => Math.floor(x * 10 + 1e-9) / 10 + 0;

// Products like 433 × 52 ÷ 4.33 land a hair under a whole number; don't let floor() lose a deal to it.
function floorTolerant(x: number): number {
  const nearest = Math.round(x);
  return Math.abs(x - nearest) <= 1e-9 * Math.max(1, Math.abs(x)) ? nearest : Math.floor(x);
}

/**
 * Smallest whole n with fits(n), starting from a division estimate. Float division can be one off
 * either way, so the answer is settled against the same product the caller (and the tests) check.
 * One step each way, never a loop: at astronomically large n the steps are no-ops.
 */
function smallestWholeThatFits(estimate: number, fits: (n: number) => boolean): number {
  let n = Math.max(0, Math.ceil(estimate));
  if (n > 0 && fits(n - 1)) n -= 1;
  else if (!fits(n)) n += 1;
  return n;
}

/** Throws RangeError unless canCalculatePipeline(input); the form checks that first. */
export function calculatePipeline(input: PipelineInput): PipelineResults {
  if (!canCalculatePipeline(input)) {
    throw new RangeError('Target, deal size, close rate and leads must all be above 0');
  }
  const target = clampTarget(input.target);
  const dealSize = clampDealSize(input.dealSize);
  const closeRate = clampCloseRate(input.closeRate);
  const leads = clampLeads(input.leads);
  const weeksInPeriod = PERIOD_WEEKS[input.period] ?? 1;

  const dealsNeeded = smallestWholeThatFits(target / dealSize, (n) => n * dealSize >= target);
  const leadsNeededPerYear = smallestWholeThatFits((dealsNeeded * 100) / closeRate, (n) => (n * closeRate) / 100 >= dealsNeeded);
  const leadsNeededPerWeek = Math.ceil(leadsNeededPerYear / WEEKS_PER_YEAR);

  const currentPerWeek = leads / weeksInPeriod;
  // Multiply before dividing so weekly and annual inputs stay exact.
  const currentPerYear = (leads * WEEKS_PER_YEAR) / weeksInPeriod;

  const projectedDeals = floorTolerant((currentPerYear * closeRate) / 100);
  const projectedRevenue = projectedDeals * dealSize;
  const onTrack = projectedDeals >= dealsNeeded;

  const percentAhead = onTrack ? round1(((projectedRevenue - target) / target) * 100) : 0;
  const revenueMissed = onTrack ? 0 : target - projectedRevenue;

  const closeRateNeeded = Math.ceil(((dealsNeeded / currentPerYear) * 100 - 1e-9) * 10) / 10;
  const alternativeCloseRateReachable = closeRateNeeded <= 100;
  const alternativeCloseRate = Math.min(100, closeRateNeeded);
  const alternativeDealSize = projectedDeals > 0 ? smallestWholeThatFits(target / projectedDeals, (n) => n * projectedDeals >= target) : null;

  const results: Omit<PipelineResults, 'verdict'> = {
    dealsNeeded,
    leadsNeededPerYear,
    leadsNeededPerWeek,
    currentLeadsPerWeek: round1(currentPerWeek),
    weeklyGap: floor1(currentPerWeek - leadsNeededPerWeek),
    projectedDeals,
    projectedRevenue,
    percentAhead,
    revenueMissed,
    alternativeCloseRate,
    alternativeCloseRateReachable,
    alternativeDealSize,
    monthlyPace: Math.round(currentPerWeek * PERIOD_WEEKS.monthly),
    yearlyPace: Math.round(currentPerYear),
    coverage: round1(100 / closeRate),
    onTrack,
  };
  return { ...results, verdict: pipelineVerdict(pipelineVerdictFacts(input, results)) };
}

/**
 * How far each lever can realistically move (decision 004): the remedies the verdict proposes stay
 * within these, so it never asks for a 92 % close rate.
 */
export const REMEDY_BOUNDS = {
  /** A close rate can at most double with better qualifying and follow-up… */
  closeRateFactor: 2,
  /** …and never beyond 50 %: few small-business sales teams close more than half their leads. */
  closeRateCeiling: 50,
  /** The average deal can grow by at most 30 % (a price rise, bundles, a bigger package). */
  dealSizeRaise: 0.3,
  /** Leads can grow by at most 50 % (more marketing, referrals, partners) in the same year. */
  leadsRaise: 0.5,
} as const;

export type PipelineLever = 'closeRate' | 'dealSize' | 'leads';

/** What would close a shortfall within REMEDY_BOUNDS, or how much is left when nothing does. */
export interface PipelineRemedy {
  /** The levers that close the gap on their own within their bound: close rate, deal size, leads. */
  levers: PipelineLever[];
  /** What each lever would need on its own: close rate (%, may exceed 100), deal size (null when no
   * deal is projected), whole leads a week. */
  needed: { closeRate: number; dealSize: number | null; leadsPerWeek: number };
  /** The realistic bound of each lever for this user. */
  bounds: { closeRate: number; dealSize: number; leadsPerWeek: number };
  /** Yearly revenue with all three levers at their bounds. */
  revenueAtBounds: number;
  /** Target − revenueAtBounds when positive; 0 when the levers together reach the target. */
  remainingGap: number;
}

/** The remedy for a user short of target (`projectedDeals < dealsNeeded`). */
export function pipelineRemedy(input: PipelineInput, r: Omit<PipelineResults, 'verdict'>): PipelineRemedy {
  const target = clampTarget(input.target);
  const dealSize = clampDealSize(input.dealSize);
  const closeRate = clampCloseRate(input.closeRate);
  const currentPerYear = (clampLeads(input.leads) * WEEKS_PER_YEAR) / (PERIOD_WEEKS[input.period] ?? 1);
  const b = REMEDY_BOUNDS;
  const bounds = {
    // A rate already above the ceiling is kept: nobody is asked to do worse.
    closeRate: round1(Math.max(closeRate, Math.min(closeRate * b.closeRateFactor, b.closeRateCeiling))),
    dealSize: Math.floor(dealSize * (1 + b.dealSizeRaise) + 1e-9),
    leadsPerWeek: round1((currentPerYear / WEEKS_PER_YEAR) * (1 + b.leadsRaise)),
  };
  const closeRateNeeded = Math.ceil(((r.dealsNeeded / currentPerYear) * 100 - 1e-9) * 10) / 10;
  const needed = { closeRate: closeRateNeeded, dealSize: r.alternativeDealSize, leadsPerWeek: r.leadsNeededPerWeek };
  const levers: PipelineLever[] = [];
  if (needed.closeRate <= Math.min(100, bounds.closeRate) + 1e-9) levers.push('closeRate');
  if (needed.dealSize !== null && needed.dealSize <= bounds.dealSize) levers.push('dealSize');
  if (needed.leadsPerWeek <= (currentPerYear / WEEKS_PER_YEAR) * (1 + b.leadsRaise) + 1e-9) levers.push('leads');
  const dealsAtBounds = floorTolerant((currentPerYear * (1 + b.leadsRaise) * bounds.closeRate) / 100);
  const revenueAtBounds = dealsAtBounds * bounds.dealSize;
  return { levers, needed, bounds, revenueAtBounds, remainingGap: Math.max(0, target - revenueAtBounds) };
}

/**
 * Which sentences the verdict says: on track (ahead, or exactly on target), or short and either the
 * levers that close the gap alone within realistic bounds, all of them together, or the gap left.
 */
export type PipelineVerdictKind = 'ahead' | 'onTarget' | 'lever' | 'combined' | 'gap';

/**
 * The facts behind the verdict, without words: the web writes them in the reader's language (its
 * `pipeline` catalog), `calculatePipeline` in English (`verdict`, for the tests and any server use).
 */
export interface PipelineVerdictFacts {
  kind: PipelineVerdictKind;
  /** The target, clamped as the maths used it. */
  target: number;
  /** The user's leads per week, one decimal. */
  leadsPerWeek: number;
  leadsNeededPerWeek: number;
  /** Whole leads a week missing (at least 1 when short; 0 on track). */
  leadsShort: number;
  dealsNeeded: number;
  projectedRevenue: number;
  percentAhead: number;
  alternativeCloseRate: number;
  alternativeDealSize: number | null;
  /** Null on track. */
  remedy: PipelineRemedy | null;
}

export function pipelineVerdictFacts(input: PipelineInput, r: Omit<PipelineResults, 'verdict'>): PipelineVerdictFacts {
  const currentPerWeek = clampLeads(input.leads) / (PERIOD_WEEKS[input.period] ?? 1);
  const facts = {
    target: clampTarget(input.target),
    leadsPerWeek: round1(currentPerWeek),
    leadsNeededPerWeek: r.leadsNeededPerWeek,
    dealsNeeded: r.dealsNeeded,
    projectedRevenue: r.projectedRevenue,
    percentAhead: r.percentAhead,
    alternativeCloseRate: r.alternativeCloseRate,
    alternativeDealSize: r.alternativeDealSize,
  };
  if (r.onTrack) return { ...facts, kind: r.percentAhead > 0 ? 'ahead' : 'onTarget', leadsShort: 0, remedy: null };
  // Whole leads: nobody can add 0.4 of a lead, so round the shortfall up.
  const leadsShort = Math.max(1, Math.ceil(r.leadsNeededPerWeek - currentPerWeek - 1e-9));
  const remedy = pipelineRemedy(input, r);
  const kind: PipelineVerdictKind = remedy.levers.length > 0 ? 'lever' : remedy.remainingGap === 0 ? 'combined' : 'gap';
  return { ...facts, kind, leadsShort, remedy };
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const formatMoney = (x: number) => money.format(x);
const leadsText = (n: number) => `${count.format(n)} ${n === 1 ? 'lead' : 'leads'}`;
// British style, as the form's lists: "a, b or c".
const orList = (items: string[]) => new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(items);

/** The verdict in English, in dollars. */
function pipelineVerdict(f: PipelineVerdictFacts): string {
  const deals = `${count.format(f.dealsNeeded)} ${f.dealsNeeded === 1 ? 'deal' : 'deals'}`;
  if (f.kind === 'ahead' || f.kind === 'onTarget' || !f.remedy) {
    const head = `You're on track: ${leadsText(f.leadsPerWeek)} a week is enough to close the ${deals} you need for ${formatMoney(f.target)}.`;
    return f.kind === 'ahead'
      ? `${head} At this pace you'll reach ${formatMoney(f.projectedRevenue)}, ${count.format(f.percentAhead)}% ahead of target.`
      : `${head} You'll land right on target, so there's no room for a slow week.`;
  }

  const head = `You're short by ${leadsText(f.leadsShort)} a week (you have ${count.format(f.leadsPerWeek)}, you need ${count.format(f.leadsNeededPerWeek)}).`;
  const { remedy } = f;
  if (f.kind === 'lever') {
    const options = remedy.levers.map((lever) =>
      lever === 'closeRate'
        ? `raise your close rate to ${count.format(remedy.needed.closeRate)}%`
        : lever === 'dealSize'
          ? `raise your deal size to ${formatMoney(remedy.needed.dealSize ?? 0)}`
          : `get ${leadsText(remedy.needed.leadsPerWeek)} a week`,
    );
    return `${head} To close the gap, ${orList(options)}.`;
  }
  const rate = `${count.format(remedy.bounds.closeRate)}%`;
  const leads = count.format(remedy.bounds.leadsPerWeek);
  const size = formatMoney(remedy.bounds.dealSize);
  if (f.kind === 'combined') {
    return `${head} No single change closes the gap within realistic limits, but together they do: a ${rate} close rate, ${leads} leads a week and deals of ${size} would bring in ${formatMoney(remedy.revenueAtBounds)}.`;
  }
  return `${head} Even at a ${rate} close rate, ${leads} leads a week and deals of ${size}, you would reach ${formatMoney(remedy.revenueAtBounds)} of ${formatMoney(f.target)}; the remaining gap of ${formatMoney(remedy.remainingGap)} needs many more leads or a higher price.`;
}
