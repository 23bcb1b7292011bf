// Optional AI layer over the commission engine: a model may re-word the engine's reasoning, but
// every number still comes from the engine. The model's text is accepted only if each figure in
// it already appears in the plan or the answers; anything else (a timeout, an error, an invented
// number, an empty or runaway reply) keeps the engine's own reasoning.
import type { Locale } from '../../../shared/i18n/locales.ts';
import type { AiProvider } from '../../ai/provider.ts';
import type { CommissionInput, CommissionRecommendation } from '../../../shared/commission.ts';
import { renderCommissionMarkdown } from './commission-engine.ts';
import { logger } from '../../lib/logger.ts';

/** The model gets at most this long; the engine's answer is ready either way. */
export const COMMISSION_AI_TIMEOUT_MS = 8_000;
/** A reasoning paragraph longer than this is not "three to five short sentences". */
export const ENRICHED_REASONING_MAX_CHARS = 1_500;

export type ReasoningSource = 'engine' | 'ai';

/** The facts the model is allowed to use: the answers and the engine's complete plan. */
export function commissionSummary(input: CommissionInput, rec: CommissionRecommendation): string {
  return [
    'Business answers:',
    `- Behavior to reward: ${input.behavior}`,
    `- Who is paid: ${input.role}`,
    `- Sales model: ${input.salesModel}`,
    `- Revenue collection: ${input.revenueCollection}`,
    `- Employment: ${input.employment}`,
    `- Average revenue per sale (ARPU): $${input.arpu}`,
    `- Gross margin: ${input.grossMargin}%`,
    `- Commission cap: ${input.commissionCap > 0 ? `${input.commissionCap}%` : 'not set (half the gross margin)'}`,
    '',
    'Plan computed by the rules engine (do not change any number):',
    renderCommissionMarkdown(rec),
    '',
    'Rewrite the "Why this plan" reasoning for the owner in plain language.',
  ].join('\n');
}

// "$1,234.50", "12.5%", "4.8×", "90 days": every digit run, thousands separators allowed.
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

function numbersIn(text: string): number[] {
  return (text.match(NUMBER) ?? []).map((raw) => Number(raw.replace(/,/g, ''))).filter((n) => Number.isFinite(n));
}

/** Every figure a faithful explanation could quote: from the answers and the engine's plan. */
export function allowedNumbers(input: CommissionInput, rec: CommissionRecommendation): Set<number> {
  const allowed = new Set<number>([
    input.arpu,
    input.grossMargin,
    input.commissionCap,
    rec.commission_rate,
    rec.effective_cap,
    ...numbersIn(commissionSummary(input, rec)),
    ...numbersIn(rec.reasoning),
    ...rec.payout_table.flatMap((row) => [row.attainment, row.revenue, row.payout]),
  ]);
  if (rec.base_variable_split) {
    allowed.add(rec.base_variable_split.base);
    allowed.add(rec.base_variable_split.variable);
  }
  // Rounded forms of what is shown ("$1,234.56" may be quoted as "$1,235").
  for (const n of [...allowed]) allowed.add(Math.round(n));
  return allowed;
}

/** True when the model's text quotes no number the engine did not produce. */
export function reasoningNumbersCheckOut(text: string, input: CommissionInput, rec: CommissionRecommendation): boolean {
  const allowed = allowedNumbers(input, rec);
  return numbersIn(text).every((n) => allowed.has(n));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The reasoning to show: the model's when an AI provider is configured and its text checks out,
 * otherwise the engine's. Never throws.
 */
export async function enrichCommissionReasoning(
  ai: Pick<AiProvider, 'name' | 'enrichCommissionReasoning'> | undefined,
  input: CommissionInput,
  rec: CommissionRecommendation,
  timeoutMs = COMMISSION_AI_TIMEOUT_MS,
  language?: Locale,
): Promise<{ reasoning: string; source: ReasoningSource }> {
  const engine = { reasoning: rec.reasoning, source: 'engine' as const };
  if (!ai || ai.name !== 'openai') return engine;
  try {
    const reply = await withTimeout(
      Promise.resolve().then(() => ai.enrichCommissionReasoning(commissionSummary(input, rec), language)),
      timeoutMs,
    );
    if (reply === 'timeout') {
      logger.warn('commission reasoning: model timed out, using the engine reasoning', { timeoutMs });
      return engine;
    }
    const text = typeof reply === 'string' ? reply.trim() : '';
    if (!text || text.length > ENRICHED_REASONING_MAX_CHARS) return engine;
    if (!reasoningNumbersCheckOut(text, input, rec)) {
      logger.warn('commission reasoning: model quoted numbers the engine did not produce, using the engine reasoning');
      return engine;
    }
    return { reasoning: text, source: 'ai' };
  } catch (error) {
    logger.warn('commission reasoning: model failed, using the engine reasoning', { error: error instanceof Error ? error.message : String(error) });
    return engine;
  }
}
