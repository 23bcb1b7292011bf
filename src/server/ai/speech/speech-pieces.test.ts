import { describe, expect, it } from 'vitest';
import { groupSpans, spliceSpans, SPLICE_GAP_SECONDS } from './speech-pieces.ts';

describe('groupSpans', () => {
  const spans = [
    { start: 1, end: 11 },
    { start: 12, end: 22 },
    { start: 30, end: 40 },
    { start: 41, end: 51 },
  ];

  it('shares the speech out in consecutive groups', () => {
    expect(groupSpans(spans, { count: 2, maxSpeechSeconds: 600 })).toEqual([spans.slice(0, 2), spans.slice(2)]);
  });

  it('makes more groups when one would hold too much speech, never more than there are spans', () => {
    expect(groupSpans(spans, { count: 1, maxSpeechSeconds: 10 })).toHaveLength(4);
    expect(groupSpans(spans.slice(0, 1), { count: 2, maxSpeechSeconds: 1 })).toHaveLength(1);
  });

  it('gives every group a span even when the first span holds most of the speech', () => {
    const groups = groupSpans(
      [
        { start: 0, end: 100 },
        { start: 101, end: 102 },
        { start: 103, end: 104 },
      ],
      { count: 3, maxSpeechSeconds: 600 },
    );
    expect(groups.map((g) => g.length)).toEqual([1, 1, 1]);
  });

  it('has nothing to group without speech', () => {
    expect(groupSpans([], { count: 2, maxSpeechSeconds: 60 })).toEqual([]);
  });
});

describe('spliceSpans', () => {
  it('keeps only the spans, with a silence between, and maps times back to the recording', () => {
    const rate = 100;
    const samples = Int16Array.from({ length: 1000 }, (_, i) => i);
    const spliced = spliceSpans(samples, rate, [
      { start: 1, end: 2 },
      { start: 5, end: 5.5 },
    ]);
    const gap = SPLICE_GAP_SECONDS * rate;
    expect(spliced.samples.length).toBe(100 + gap + 50 + gap);
    expect(spliced.samples[0]).toBe(100);
    expect(spliced.samples[100]).toBe(0);
    expect(spliced.samples[100 + gap]).toBe(500);
    expect(spliced.toRecording(0.5)).toBeCloseTo(1.5);
    expect(spliced.toRecording(1 + SPLICE_GAP_SECONDS + 0.25)).toBeCloseTo(5.25);
    // In the silence after a span: its end.
    expect(spliced.toRecording(1.2)).toBeCloseTo(2);
  });
});
