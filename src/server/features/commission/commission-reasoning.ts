// Optional AI layer over the commission engine: a model may re-word the engine's reasoning, but
// every number still comes from the engine. The model's text is accepted only if each figure in
// it already appears in the plan or the answers; anything else (a timeout, an error, an invented
// number, an empty or runaway reply) keeps the engine's own reasoning.
import type { AiProvider } from '../../ai/provider.ts';
import { MAX_REASONING_POINTS, type CommissionInput, type CommissionRecommendation } from '../../../shared/commission.ts';
import { renderCommissionMarkdown } from './commission-engine.ts';
import { commissionText, type CommissionText } from './commission-text.ts';
import { logger } from '../../lib/logger.ts';

/** The model gets at most this long; the engine's answer is ready either way. */
export const COMMISSION_AI_TIMEOUT_MS = 8_000;
/** A reasoning paragraph longer than this is not "three or four short sentences". */
export const ENRICHED_REASONING_MAX_CHARS = 1_500;

export type ReasoningSource = 'engine' | 'ai';

/** The sentences of a reasoning paragraph, as the language segments them ("12.5%" stays whole). */
export function reasoningSentences(text: string, locale: string): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
  return [...segmenter.segment(text)].map((part) => part.segment.trim()).filter((sentence) => sentence !== '');
}

/**
 * The facts the model is allowed to use: the answers and the engine's complete plan, with amounts
 * in the reader's currency and figures written as the reader writes them (as the plan shows them).
 * The instructions stay in English; the model is told separately which language to write in.
 */
export function commissionSummary(input: CommissionInput, rec: CommissionRecommendation, text: CommissionText = commissionText()): string {
  return [
    'Business answers:',
    `- Behavior to reward: ${input.behavior}`,
    `- Who is paid: ${input.role}`,
    `- Sales model: ${input.salesModel}`,
    `- Revenue collection: ${input.revenueCollection}`,
    `- Employment: ${input.employment}`,
    `- Currency: ${text.currency}`,
    `- Average revenue per sale (ARPU): ${text.money(input.arpu)}`,
    `- Gross margin: ${text.pct(input.grossMargin)}`,
    `- Commission cap: ${input.commissionCap > 0 ? text.pct(input.commissionCap) : 'not set (half the gross margin)'}`,
    ...(rec.on_target_pay
      ? [
          `- Monthly on-target pay: ${text.money(rec.on_target_pay.amount)} (${rec.on_target_pay.source === 'given' ? 'given by the owner' : 'typical for this role and currency'})`,
        ]
      : []),
    '',
    'Plan computed by the rules engine (do not change any number):',
    renderCommissionMarkdown(rec, text),
    '',
    `Rewrite the "${text.t('markdown.why')}" reasoning for the owner in plain language. Write amounts in ${text.currency} and figures as the plan writes them.`,
  ].join('\n');
}

// A figure as people write it: digits grouped by commas, dots or spaces (plain, no-break or narrow
// no-break, as Intl writes French: "1 200"), with an optional decimal part: "$1,234.50", "1 234,5 F CFA",
// "R$ 1.234", "12,5 %", "4.8×", "90 days".
const FIGURE = /\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?(?!\d)|\d(?:[\d.,]*\d)?/g;

/** The value of `raw` when `decimal` is its decimal mark and the other marks group digits; NaN if it is not a number so. */
function figureValue(raw: string, decimal: string): number {
  const digits = raw.replace(/[ \u00a0\u202f]/g, '');
  const group = decimal === ',' ? '.' : ',';
  const [whole = '', fraction, extra] = digits.split(decimal);
  if (extra !== undefined) return Number.NaN;
  const plain = whole.split(group).join('');
  return Number(fraction === undefined ? plain : `${plain}.${fraction}`);
}

/** Every figure in `text`, read with the decimal mark of the reader's language. */
function numbersIn(text: string, decimal: string): number[] {
  return (text.match(FIGURE) ?? []).map((raw) => figureValue(raw, decimal)).filter((n) => Number.isFinite(n));
}

/** Every figure a faithful explanation could quote: from the answers and the engine's plan. */
export function allowedNumbers(input: CommissionInput, rec: CommissionRecommendation, text: CommissionText = commissionText()): Set<number> {
  const allowed = new Set<number>([
    input.arpu,
    input.grossMargin,
    input.commissionCap,
    rec.commission_rate,
    rec.effective_cap,
    ...numbersIn(commissionSummary(input, rec, text), text.decimal),
    ...numbersIn(rec.reasoning, text.decimal),
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

/**
 * True when the model's text quotes no number the engine did not produce. A figure may be written
 * as the reader writes numbers ("1 200", "12,5") or as English does ("1,200", "12.5"), which models
 * often fall back on; digits grouped by spaces may also be separate figures ("50 100").
 */
export function reasoningNumbersCheckOut(
  reply: string,
  input: CommissionInput,
  rec: CommissionRecommendation,
  text: CommissionText = commissionText(),
): boolean {
  const allowed = allowedNumbers(input, rec, text);
  const readings = [...new Set([text.decimal, '.'])];
  const checksOut = (raw: string): boolean => readings.some((decimal) => allowed.has(figureValue(raw, decimal)));
  return (reply.match(FIGURE) ?? []).every((raw) => checksOut(raw) || (/[ \u00a0\u202f]/.test(raw) && raw.split(/[ \u00a0\u202f]/).every(checksOut)));
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
  text: CommissionText = commissionText(),
): Promise<{ reasoning: string; source: ReasoningSource }> {
  const engine = { reasoning: rec.reasoning, source: 'engine' as const };
  if (!ai || ai.name !== 'openai') return engine;
  try {
    const reply = await withTimeout(
      Promise.resolve().then(() => ai.enrichCommissionReasoning(commissionSummary(input, rec, text), text.locale)),
      timeoutMs,
    );
    if (reply === 'timeout') {
      logger.warn('commission reasoning: model timed out, using the engine reasoning', { timeoutMs });
      return engine;
    }
    const reasoning = typeof reply === 'string' ? reply.trim() : '';
    if (!reasoning || reasoning.length > ENRICHED_REASONING_MAX_CHARS) return engine;
    // "Why this plan" is a short list: a reply longer than MAX_REASONING_POINTS sentences keeps the engine's points.
    if (reasoningSentences(reasoning, text.intl).length > MAX_REASONING_POINTS) return engine;
    if (!reasoningNumbersCheckOut(reasoning, input, rec, text)) {
      logger.warn('commission reasoning: model quoted numbers the engine did not produce, using the engine reasoning');
      return engine;
    }
    return { reasoning, source: 'ai' };
  } catch (error) {
    logger.warn('commission reasoning: model failed, using the engine reasoning', { error: error instanceof Error ? error.message : String(error) });
    return engine;
  }
}
