import { z } from 'zod';
import type { ToolRunAnswer } from './tools.ts';
import { msg, type ServerMessageId } from './i18n/server-message.ts';
import { smeTurnoverMax } from './sme-amounts.ts';

// Commission Calculator contracts: the 8-question form, the route body and the recommendation the
// engine returns. One schema for the form and the route so both reject the same inputs.

// Spec section 5, word for word: the form shows these and the route returns them.
export const COMMISSION_MISSING_TITLE: ServerMessageId = 'commission.missingTitle';
export const COMMISSION_MISSING_MESSAGE: ServerMessageId = 'commission.missing';
/** Spec section 8: shown when the call fails without an error text of its own. */
export const COMMISSION_FAILED_MESSAGE: ServerMessageId = 'commission.failed';

export const COMMISSION_BEHAVIORS = ['Sales', 'Collection', 'Retention', 'Upsell'] as const;
export const COMMISSION_ROLES = ['Agent', 'Manager', 'BD/Partner', 'Distributor', 'Technician'] as const;
export const COMMISSION_SALES_MODELS = ['B2C', 'B2B', 'B2B2C'] as const;
export const COMMISSION_REVENUE_COLLECTIONS = ['Upfront', 'In Installments'] as const;
export const COMMISSION_EMPLOYMENTS = ['Commission-Only', 'Base + Commission', 'Fixed + Bonus', 'Fixed Only'] as const;

export type CommissionBehavior = (typeof COMMISSION_BEHAVIORS)[number];
export type CommissionRole = (typeof COMMISSION_ROLES)[number];
export type CommissionSalesModel = (typeof COMMISSION_SALES_MODELS)[number];
export type CommissionRevenueCollection = (typeof COMMISSION_REVENUE_COLLECTIONS)[number];
export type CommissionEmployment = (typeof COMMISSION_EMPLOYMENTS)[number];

export interface CommissionOption<T extends string> {
  value: T;
  label: string;
  /** One short line under the option, so the choice is clear without a glossary. */
  hint: string;
}

export const COMMISSION_BEHAVIOR_OPTIONS: readonly CommissionOption<CommissionBehavior>[] = [
  { value: 'Sales', label: 'Sales', hint: 'Winning new customers' },
  { value: 'Collection', label: 'Collection', hint: 'Getting customers to pay what they owe' },
  { value: 'Retention', label: 'Retention', hint: 'Keeping customers renewing' },
  { value: 'Upsell', label: 'Upsell', hint: 'Growing what existing customers buy' },
];

export const COMMISSION_ROLE_OPTIONS: readonly CommissionOption<CommissionRole>[] = [
  { value: 'Agent', label: 'Agent', hint: 'Finds and sells to customers directly' },
  { value: 'Manager', label: 'Manager', hint: 'Leads a team of sellers' },
  { value: 'BD/Partner', label: 'BD/Partner', hint: 'Brings in deals through partners' },
  { value: 'Distributor', label: 'Distributor', hint: 'Resells your product as a separate business' },
  { value: 'Technician', label: 'Technician', hint: 'Services customers and spots new sales' },
];

export const COMMISSION_SALES_MODEL_OPTIONS: readonly CommissionOption<CommissionSalesModel>[] = [
  { value: 'B2C', label: 'B2C', hint: 'You sell to consumers' },
  { value: 'B2B', label: 'B2B', hint: 'You sell to businesses' },
  { value: 'B2B2C', label: 'B2B2C', hint: 'You sell through businesses to consumers' },
];

export const COMMISSION_REVENUE_COLLECTION_OPTIONS: readonly CommissionOption<CommissionRevenueCollection>[] = [
  { value: 'Upfront', label: 'Upfront', hint: 'Customers pay in full at the start' },
  { value: 'In Installments', label: 'In Installments', hint: 'Customers pay over time' },
];

export const COMMISSION_EMPLOYMENT_OPTIONS: readonly CommissionOption<CommissionEmployment>[] = [
  { value: 'Commission-Only', label: 'Commission-Only', hint: 'No salary; pay comes from commission' },
  { value: 'Base + Commission', label: 'Base + Commission', hint: 'A salary plus commission per sale' },
  { value: 'Fixed + Bonus', label: 'Fixed + Bonus', hint: 'A salary plus a bonus for hitting target' },
  { value: 'Fixed Only', label: 'Fixed Only', hint: 'A salary with no variable pay' },
];

/** Slider settings from spec section 9. */
export const GROSS_MARGIN_SLIDER = { min: 0, max: 100, step: 1, default: 50 } as const;
/** 0 means "not set": the engine then caps commission at half the gross margin. */
export const COMMISSION_CAP_SLIDER = { min: 0, max: 100, step: 1, default: 0 } as const;
/**
 * The most a sale (ARPU) or a monthly pay may be in `currency`: what an SME turns over in a year
 * there (SME_TURNOVER_MAX). The form and the route refuse more with the same message.
 */
