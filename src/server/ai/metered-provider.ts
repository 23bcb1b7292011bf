import type { AiProvider, AiUsage } from './provider.ts';
import { AiProviderError, SpeechToTextUnavailableError } from './provider.ts';
import { estimateCostUsd } from './pricing.ts';
import { aiAudioSeconds, aiCallDuration, aiCalls, aiEstimatedCost, aiTokens } from '../lib/app-metrics.ts';

/** Records one call's outcome, duration and usage (tokens, audio seconds, estimated cost). */
export function recordAiCall(provider: string, operation: string, outcome: string, seconds: number, usage?: AiUsage) {
  aiCalls.inc({ provider, operation, outcome });
  aiCallDuration.observe({ provider, operation }, seconds);
  if (!usage) return;
  const model = usage.model ?? 'unknown';
  if (usage.inputTokens) aiTokens.inc({ provider, model, kind: 'input' }, usage.inputTokens);
  if (usage.outputTokens) aiTokens.inc({ provider, model, kind: 'output' }, usage.outputTokens);
  if (usage.audioSeconds) aiAudioSeconds.inc({ provider, model }, usage.audioSeconds);
  const cost = estimateCostUsd(usage);
  if (cost > 0) aiEstimatedCost.inc({ provider, model }, cost);
}

function failureOutcome(error: unknown) {
  if (error instanceof SpeechToTextUnavailableError) return 'unavailable';
  if (error instanceof AiProviderError) return error.reason;
  return 'error';
}

/**
 * The one seam every AI call passes through (deps.ai): wraps a provider so each call is
 * counted in /metrics with what the provider reported using. The provider itself is unchanged.
 */
export function meterAiProvider(inner: AiProvider): AiProvider {
  async function timed<T>(
    operation: string,
    call: () => Promise<T>,
    usageOf: (result: T) => AiUsage | undefined,
    outcomeOf: (result: T) => string = () => 'ok',
  ): Promise<T> {
    const started = performance.now();
    try {
      const result = await call();
      recordAiCall(inner.name, operation, outcomeOf(result), (performance.now() - started) / 1000, usageOf(result));
      return result;
    } catch (error) {
      recordAiCall(inner.name, operation, failureOutcome(error), (performance.now() - started) / 1000);
      throw error;
    }
  }
  return {
    get name() {
      return inner.name;
    },
    get capabilities() {
      return inner.capabilities;
    },
    // Counted from the last byte to the transcript: the wait a person has after Stop.
    openSpeechStream: inner.openSpeechStream
      ? (input) => {
          const stream = inner.openSpeechStream!(input);
          return {
            write: (bytes) => stream.write(bytes),
            abort: () => stream.abort(),
            end: () =>
              timed(
                'transcribe_stream',
                () => stream.end(),
                (r) => r.usage,
              ),
          };
        }
      : undefined,
    transcribeTimed: inner.transcribeTimed
      ? (input) =>
          timed(
            'transcribe_timed',
            () => inner.transcribeTimed!(input),
            (r) => r.usage,
          )
      : undefined,
    transcribe: (audio) =>
      timed(
        'transcribe',
        () => inner.transcribe(audio),
        (r) => r.usage,
      ),
    analyzePitch: (transcript, durationSeconds, language, speech) =>
      timed(
        'analyze_pitch',
        () => inner.analyzePitch(transcript, durationSeconds, language, speech),
        (r) => r.usage,
      ),
    analyzeSalesCall: (turns, setup, language, options) =>
      timed(
        'analyze_sales_call',
        () => inner.analyzeSalesCall(turns, setup, language, options),
        (r) => r.usage,
      ),
    prospectReply: (history, setup, language, context) =>
      timed(
        'prospect_reply',
        () => inner.prospectReply(history, setup, language, context),
        (r) => r.usage,
      ),
    // The call's audio flows between the browser and the provider: its usage is not seen here.
    startRealtimeCall: (setup, offerSdp, language, context) =>
      timed(
        'realtime_call',
        () => inner.startRealtimeCall(setup, offerSdp, language, context),
        () => undefined,
      ),
    // null = the rules engine's own reasoning stands (provider failed or has nothing to add).
    enrichCommissionReasoning: (summary, language) =>
      timed(
        'commission_reasoning',
        () => inner.enrichCommissionReasoning(summary, language),
        () => undefined,
        (r) => (r === null ? 'fallback' : 'ok'),
      ),
  };
}
