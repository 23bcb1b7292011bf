import type { CallEstimate, CallMetrics, CallSpeaker } from '@shared/calls';

// The conversation metrics as the report shows them: shares of talk time in percent, seconds with
// one decimal. Pure, so the numbers a seller reads are tested apart from the page.

/** Each side's share of all talk time, in percent (null when nobody was heard talking). */
export function talkShares(metrics: Pick<CallMetrics, 'talkRatio' | 'talkSeconds'>): Record<CallSpeaker, number | null> {
  const total = metrics.talkSeconds.seller + metrics.talkSeconds.prospect;
  if (!(total > 0)) return { seller: null, prospect: null };
  const seller = Math.min(100, Math.max(0, metrics.talkRatio * 100));
  return { seller: oneDecimal(seller), prospect: oneDecimal(100 - seller) };
}

/** Seconds (or syllables per second) as read aloud: one decimal, never "-0". */
export function oneDecimal(value: number): number {
  const rounded = Math.round(value * 10) / 10;
  return rounded === 0 ? 0 : rounded;
}

/** How an estimate was made, as the `calls` catalog explains it. */
export const ESTIMATE_EXPLANATIONS = {
  voices: 'estimate.voices',
  diarized: 'estimate.diarized',
  'one-voice': 'estimate.oneVoice',
} as const satisfies Record<CallEstimate, string>;

/** The explanation for estimated metrics, or null when they were measured on separate channels. */
export function estimateExplanation(metrics: Pick<CallMetrics, 'estimated' | 'estimatedBy'>) {
  if (!metrics.estimated) return null;
  return ESTIMATE_EXPLANATIONS[metrics.estimatedBy ?? 'voices'];
}
