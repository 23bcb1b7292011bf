// The shape of a conversation from who spoke when (issue 31): how much the seller talked, for how
// long at a stretch, who talked over whom, how long the seller let the prospect's words land, and
// where nobody spoke. Pure arithmetic on speech spans, so stereo (exact) and mono (estimated) calls
// are measured alike.

import type { CallMetrics, CallSpeaker, SpeechSpan } from '../../../shared/calls.ts';
import { mergeSpans } from './voice-activity.ts';

/** The prospect's talk shorter than this ("mm-hm", "yes") is a backchannel: it does not end the seller's monologue. */
export const BACKCHANNEL_SECONDS = 1;
/** A seller's pause shorter than this does not end the monologue. */
export const MONOLOGUE_PAUSE_SECONDS = 1.5;
/** Both talking at once for this long is an interruption. */
export const INTERRUPTION_OVERLAP_SECONDS = 1;
/** Nobody talking for longer than this is a long silence. */
export const LONG_SILENCE_SECONDS = 3;

export type ConversationMetrics = Pick<
  CallMetrics,
  'talkRatio' | 'talkSeconds' | 'longestMonologueSeconds' | 'interruptions' | 'patienceSeconds' | 'longSilences'
>;

export function measureConversation(spans: Record<CallSpeaker, SpeechSpan[]>, durationSeconds: number): ConversationMetrics {
  const seller = normalise(spans.seller, durationSeconds);
  const prospect = normalise(spans.prospect, durationSeconds);
  const talkSeconds = { seller: total(seller), prospect: total(prospect) };
  const talk = talkSeconds.seller + talkSeconds.prospect;
  return {
    talkRatio: talk > 0 ? round(talkSeconds.seller / talk, 3) : 0,
    talkSeconds: { seller: round(talkSeconds.seller, 2), prospect: round(talkSeconds.prospect, 2) },
    longestMonologueSeconds: round(longestMonologue(seller, prospect), 2),
    interruptions: interruptions(seller, prospect),
    patienceSeconds: patience(seller, prospect),
    longSilences: longSilences(seller, prospect),
  };
}

/** Sorted, overlaps joined, clipped to the recording. */
function normalise(spans: SpeechSpan[], durationSeconds: number): SpeechSpan[] {
  const clipped = spans
    .map((span) => ({ start: Math.max(0, span.start), end: Math.min(durationSeconds, span.end) }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);
  return mergeSpans(clipped, 0);
}

const total = (spans: SpeechSpan[]) => spans.reduce((sum, span) => sum + span.end - span.start, 0);
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Wall-clock length of the seller's longest stretch: the seller's spans joined across pauses under
 * MONOLOGUE_PAUSE_SECONDS, and cut where the prospect starts a turn of BACKCHANNEL_SECONDS or more
 * (the stretch ends there; a new one can start once that turn is over).
 */
function longestMonologue(seller: SpeechSpan[], prospect: SpeechSpan[]): number {
  const turns = prospect.filter((span) => span.end - span.start >= BACKCHANNEL_SECONDS);
  // The seller's talk with the prospect's turns taken out of it.
  const pieces: SpeechSpan[] = [];
  for (const span of seller) {
    let rest: SpeechSpan | null = { ...span };
    for (const turn of turns) {
      if (!rest || turn.start >= rest.end) break;
      if (turn.end <= rest.start) continue;
      if (turn.start > rest.start) pieces.push({ start: rest.start, end: turn.start });
      rest = turn.end < rest.end ? { start: turn.end, end: rest.end } : null;
    }
    if (rest) pieces.push(rest);
  }
  let longest = 0;
  let current: SpeechSpan | null = null;
  for (const piece of pieces) {
    const turnBetween = current !== null && turns.some((turn) => turn.start < piece.start && turn.end > current!.end - 1e-9);
    if (current && !turnBetween && piece.start - current.end < MONOLOGUE_PAUSE_SECONDS) current.end = piece.end;
    else current = { ...piece };
    longest = Math.max(longest, current.end - current.start);
  }
  return longest;
}

/**
 * Overlaps of INTERRUPTION_OVERLAP_SECONDS or more, one per pair of turns (a side's talk joined across
 * pauses under MONOLOGUE_PAUSE_SECONDS), counted for the side whose turn started later: it began to
 * speak while the other was speaking. Only time both actually spoke counts towards the overlap.
 */
function interruptions(seller: SpeechSpan[], prospect: SpeechSpan[]): Record<CallSpeaker, number> {
  const counts = { seller: 0, prospect: 0 };
  const sellerTurns = mergeSpans(seller, MONOLOGUE_PAUSE_SECONDS);
  const prospectTurns = mergeSpans(prospect, MONOLOGUE_PAUSE_SECONDS);
  for (const a of sellerTurns) {
    for (const b of prospectTurns) {
      if (b.start >= a.end || b.end <= a.start || a.start === b.start) continue;
      const window = { start: Math.max(a.start, b.start), end: Math.min(a.end, b.end) };
      const overlap = total(intersect(within(seller, window), within(prospect, window)));
      if (overlap >= INTERRUPTION_OVERLAP_SECONDS - 1e-9) counts[b.start > a.start ? 'prospect' : 'seller']++;
    }
  }
  return counts;
}

/**
 * Mean seconds from the end of a prospect's turn to the seller's next start. A turn counts when it
 * ends while the seller is silent and the seller speaks before the prospect does again (else the
 * prospect was only pausing); talking over the prospect is counted as an interruption, not here.
 */
function patience(seller: SpeechSpan[], prospect: SpeechSpan[]): number | null {
  const gaps: number[] = [];
  prospect.forEach((turn, i) => {
    if (seller.some((span) => span.start < turn.end && span.end > turn.end)) return;
    const answer = seller.find((span) => span.start >= turn.end);
    const next = prospect[i + 1];
    if (!answer || (next && next.start < answer.start)) return;
    gaps.push(answer.start - turn.end);
  });
  return gaps.length > 0 ? round(gaps.reduce((a, b) => a + b, 0) / gaps.length, 2) : null;
}

/** Gaps of more than LONG_SILENCE_SECONDS in everyone's talk, between the first and the last words. */
function longSilences(seller: SpeechSpan[], prospect: SpeechSpan[]): number {
  const everyone = mergeSpans(
    [...seller, ...prospect].sort((a, b) => a.start - b.start),
    0,
  );
  let count = 0;
  for (let i = 1; i < everyone.length; i++) if (everyone[i]!.start - everyone[i - 1]!.end > LONG_SILENCE_SECONDS) count++;
  return count;
}

function within(spans: SpeechSpan[], window: SpeechSpan): SpeechSpan[] {
  return spans
    .filter((span) => span.end > window.start && span.start < window.end)
    .map((span) => ({ start: Math.max(span.start, window.start), end: Math.min(span.end, window.end) }));
}

function intersect(a: SpeechSpan[], b: SpeechSpan[]): SpeechSpan[] {
  const out: SpeechSpan[] = [];
  for (const x of a) {
    for (const y of b) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (end > start) out.push({ start, end });
    }
  }
  return out;
}
