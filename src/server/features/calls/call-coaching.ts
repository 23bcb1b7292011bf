import type { Locale } from '../../../shared/i18n/locales.ts';
import { SALES_OBJECTIONS, type SalesCallReport, type SalesObjection, type TranscriptTurn } from '../../../shared/reports.ts';
import type { CallFinding, CallObjection, CallSetup, CallSpeaker, CallTurn } from '../../../shared/calls.ts';
import type { AiProvider, AiUsage } from '../../ai/provider.ts';
import { findQuestions, raisesObjection } from '../../ai/analysis/sales-signals.ts';
import { countWords } from '../../ai/analysis/text.ts';
import { GARBLED_WORD_RATIO } from '../../ai/analysis/pitch-measure.ts';

// What the words of a real call tell (issue 31): the questions each side asked, the objections the
// prospect raised and when, and the Sales Coach's rubric applied to the call, each coaching point
// with its time in the recording.

/** Fewer of the seller's words than this, recognised, are too few to judge the selling on. */
export const MIN_SELLER_WORDS = 25;
const OBJECTION_TEXT_MAX = 200;

export function questionsBySide(transcript: CallTurn[]): Record<CallSpeaker, number> {
  const counts = { seller: 0, prospect: 0 };
  for (const turn of transcript) {
    const found = findQuestions(turn.text);
    counts[turn.speaker] += found.open + found.closed;
  }
  return counts;
}

/** The prospect's turns that raise an objection, with when; the kind the rubric knows when it is one. */
export function callObjections(transcript: CallTurn[]): CallObjection[] {
  return transcript.flatMap((turn) => {
    if (turn.speaker !== 'prospect') return [];
    const kind = SALES_OBJECTIONS.find((objection) => raisesObjection(turn.text, objection));
    if (!kind) return [];
    const text = turn.text.length > OBJECTION_TEXT_MAX ? `${turn.text.slice(0, OBJECTION_TEXT_MAX - 1).trimEnd()}…` : turn.text;
    return [{ atSeconds: turn.startSeconds, text, kind }];
  });
}

/** The objection raised most often (the first of equals): the one whose handling is judged. */
export function mainObjection(objections: CallObjection[]): SalesObjection | null {
  const counts = new Map<SalesObjection, number>();
  for (const { kind } of objections) if (kind) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  let best: SalesObjection | null = null;
  for (const [kind, count] of counts) if (best === null || count > counts.get(best)!) best = kind;
  return best;
}

const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** When the seller said `quote` (its first words, found in one of their turns), or null. */
export function quoteTime(transcript: CallTurn[], quote: string): number | null {
  const words = normalized(quote.replace(/…$/, '')).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  for (let take = Math.min(words.length, 6); take >= 2; take--) {
    const head = words.slice(0, take).join(' ');
    const turn = transcript.find((t) => t.speaker === 'seller' && normalized(t.text).includes(head));
    if (turn) return turn.startSeconds;
  }
  return null;
}

export interface CallCoaching {
  coaching: SalesCallReport | null;
  findings: CallFinding[];
  judgedObjection: SalesObjection | null;
  /** Why the words were not judged: too few of the seller's were understood, far more or fewer words than the sound holds, or a language the rubric does not read. */
  unjudged: 'tooLittleSpeech' | 'unclear' | 'language' | null;
  usage?: AiUsage;
}

/**
 * The Sales Coach's rubric on the call, judging the handling of the objection raised most (when none
 * was raised, handling is not judged). Too few of the seller's words recognised: nothing is judged.
 */
export async function coachCall(
  ai: AiProvider,
  transcript: CallTurn[],
  setup: CallSetup,
  objections: CallObjection[],
  language: Locale,
  /** Words the seller's sound holds (from its syllables), when measured: the check on the recogniser. */
  soundWords: number | null,
): Promise<CallCoaching> {
  const sellerWords = transcript.filter((t) => t.speaker === 'seller').reduce((sum, t) => sum + countWords(t.text), 0);
  const judgedObjection = mainObjection(objections);
  if (sellerWords < MIN_SELLER_WORDS) return { coaching: null, findings: [], judgedObjection, unjudged: 'tooLittleSpeech' };
  // As in the Pitch Lab: far more or fewer words than the sound holds means words were invented or lost.
  if (soundWords !== null && soundWords > 0) {
    const ratio = sellerWords / soundWords;
    if (ratio > GARBLED_WORD_RATIO || ratio < 1 / GARBLED_WORD_RATIO) return { coaching: null, findings: [], judgedObjection, unjudged: 'unclear' };
  }
  const turns: TranscriptTurn[] = transcript.map((t) => ({ role: t.speaker === 'seller' ? 'user' : 'prospect', text: t.text }));
  // With no objection heard there was none to handle: the rubric leaves handling out (its setup needs one).
  const { report, usage } = await ai.analyzeSalesCall(turns, { ...setup, objection: judgedObjection ?? 'Value / Skepticism' }, language, {
    objectionRaised: judgedObjection !== null,
  });
  const findings = report.improvements.map((improvement) => ({ ...improvement, atSeconds: quoteTime(transcript, improvement.quote) }));
  return { coaching: report, findings, judgedObjection, unjudged: report.metrics.limited ? 'language' : null, usage };
}
