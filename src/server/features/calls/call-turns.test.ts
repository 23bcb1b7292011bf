import { describe, expect, it } from 'vitest';
import { callTurns, transcribedTurns, turnsOf } from './call-turns.ts';

describe('callTurns', () => {
  it("joins a side's short pauses into one turn, but not across the other side's reply", () => {
    const turns = callTurns({
      seller: [
        { start: 0, end: 4 },
        { start: 5, end: 9 }, // 1 s pause: same turn
        { start: 12, end: 14 }, // after the prospect spoke: a new turn, although the pause is short
        { start: 20, end: 22 }, // 6 s pause: a new turn
      ],
      prospect: [{ start: 9.5, end: 11.5 }],
    });
    expect(turns).toEqual([
      { speaker: 'seller', start: 0, end: 9 },
      { speaker: 'prospect', start: 9.5, end: 11.5 },
      { speaker: 'seller', start: 12, end: 14 },
      { speaker: 'seller', start: 20, end: 22 },
    ]);
    expect(turnsOf(turns, 'prospect')).toEqual([{ start: 9.5, end: 11.5 }]);
  });
});

describe('transcribedTurns', () => {
  it('puts each recognised word into the turn of its side that holds it, and drops turns with no words', () => {
    const turns = callTurns({
      seller: [
        { start: 0, end: 3 },
        { start: 10, end: 12 },
      ],
      prospect: [
        { start: 4, end: 8 },
        { start: 13, end: 14 },
      ],
    });
    const transcript = transcribedTurns(turns, {
      seller: [
        { text: 'hello', start: 0.2, end: 0.6 },
        { text: 'there', start: 0.7, end: 1 },
        { text: 'deal', start: 12.1, end: 12.4 }, // just past its turn's end: the nearest turn
      ],
      prospect: [{ text: 'expensive', start: 5, end: 5.8 }],
    });
    expect(transcript).toEqual([
      { speaker: 'seller', startSeconds: 0, endSeconds: 3, text: 'hello there' },
      { speaker: 'prospect', startSeconds: 4, endSeconds: 8, text: 'expensive' },
      { speaker: 'seller', startSeconds: 10, endSeconds: 12, text: 'deal' },
    ]);
  });
});
