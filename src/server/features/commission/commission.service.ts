import type { Actor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { logger } from '../../lib/logger.ts';
import {
  COMMISSION_FAILED_MESSAGE,
  commissionRecommendationSchema,
  type CommissionInput,
  type CommissionRecommendation,
  type CommissionRecommendResponse,
} from '../../../shared/commission.ts';
import { withToolRun } from '../credits/tool-run.ts';
import { recommendCommission, renderCommissionMarkdown } from './commission-engine.ts';
import { COMMISSION_AI_TIMEOUT_MS, enrichCommissionReasoning } from './commission-reasoning.ts';

/** The recommendation the route answers with, re-checked: affordable and in the published shape. */
function checkedRecommendation(input: CommissionInput, rec: CommissionRecommendation): CommissionRecommendation {
  const parsed = commissionRecommendationSchema.parse(rec);
  if (parsed.commission_rate > parsed.effective_cap + 1e-9 || parsed.effective_cap > input.grossMargin + 1e-9) {
    throw new Error(`unaffordable plan: rate ${parsed.commission_rate}, cap ${parsed.effective_cap}, margin ${input.grossMargin}`);
  }
  return parsed;
}

/**
 * One Commission Calculator run for validated answers (commissionInputSchema): spends a credit or
 * the guest trial, computes the plan, lets the AI phrase its reasoning (the engine's stays when
 * the AI fails or is slow) and logs it as markdown. A failure gives the run back (spec message).
 */
export async function recommendCommissionPlan(
  deps: Pick<Deps, 'db' | 'env' | 'ai'>,
  actor: Actor,
  inputs: CommissionInput,
): Promise<CommissionRecommendResponse> {
  const { recommendation } = await withToolRun(deps, actor, 'tool-3', async () => {
    try {
      const engine = recommendCommission(inputs);
      // Read at request time: the provider is chosen by configuration (and swapped in tests).
      const timeoutMs = Math.min(COMMISSION_AI_TIMEOUT_MS, deps.env.AI_TIMEOUT_MS);
      const { reasoning, source } = await enrichCommissionReasoning(deps.ai, inputs, engine, timeoutMs, actor.locale);
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
  return { recommendation };
}
