import { describe, expect, it } from 'vitest';
import type { SpeechSpan } from '../../../shared/calls.ts';
import { measureConversation } from './conversation-metrics.ts';

const s = (start: number, end: number): SpeechSpan => ({ start, end });
const measure = (seller: SpeechSpan[], prospect: SpeechSpan[], duration = 120) => measureConversation({ seller, prospect }, duration);

describe('measureConversation', () => {
  it('measures an empty call as nothing said', () => {
    expect(measure([], [])).toEqual({
      talkRatio: 0,
      talkSeconds: { seller: 0, prospect: 0 },
      longestMonologueSeconds: 0,
      interruptions: { seller: 0, prospect: 0 },
      patienceSeconds: null,
      longSilences: 0,
    });
  });

  it('gives the seller’s share of all talk, overlapping spans counted once per side', () => {
    const metrics = measure([s(0, 10), s(5, 15), s(30, 40)], [s(16, 26)]);
    expect(metrics.talkSeconds).toEqual({ seller: 25, prospect: 10 });
    expect(metrics.talkRatio).toBeCloseTo(25 / 35, 3);
  });

  it('is all the seller’s in a voice note', () => {
    expect(measure([s(1, 20)], []).talkRatio).toBe(1);
  });

  it('clips spans to the recording', () => {
    expect(measure([s(-1, 5), s(8, 14)], [], 10).talkSeconds.seller).toBe(7);
  });

  describe('longest monologue', () => {
    it('is not ended by a backchannel of 0.9 s, but by a turn of 1.1 s', () => {
      expect(measure([s(0, 10), s(10.5, 20)], [s(10, 10.9)]).longestMonologueSeconds).toBe(20);
      expect(measure([s(0, 10), s(11.6, 20)], [s(10.2, 11.3)]).longestMonologueSeconds).toBe(10);
    });

    it('is ended by a turn spoken over the seller, who starts a new stretch after it', () => {
      expect(measure([s(0, 20)], [s(8, 9.5)]).longestMonologueSeconds).toBe(10.5);
      expect(measure([s(0, 20)], [s(8, 8.6)]).longestMonologueSeconds).toBe(20);
    });

    it('spans the seller’s pauses of 1.4 s, not of 1.6 s', () => {
      expect(measure([s(0, 5), s(6.4, 10)], []).longestMonologueSeconds).toBe(10);
      expect(measure([s(0, 5), s(6.6, 10)], []).longestMonologueSeconds).toBe(5);
    });
  });

  describe('interruptions', () => {
    it('counts an overlap of 1.1 s, not of 0.9 s, for the side that started speaking', () => {
      expect(measure([s(0, 10)], [s(9.1, 15)]).interruptions).toEqual({ seller: 0, prospect: 0 });
      expect(measure([s(0, 10)], [s(8.9, 15)]).interruptions).toEqual({ seller: 0, prospect: 1 });
      expect(measure([s(5, 12)], [s(0, 6.1)]).interruptions).toEqual({ seller: 1, prospect: 0 });
    });

    it('counts a turn talked over once, even across the interrupted side’s short pauses', () => {
      expect(measure([s(0, 5), s(5.3, 10)], [s(4, 8)]).interruptions).toEqual({ seller: 0, prospect: 1 });
    });

    it('counts only time both spoke towards the overlap', () => {
      // The seller pauses 1.2 s inside the prospect's turn: 0.5 + 0.4 s of real overlap.
      expect(measure([s(0, 5.5), s(6.7, 7.1)], [s(5, 10)]).interruptions).toEqual({ seller: 0, prospect: 0 });
    });

    it('counts each side in a talk-over-talk exchange', () => {
      expect(measure([s(0, 10), s(20, 30)], [s(8, 22)]).interruptions).toEqual({ seller: 1, prospect: 1 });
    });
  });

  describe('patience', () => {
    it('is the mean gap from the end of a prospect turn to the seller’s next start', () => {
      expect(measure([s(0, 5), s(11, 15), s(21, 25)], [s(6, 10), s(16, 18)]).patienceSeconds).toBe(2);
    });

    it('ignores the prospect’s own pauses and backchannels under the seller’s talk', () => {
      // The first prospect span is followed by the prospect again; the backchannel ends while the seller talks.
      expect(measure([s(0, 5), s(14, 25)], [s(6, 8), s(9, 12), s(18, 18.5)]).patienceSeconds).toBe(2);
    });

    it('is null when the seller never answers a turn', () => {
      expect(measure([s(0, 10)], [s(12, 20)]).patienceSeconds).toBeNull();
      expect(measure([s(0, 10)], []).patienceSeconds).toBeNull();
    });
  });

  describe('long silences', () => {
    it('counts a silence of 3.1 s, not one of 2.9 s', () => {
      expect(measure([s(0, 5), s(7.9, 10)], []).longSilences).toBe(0);
      expect(measure([s(0, 5), s(8.1, 10)], []).longSilences).toBe(1);
    });

    it('counts nobody speaking, whoever spoke around it, only between the first and the last words', () => {
      expect(measure([s(10, 15)], [s(19, 20), s(20.5, 22)], 60).longSilences).toBe(1);
      expect(measure([s(10, 15)], [s(12, 20)], 60).longSilences).toBe(0);
    });
  });
});
