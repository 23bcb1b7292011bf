import { describe, expect, it } from 'vitest';
import type { CallTurn } from '../../../shared/calls.ts';
import { LocalProvider } from '../../ai/local/local-provider.ts';
import { callObjections, coachCall, mainObjection, questionsBySide, quoteTime } from './call-coaching.ts';

const SETUP = { product: 'solar lamps', scenario: 'B2C Consumer', goal: 'Close the Sale', difficulty: 'Medium (Skeptical Buyer)' } as const;
const ai = new LocalProvider({ speechEngine: null });

const turn = (speaker: CallTurn['speaker'], startSeconds: number, text: string): CallTurn => ({ speaker, startSeconds, endSeconds: startSeconds + 3, text });

const CALL: CallTurn[] = [
  turn('seller', 0, 'hello mama this is amina from sunrise solar how are you lighting the shop at night today'),
  turn('prospect', 6, 'we use paraffin lamps but they smoke a lot'),
  turn('seller', 11, 'how much do you spend on paraffin each week and what happens when it runs out'),
  turn('prospect', 17, 'about five hundred shillings a week but your lamp is too expensive for me'),
  turn(
    'seller',
    24,
    'i understand the price matters what would you need to see the lamp pays for itself in two months because you save five hundred shillings every week',
  ),
  turn('prospect', 33, 'we already buy from another supplier in town'),
  turn('seller', 38, 'shall i bring one lamp on friday so you can try it for a week'),
  turn('prospect', 44, 'yes bring it on friday'),
];

describe('what the words of a real call tell', () => {
  it('counts each side’s questions, even unpunctuated as speech is transcribed', () => {
    expect(questionsBySide(CALL)).toEqual({ seller: 4, prospect: 0 });
  });

  it('finds the objections the customer raised with when, and the one raised most', () => {
    const objections = callObjections(CALL);
    expect(objections.map((o) => [o.atSeconds, o.kind])).toEqual([
      [17, 'Price / Budget'],
      [33, 'Competitor Loyalty'],
    ]);
    expect(objections[0]!.text).toBe('about five hundred shillings a week but your lamp is too expensive for me');
    expect(mainObjection(objections)).toBe('Price / Budget');
    expect(mainObjection([])).toBeNull();
  });

  it('finds when the seller said a quoted line, from its first words', () => {
    expect(quoteTime(CALL, 'Shall I bring one lamp on Friday…')).toBe(38);
    expect(quoteTime(CALL, 'words nobody said')).toBeNull();
  });

  it('judges the call with the rubric, each finding with its time, the handling of the objection raised most', async () => {
    const coached = await coachCall(ai, CALL, SETUP, callObjections(CALL), 'en', null);
    expect(coached.unjudged).toBeNull();
    expect(coached.judgedObjection).toBe('Price / Budget');
    expect(coached.coaching!.overallScore).toBeGreaterThan(40);
    expect(coached.coaching!.overallScore).toBeLessThan(100);
    for (const finding of coached.findings) if (finding.quote) expect(finding.atSeconds).not.toBeNull();
  });

  it('does not judge or coach objection handling when the customer raised none', async () => {
    const calm = CALL.filter((t) => !/expensive|already buy/.test(t.text));
    const coached = await coachCall(ai, calm, SETUP, callObjections(calm), 'en', null);
    expect(coached.judgedObjection).toBeNull();
    expect(coached.coaching!.scores.objectionHandling).toBe(0);
    expect(coached.coaching!.scoreReasons!.objectionHandling).toMatch(/no objection was raised/);
    expect(coached.findings.map((f) => f.issue).join(' ')).not.toMatch(/objection/i);
  });

  it('judges nothing from too few words, or from far more words than the voice holds; says why', async () => {
    const short = [turn('seller', 0, 'hello is that mama'), turn('prospect', 3, 'yes')];
    expect(await coachCall(ai, short, SETUP, [], 'en', null)).toMatchObject({ coaching: null, unjudged: 'tooLittleSpeech' });
    // The recogniser heard about 110 words where the seller's voice held 40.
    expect(await coachCall(ai, CALL, SETUP, callObjections(CALL), 'en', 40)).toMatchObject({ coaching: null, unjudged: 'unclear' });
    // Within a third of what the voice holds: judged.
    expect((await coachCall(ai, CALL, SETUP, callObjections(CALL), 'en', 100)).unjudged).toBeNull();
  });
});
