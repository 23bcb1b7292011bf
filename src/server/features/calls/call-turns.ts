import type { CallSpeaker, CallTurn, SpeechSpan } from '../../../shared/calls.ts';
import type { TimedText } from '../../ai/provider.ts';

// A real call's turns (issue 31): each side's speech, heard on its channel or told apart by voice,
// joined into turns, and the words recognised for that side put into the turn they were said in.

/** A side's pause shorter than this, with nobody else speaking, does not end its turn. */
const TURN_PAUSE_SECONDS = 1.5;

export interface TurnSpan extends SpeechSpan {
  speaker: CallSpeaker;
}

/**
 * Both sides' turns in the order they began: a side's spans joined across its pauses under 1.5 s
 * unless the other side began speaking in that pause (then the reply starts a new turn).
 */
export function callTurns(spans: Record<CallSpeaker, SpeechSpan[]>): TurnSpan[] {
  const turns: TurnSpan[] = [];
  for (const speaker of ['seller', 'prospect'] as const) {
    const other = spans[speaker === 'seller' ? 'prospect' : 'seller'];
    let current: TurnSpan | null = null;
    for (const span of [...spans[speaker]].sort((a, b) => a.start - b.start)) {
      const gapHasReply = current !== null && other.some((o) => o.start >= current!.end && o.start < span.start);
      if (current && span.start - current.end < TURN_PAUSE_SECONDS && !gapHasReply) current.end = Math.max(current.end, span.end);
      else {
        current = { speaker, start: span.start, end: span.end };
        turns.push(current);
      }
    }
  }
  return turns.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The turns of `speaker` as spans, for the recogniser (it hears only these). */
export function turnsOf(turns: TurnSpan[], speaker: CallSpeaker): SpeechSpan[] {
  return turns.filter((t) => t.speaker === speaker).map(({ start, end }) => ({ start, end }));
}

/**
 * The transcript: each recognised part goes into the turn of its side that holds its middle (or the
 * nearest one); turns in which nothing was recognised are left out of the words but not of the metrics.
 */
export function transcribedTurns(turns: TurnSpan[], parts: Record<CallSpeaker, TimedText[]>): CallTurn[] {
  const texts = turns.map(() => [] as string[]);
  for (const speaker of ['seller', 'prospect'] as const) {
    const indexes = turns.flatMap((turn, index) => (turn.speaker === speaker ? [index] : []));
    if (indexes.length === 0) continue;
    for (const part of [...parts[speaker]].sort((a, b) => a.start - b.start)) {
      const middle = (part.start + part.end) / 2;
      let best = indexes[0]!;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (const index of indexes) {
        const turn = turns[index]!;
        const distance = middle < turn.start ? turn.start - middle : middle > turn.end ? middle - turn.end : 0;
        if (distance < bestDistance) {
          best = index;
          bestDistance = distance;
        }
      }
      texts[best]!.push(part.text);
    }
  }
  return turns
    .map((turn, index) => ({
      speaker: turn.speaker,
      startSeconds: round1(turn.start),
      endSeconds: round1(turn.end),
      text: texts[index]!.join(' ').replace(/\s+/g, ' ').trim(),
    }))
    .filter((turn) => turn.text.length > 0);
}

const round1 = (value: number) => Math.round(value * 10) / 10;
