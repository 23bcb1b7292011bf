import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute, describeZodError } from '../../lib/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { logger } from '../../lib/logger.ts';
import {
  ARPU_MAX,
  COMMISSION_BEHAVIORS,
  COMMISSION_EMPLOYMENTS,
  COMMISSION_FAILED_MESSAGE,
  COMMISSION_MISSING_MESSAGE,
  COMMISSION_REQUIRED_FIELDS,
  COMMISSION_REVENUE_COLLECTIONS,
  COMMISSION_ROLES,
  COMMISSION_SALES_MODELS,
  commissionInputSchema,
  commissionRecommendationSchema,
  type CommissionInput,
  type CommissionRecommendation,
} from '../../../shared/commission.ts';
import { withToolRun } from '../credits/tool-run.ts';
import { recommendCommission, renderCommissionMarkdown } from './commission-engine.ts';
import { COMMISSION_AI_TIMEOUT_MS, enrichCommissionReasoning } from './commission-reasoning.ts';

const TAG = 'commission';

// The OpenAPI document shows the full input schema; a missing or invalid `inputs` is caught here
// and explained by `commissionInputProblem` below (the spec's message, or the field at fault).
const recommendBody = z.object({ inputs: commissionInputSchema.optional().catch(undefined) });

const OPTIONS: Record<string, { name: string; values: readonly string[] }> = {
  behavior: { name: 'behavior', values: COMMISSION_BEHAVIORS },
  role: { name: 'role', values: COMMISSION_ROLES },
  salesModel: { name: 'sales model', values: COMMISSION_SALES_MODELS },
  revenueCollection: { name: 'revenue collection', values: COMMISSION_REVENUE_COLLECTIONS },
  employment: { name: 'employment type', values: COMMISSION_EMPLOYMENTS },
};

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 40) ?? String(value);

/**
 * Why `raw` is not a valid set of answers, in words for the person filling the form; null when
 * it is valid. Unanswered required questions get the spec's message; a wrong answer names the
 * field and what is allowed.
 */
export function commissionInputProblem(raw: unknown): { field?: string; message: string } | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { message: COMMISSION_MISSING_MESSAGE };
  const values = raw as Record<string, unknown>;
  const missing = COMMISSION_REQUIRED_FIELDS.find((field) => isBlank(values[field]));
  if (missing) return { field: missing, message: COMMISSION_MISSING_MESSAGE };

  const result = commissionInputSchema.safeParse(raw);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') return { message: `Unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')}.` };
  const field = String(issue.path[0] ?? '');
  const value = values[field];
  const options = OPTIONS[field];
  if (options) {
    return { field, message: `${shown(value)} is not a ${options.name} option. Choose one of: ${options.values.join(', ')}.` };
  }
  switch (field) {
    case 'arpu':
      if (typeof value !== 'number' || !Number.isFinite(value)) return { field, message: 'ARPU must be a number of dollars.' };
      if (value <= 0) return { field, message: 'ARPU must be more than $0.' };
      return { field, message: `ARPU must be at most $${ARPU_MAX.toLocaleString('en-US')}.` };
    case 'grossMargin':
      return { field, message: 'Gross margin must be a whole percentage from 0 to 100.' };
    case 'commissionCap':
      return { field, message: 'Commission cap must be a whole percentage from 0 to 100 (0 means not set).' };
    default:
      return { field, message: describeZodError(result.error) };
  }
}

/** The recommendation the route answers with, re-checked: affordable and in the published shape. */
function checkedRecommendation(input: CommissionInput, rec: CommissionRecommendation): CommissionRecommendation {
  const parsed = commissionRecommendationSchema.parse(rec);
  if (parsed.commission_rate > parsed.effective_cap + 1e-9 || parsed.effective_cap > input.grossMargin + 1e-9) {
    throw new Error(`unaffordable plan: rate ${parsed.commission_rate}, cap ${parsed.effective_cap}, margin ${input.grossMargin}`);
  }
  return parsed;
}

export function registerCommissionRoutes(app: Hono<AppEnv>, deps: Deps) {
  defineRoute(
    app,
    deps,
    {
      method: 'post',
      path: '/api/commission/recommend',
      role: 'guest',
      tag: TAG,
      summary: 'Recommend a simple, affordable commission plan from the 8 answers (spends 1 credit or the guest trial; logged as markdown)',
      body: recommendBody,
      responses: { 402: 'Out of credits', 403: 'Guest trial already used', 429: 'Daily AI budget reached (per account, per address for free use, or service-wide); nothing spent' },
    },
    async (c, { body, actor }) => {
      const inputs = body.inputs;
      if (!inputs) {
        // Validated before any credit is spent or the guest trial is claimed.
        const raw = ((await c.req.json()) as { inputs?: unknown } | null)?.inputs;
        const problem = commissionInputProblem(raw);
        throw new AppError('invalid_input', problem?.message ?? COMMISSION_MISSING_MESSAGE, problem?.field ? { field: problem.field } : undefined);
      }

      const { recommendation } = await withToolRun(deps, actor, 'tool-3', async () => {
        try {
          const engine = recommendCommission(inputs);
          // Read at request time: the provider is chosen by configuration (and swapped in tests).
          const timeoutMs = Math.min(COMMISSION_AI_TIMEOUT_MS, deps.env.AI_TIMEOUT_MS);
          const { reasoning, source } = await enrichCommissionReasoning(deps.ai, inputs, engine, timeoutMs);
          const rec = checkedRecommendation(inputs, { ...engine, reasoning });
          return {
            recommendation: rec,
            markdown: renderCommissionMarkdown(rec),
            data: { inputs, recommendation: rec, reasoningSource: source },
          };
        } catch (error) {
          logger.error('commission recommendation failed', { error });
          throw new AppError('internal', COMMISSION_FAILED_MESSAGE);
        }
      });
      return c.json({ recommendation });
    },
  );
}
