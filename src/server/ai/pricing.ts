import type { AiUsage } from './provider.ts';

/**
 * What a model costs, in US dollars: per million tokens in and out, and per minute of audio for
 * speech-to-text billed by the minute. These are the providers' public LIST PRICES as we last read
 * them, APPROXIMATE (no discounts, cached-input rates, batch rates or currency changes), for the
 * `ai_estimated_cost_usd_total` metric only: an order of magnitude to watch, not an invoice.
 * One table, longest matching prefix wins (so `gpt-4o-mini-2024-07-18` is priced as `gpt-4o-mini`).
 * Models not listed (Ollama, vLLM, a local whisper) count tokens but no cost.
 */
export interface ModelPrice {
  inputPerMillion?: number;
  outputPerMillion?: number;
  audioPerMinute?: number;
}

export const MODEL_PRICES: Record<string, ModelPrice> = {
  'gpt-4o-mini': { inputPerMillion: 0.15, outputPerMillion: 0.6 },
  'gpt-4o': { inputPerMillion: 2.5, outputPerMillion: 10 },
  'gpt-4.1-nano': { inputPerMillion: 0.1, outputPerMillion: 0.4 },
  'gpt-4.1-mini': { inputPerMillion: 0.4, outputPerMillion: 1.6 },
  'gpt-4.1': { inputPerMillion: 2, outputPerMillion: 8 },
  'gpt-5-nano': { inputPerMillion: 0.05, outputPerMillion: 0.4 },
  'gpt-5-mini': { inputPerMillion: 0.25, outputPerMillion: 2 },
  'gpt-5': { inputPerMillion: 1.25, outputPerMillion: 10 },
  // Speech-to-text: token-billed when the API reports tokens (audio in, text out), else per minute.
  'gpt-4o-transcribe': { inputPerMillion: 6, outputPerMillion: 10, audioPerMinute: 0.006 },
  'gpt-4o-mini-transcribe': { inputPerMillion: 3, outputPerMillion: 5, audioPerMinute: 0.003 },
  'whisper-1': { audioPerMinute: 0.006 },
  // Realtime audio tokens; the server never sees a realtime call's usage, so this is for reference.
  'gpt-realtime': { inputPerMillion: 32, outputPerMillion: 64 },
};

const PREFIXES = Object.keys(MODEL_PRICES).sort((a, b) => b.length - a.length);

export function priceOf(model: string | undefined): ModelPrice | undefined {
  if (!model) return undefined;
  const name = model.toLowerCase();
  const prefix = PREFIXES.find((p) => name === p || name.startsWith(`${p}-`));
  return prefix ? MODEL_PRICES[prefix] : undefined;
}

/** Estimated dollars for one call's usage (0 when the model has no list price here). */
export function estimateCostUsd(usage: AiUsage): number {
  const price = priceOf(usage.model);
  if (!price) return 0;
  const hasTokens = (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0) > 0;
  if (hasTokens && (price.inputPerMillion !== undefined || price.outputPerMillion !== undefined)) {
    return ((usage.inputTokens ?? 0) * (price.inputPerMillion ?? 0) + (usage.outputTokens ?? 0) * (price.outputPerMillion ?? 0)) / 1_000_000;
  }
  if (usage.audioSeconds && price.audioPerMinute) return (usage.audioSeconds / 60) * price.audioPerMinute;
  return 0;
}