export const commissionAmountMax = (currency?: string | null) => smeTurnoverMax(currency);
/** "Why this plan" is at most this many short points. */
export const MAX_REASONING_POINTS = 4;

/** The 8 questions in form order, with the labels the form shows. */
export const COMMISSION_QUESTIONS = [
  { field: 'behavior', label: 'What behavior do you want to reward?', required: true },
  { field: 'role', label: 'Who is being paid?', required: true },
  { field: 'salesModel', label: 'Who do you sell to?', required: true },
  { field: 'revenueCollection', label: 'How do customers pay?', required: true },
  { field: 'employment', label: 'How is this person employed?', required: true },
  { field: 'arpu', label: 'Average revenue per sale (ARPU), in dollars', required: true },
  { field: 'grossMargin', label: 'Gross margin (%)', required: false },
  { field: 'commissionCap', label: 'Commission cap (% of revenue, optional)', required: false },
] as const;

export type CommissionField = (typeof COMMISSION_QUESTIONS)[number]['field'];
export const COMMISSION_REQUIRED_FIELDS = COMMISSION_QUESTIONS.filter((q) => q.required).map((q) => q.field);

// The one validator of the 8 answers, used by the route (through commissionApi.recommend) and by
// the form (commissionFormProblem). Its messages are the ones people read:
// - an unanswered required question (missing, empty, not an object at all): the spec's message;
// - an answer that is not an option names the field and what is allowed;
// - ARPU and the sliders say what a valid value is; an unknown field is named.
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 40) ?? String(value);
const choice = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.enum(values, {
    error: (issue) =>
      isBlank(issue.input) ? COMMISSION_MISSING_MESSAGE : msg('commission.unknownOption', { value: shown(issue.input), name, options: values.join(', ') }),
  });
const percentSlider = (message: string, fallback: number) => z.number({ error: message }).int(message).min(0, message).max(100, message).default(fallback);

const amountNotNumber = (id: ServerMessageId) => (issue: { input?: unknown }) => (isBlank(issue.input) ? COMMISSION_MISSING_MESSAGE : msg(id));

export const commissionInputSchema = z
  .strictObject(
    {
      behavior: choice(COMMISSION_BEHAVIORS, 'behavior'),
      role: choice(COMMISSION_ROLES, 'role'),
      salesModel: choice(COMMISSION_SALES_MODELS, 'sales model'),
      revenueCollection: choice(COMMISSION_REVENUE_COLLECTIONS, 'revenue collection'),
      employment: choice(COMMISSION_EMPLOYMENTS, 'employment type'),
      // A number, not a numeric string: the form parses its text before submitting. Its ceiling
      // depends on the currency (checked below).
      arpu: z.number({ error: amountNotNumber('commission.arpuNotNumber') }).positive(msg('commission.arpuPositive')),
      grossMargin: percentSlider(msg('commission.grossMarginRange'), GROSS_MARGIN_SLIDER.default),
      commissionCap: percentSlider(msg('commission.capRange'), COMMISSION_CAP_SLIDER.default),
      /** Optional: the monthly on-target pay the owner has in mind; without it the plan starts from a typical pay. */
      monthlyPay: z
        .number({ error: msg('commission.monthlyPayNotNumber') })
        .positive(msg('commission.monthlyPayPositive'))
        .optional(),
      /** ISO 4217: the currency the amounts were typed in (US dollars when not given). */
      currency: z
        .string({ error: msg('commission.currencyInvalid') })
        .regex(/^[A-Z]{3}$/, msg('commission.currencyInvalid'))
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? msg('commission.unknownField', { fields: issue.keys.map((key) => `"${key}"`).join(', ') })
          : COMMISSION_MISSING_MESSAGE,
    },
  )
  .superRefine((input, ctx) => {
    const max = commissionAmountMax(input.currency);
    const values = { max, currency: input.currency ?? 'USD' };
    if (input.arpu > max) ctx.addIssue({ code: 'custom', path: ['arpu'], message: msg('commission.arpuTooHigh', values) });
    if (input.monthlyPay !== undefined && input.monthlyPay > max) {
      ctx.addIssue({ code: 'custom', path: ['monthlyPay'], message: msg('commission.monthlyPayTooHigh', values) });
    }
  });

/** What the form submits (sliders may be omitted). */
export type CommissionInputRaw = z.input<typeof commissionInputSchema>;
/** What the engine receives: defaults applied. */
export type CommissionInput = z.output<typeof commissionInputSchema>;

/**
 * Why `raw` is not a valid set of answers, in words for the person filling the form (checked by
 * commissionInputSchema); null when it is valid. An unanswered required question comes first,
 * whatever else is wrong, with the spec's message; `field` is the question at fault, if one is.
 */
