import { eq, sql } from 'drizzle-orm';
import { organizationOf } from '../team/wallet.ts';
import type { Actor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { organizations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { logger } from '../../lib/logger.ts';
import {
  COMMISSION_FAILED_MESSAGE,
  commissionAmountMax,
  commissionRecommendationSchema,
  type CommissionInput,
  type CommissionRecommendation,
  type CommissionRecommendResponse,
} from '../../../shared/commission.ts';
import { withToolRun } from '../credits/tool-run.ts';
import { recommendCommission, renderCommissionMarkdown } from './commission-engine.ts';
import { COMMISSION_AI_TIMEOUT_MS, enrichCommissionReasoning, reasoningSentences } from './commission-reasoning.ts';
import { DEFAULT_COMMISSION_READER, commissionText, type CommissionReader } from './commission-text.ts';

// The caller's organization (their own or their team's, by the membership's primary key): its currency and country.
const organizationMoneyStatement = preparedPer((db: Db) =>
  db
    .select({ currency: organizations.currency, country: organizations.country })
    .from(organizations)
    .where(eq(organizations.id, organizationOf(sql.placeholder('userId'))))
    .limit(1)
    .prepare('commission_organization_money'),
);

/**
 * Who reads the plan: the caller's language, and their organization's currency and country. Guests
 * count in the currency their form was in (`formCurrency`, from their browser's region), else US
 * dollars; so does anyone without an organization.
 */
export async function commissionReader(deps: Pick<Deps, 'db'>, actor: Actor, formCurrency?: string): Promise<CommissionReader> {
  if (!actor.user) return { ...DEFAULT_COMMISSION_READER, locale: actor.locale, currency: formCurrency ?? DEFAULT_COMMISSION_READER.currency };
  const [organization] = await organizationMoneyStatement(deps.db).execute({ userId: actor.user.id });
  return { locale: actor.locale, currency: organization?.currency ?? DEFAULT_COMMISSION_READER.currency, country: organization?.country ?? null };
}

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
 * Texts are in the caller's language, amounts in their organization's currency (commissionReader);
 * the numbers in the recommendation are the same for every reader.
 */
export async function recommendCommissionPlan(
  deps: Pick<Deps, 'db' | 'env' | 'ai'>,
  actor: Actor,
  inputs: CommissionInput,
): Promise<CommissionRecommendResponse> {
  const text = commissionText(await commissionReader(deps, actor, inputs.currency));
  // The schema checked the amounts against the currency the form sent; the plan is written in the
  // organization's, so they must fit that one too (before anything is spent).
  const max = commissionAmountMax(text.currency);
  if (inputs.arpu > max) throw new AppError('invalid_input', 'commission.arpuTooHigh', { values: { max, currency: text.currency } });
  if (inputs.monthlyPay !== undefined && inputs.monthlyPay > max) {
    throw new AppError('invalid_input', 'commission.monthlyPayTooHigh', { values: { max, currency: text.currency } });
  }
  const { recommendation, wallet } = await withToolRun(deps, actor, 'commission', async () => {
    try {
      const engine = recommendCommission(inputs, text);
      // Read at request time: the provider is chosen by configuration (and swapped in tests).
      const timeoutMs = Math.min(COMMISSION_AI_TIMEOUT_MS, deps.env.AI_TIMEOUT_MS);
      const { reasoning, source } = await enrichCommissionReasoning(deps.ai, inputs, engine, timeoutMs, text);
      // A reworded reasoning (at most MAX_REASONING_POINTS sentences, checked there) is listed sentence by sentence.
      const points = source === 'ai' ? reasoningSentences(reasoning, text.intl) : engine.reasoning_points;
      const rec = checkedRecommendation(inputs, { ...engine, reasoning, reasoning_points: points });
      return {
        recommendation: rec,
        markdown: renderCommissionMarkdown(rec, text),
        data: { inputs, recommendation: rec, reasoningSource: source, currency: text.currency, locale: text.locale },
      };
    } catch (error) {
      logger.error('commission recommendation failed', { error });
      throw new AppError('internal', COMMISSION_FAILED_MESSAGE);
    }
  });
  return { recommendation, wallet };
}
