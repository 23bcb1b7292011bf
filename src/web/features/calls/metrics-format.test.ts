import { describe, expect, it } from 'vitest';
import { estimateExplanation, oneDecimal, talkShares } from './metrics-format.ts';

describe('talkShares', () => {
  it("gives each side's share of talk time in percent, one decimal", () => {
    expect(talkShares({ talkRatio: 0.625, talkSeconds: { seller: 50, prospect: 30 } })).toEqual({ seller: 62.5, prospect: 37.5 });
    expect(talkShares({ talkRatio: 2 / 3, talkSeconds: { seller: 20, prospect: 10 } })).toEqual({ seller: 66.7, prospect: 33.3 });
  });

  it('says nothing when nobody was heard talking', () => {
    expect(talkShares({ talkRatio: 0, talkSeconds: { seller: 0, prospect: 0 } })).toEqual({ seller: null, prospect: null });
  });

  it('gives the whole share to the one voice of a voice note', () => {
    expect(talkShares({ talkRatio: 1, talkSeconds: { seller: 42, prospect: 0 } })).toEqual({ seller: 100, prospect: 0 });
  });
});

describe('oneDecimal', () => {
  it('rounds seconds to one decimal, without a negative zero', () => {
    expect(oneDecimal(12.345)).toBe(12.3);
    expect(oneDecimal(0.04)).toBe(0);
    expect(Object.is(oneDecimal(-0.01), 0)).toBe(true);
  });
});

describe('estimateExplanation', () => {
  it('explains how estimated metrics were made, and nothing for a stereo recording', () => {
    expect(estimateExplanation({ estimated: false })).toBeNull();
    expect(estimateExplanation({ estimated: true, estimatedBy: 'voices' })).toBe('estimate.voices');
    expect(estimateExplanation({ estimated: true, estimatedBy: 'diarized' })).toBe('estimate.diarized');
    expect(estimateExplanation({ estimated: true, estimatedBy: 'one-voice' })).toBe('estimate.oneVoice');
  });
});
