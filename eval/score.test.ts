import { describe, expect, it } from 'vitest';
import { TYPED_PITCHES } from './pitches.ts';
import { toRecognitionStyle } from './recognition.ts';
import { runEval } from './run-eval.ts';
import { agreementPercent, compareCall, isEcho, isVerbatim, placeholdersIn, suggestedLines } from './score.ts';
import { CALLS } from './calls.ts';
import { fillerBandOf, paceBandOf, pitchIssueOfKind, talkBandOf } from './taxonomy.ts';
import type { SalesCallReport } from '../src/shared/reports.ts';

describe('scoring against the labels', () => {
  it('counts a label the engine disagrees with as a miss, and only that one', () => {
    const sample = TYPED_PITCHES.find((s) => s.id === 'p02-lagos-fleet-tracking')!;
    const asLabelled = runEval({ typed: [sample], spoken: [], calls: [] });
    const flipped = { ...sample, labels: { ...sample.labels, structure: { ...sample.labels.structure, ask: !sample.labels.structure.ask } } };
    const disagreeing = runEval({ typed: [flipped], spoken: [], calls: [] });

    const askMisses = (r: typeof asLabelled) => r.misses.filter((m) => m.sample === sample.id && m.dimension === 'ask');
    expect(askMisses(disagreeing)).toHaveLength(askMisses(asLabelled).length === 0 ? 1 : 0);
    expect(disagreeing.figures.pitchTyped).not.toBe(asLabelled.figures.pitchTyped);
  });

  it('reads tone as named or not, and discovery from the absence of a discovery fix', () => {
    const sample = CALLS.find((c) => c.labels.tone === 'rude')!;
    const report = { objectionHandled: false, nextStepSecured: false, outcome: 'not_reached', metrics: { talkRatio: 50 } } as SalesCallReport;
    const named = compareCall(sample.id, sample.labels, { report, improvementKinds: ['pushy', 'discovery'] });
    const silent = compareCall(sample.id, sample.labels, { report, improvementKinds: ['objection'] });

    expect(named.dimensions.find((c) => c.dimension === 'tone')?.agrees).toBe(true);
    expect(named.firstFix).toMatchObject({ label: 'tone', engine: 'tone', agrees: true });
    expect(silent.dimensions.find((c) => c.dimension === 'tone')).toMatchObject({ engine: 'none', agrees: false });
    expect(silent.dimensions.find((c) => c.dimension === 'askedDiscovery')?.engine).toBe('true');
  });

  it('calls an engine that offers nothing a miss, even on a strong pitch', () => {
    expect(pitchIssueOfKind(undefined)).toBe('nothing');
    expect(pitchIssueOfKind('polish')).toBe('none');
    expect(pitchIssueOfKind('noAsk')).toBe('noAsk');
  });

  it('gives agreement in percent with one decimal', () => {
    const c = (agrees: boolean) => ({ sample: 's', dimension: 'd', label: 'a', engine: 'b', agrees });
    expect(agreementPercent([c(true), c(true), c(false)])).toBe(66.7);
    expect(agreementPercent([])).toBe(100);
  });

  it('puts the bands where the app puts them', () => {
    expect([99, 100, 139, 140, 160, 161, 165, 166].map(paceBandOf)).toEqual(['slow', 'good', 'good', 'persuasive', 'persuasive', 'good', 'good', 'fast']);
    expect([1.9, 2, 3.9, 4].map(fillerBandOf)).toEqual(['low', 'some', 'some', 'high']);
    expect([24.9, 25, 65, 65.1].map(talkBandOf)).toEqual(['low', 'balanced', 'balanced', 'high']);
  });
});

describe('suggested lines', () => {
  const said = ['I think maybe our product could possibly help farmers a bit. We have 30 farmers, um, trying it in Nakuru.'];

  it('flags the speaker’s sentence given back unchanged, re-cased or trimmed', () => {
    expect(isEcho('I think maybe our product could possibly help farmers a bit.', said)).toBe(true);
    expect(isEcho('Our product could possibly help farmers a bit!', said)).toBe(true);
    expect(isEcho('our product could possibly help farmers. We have 30 farmers', said)).toBe(true);
  });

  it('does not flag a real rewrite, a line with a sentence of its own, or a short line', () => {
    expect(isEcho('Thirty Nakuru farmers sell through us and earn more per bag.', said)).toBe(false);
    expect(isEcho('We have 30 farmers trying it in Nakuru.', said)).toBe(false); // the filler is gone
    expect(isEcho('Our product could possibly help farmers a bit. Can we meet on Tuesday at 10?', said)).toBe(false);
    expect(isEcho('Help farmers', said)).toBe(false);
  });

  it('finds placeholders and leaves real words alone', () => {
    expect(placeholdersIn('It saves [X hours or $Y] every month.')).toEqual(['[X hours or $Y]', 'X']);
    expect(placeholdersIn('Try our product free for 14 days.')).toEqual(['our product']);
    expect(placeholdersIn('It costs $Y a month for N users.')).toEqual(['$Y']);
    expect(placeholdersIn('FleetEye saved Nairobi X-ray labs 4 hours a week.')).toEqual([]);
  });

  it('takes the quoted lines to say, not the quoted references to what was said', () => {
    expect(suggestedLines('End on one specific request instead: "Can we book 15 minutes this week?"')).toEqual(['Can we book 15 minutes this week?']);
    expect(suggestedLines('Keep it to 60 s. Cut first: "We started with one bakkie."')).toEqual([]);
  });

  it('checks quotes verbatim, allowing the ellipsis that marks a cut', () => {
    expect(isVerbatim('We have 30 farmers, um, trying …', said[0])).toBe(true);
    expect(isVerbatim('We have 30 farmers trying', said[0])).toBe(false);
  });
});

describe('recognition style', () => {
  it('lower-cases, drops punctuation and writes numbers as digits', () => {
    expect(toRecognitionStyle('Every month, the average duka throws away 8,000 shillings (about $62) — 30% of stock!')).toBe(
      'every month the average duka throws away 8000 shillings about 62 dollars 30 percent of stock',
    );
    expect(toRecognitionStyle('Three hundred and forty farmers, twenty-five shops, one in five, 2.5 times.')).toBe('340 farmers 25 shops one in 5 2.5 times');
    expect(toRecognitionStyle("Back-to-school isn't cheap: R$ 49 or ₦50,000.")).toBe("back to school isn't cheap 49 reais or 50000 naira");
  });
});