export function commissionInputProblem(raw: unknown): { field?: string; message: string } | null {
  const result = commissionInputSchema.safeParse(raw);
  if (result.success) return null;
  const issues = result.error.issues;
  const issue = issues.find((i) => i.message === COMMISSION_MISSING_MESSAGE) ?? issues[0]!;
  const field = issue.path[0];
  return field === undefined ? { message: issue.message } : { field: String(field), message: issue.message };
}

/**
 * For the Commission Calculator form (web): the message to show for the answers about to be
 * submitted, or null when they may be sent. The form counts an ARPU that is empty, not a number
 * or not above $0 as unanswered (COMMISSION_MISSING_MESSAGE, shown under the title
 * COMMISSION_MISSING_TITLE; `missingCommissionFields` lists which questions to mark); any other
 * problem is the schema's message, e.g. 'commission.arpuTooHigh' — the same the route
 * answers with (400 invalid_input).
 */
export function commissionFormProblem(values: Partial<Record<CommissionField, unknown>>): string | null {
  if (missingCommissionFields(values).length > 0) return COMMISSION_MISSING_MESSAGE;
  return commissionInputProblem(values)?.message ?? null;
}

/**
 * The body of POST /api/commission/recommend: `{ inputs }`, checked by commissionInputSchema. A
 * problem is reported as one issue without a path, so the 400 answer's message is exactly
 * commissionInputProblem's (no "inputs.role:" prefix) and nothing is spent or claimed. The
 * OpenAPI document shows the full input schema.
 */
export const commissionRecommendBodySchema = z.preprocess(
  (body: { inputs?: CommissionInputRaw }, ctx) => {
    const raw: unknown = body;
    if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
      const problem = commissionInputProblem((raw as { inputs?: unknown }).inputs);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [], params: problem.field ? { field: problem.field } : undefined });
    }
    return body;
  },
  z.object({ inputs: commissionInputSchema.optional() }),
);

/** POST /api/commission/recommend */
export interface CommissionRecommendResponse extends ToolRunAnswer {
  recommendation: CommissionRecommendation;
}

/** Required questions still unanswered, in form order; empty when the form may be submitted. */
export function missingCommissionFields(values: Partial<Record<CommissionField, unknown>>): CommissionField[] {
  return COMMISSION_REQUIRED_FIELDS.filter((field) => {
    const v = values[field];
    if (field === 'arpu') return typeof v !== 'number' || !Number.isFinite(v) || v <= 0;
    return typeof v !== 'string' || v === '';
  });
}

// ---------------------------------------------------------------------------------------------
// Recommendation (engine output; stored in tool_usage_logs.result as markdown)

export const COMMISSION_ANCHORS = ['booking', 'invoice', 'payment'] as const;
export type CommissionAnchor = (typeof COMMISSION_ANCHORS)[number];

export const ATTAINMENT_LEVELS = [50, 100, 150] as const;
export type AttainmentLevel = (typeof ATTAINMENT_LEVELS)[number];

/** Keep plans simple: at most three pay components (QuotaPath's rule of thumb). */
export const MAX_COMMISSION_COMPONENTS = 3;

export const commissionRecommendationSchema = z.object({
  recommended_plan: z.string(),
  /** Percent of revenue. */
  commission_rate: z.number().min(0).max(100),
  payout_trigger: z.string(),
  example_payout: z.string(),
  reasoning: z.string(),
  /** The reasoning as 3–4 one-sentence points (what "Why this plan" lists); `reasoning` is them joined. */
  reasoning_points: z.array(z.string()).max(MAX_REASONING_POINTS).optional(),
  /** The monthly on-target pay the example starts from, and whether the owner gave it or it is typical for the currency. */
  on_target_pay: z.object({ amount: z.number(), source: z.enum(['given', 'typical']) }).optional(),
  components: z.array(z.object({ name: z.string(), description: z.string(), rate: z.number().min(0).max(100).optional() })).max(MAX_COMMISSION_COMPONENTS),
  payout_table: z.array(
    z.object({
      attainment: z.union([z.literal(50), z.literal(100), z.literal(150)]),
      revenue: z.number(),
      payout: z.number(),
    }),
  ),
  /** Share of on-target pay, in percent; base + variable = 100. */
  base_variable_split: z.object({ base: z.number(), variable: z.number() }).optional(),
  /** The date commission is earned on: contract signed, invoice issued, or cash received. */
  anchor: z.enum(COMMISSION_ANCHORS),
  /** The ceiling applied to commission_rate, in percent of revenue. */
  effective_cap: z.number().min(0).max(100),
});

export type CommissionRecommendation = z.infer<typeof commissionRecommendationSchema>;
export type CommissionComponent = CommissionRecommendation['components'][number];
export type PayoutRow = CommissionRecommendation['payout_table'][number];
