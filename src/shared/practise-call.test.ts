import { describe, expect, it } from 'vitest';
import type { CallObjection } from './calls.ts';
import { PRACTICE_OBJECTION_MAX_CHARS, practiceObjectionKind, practiceObjections, practiceSetup } from './practise-call.ts';

const objection = (text: string, kind: CallObjection['kind'] = null, atSeconds = 0): CallObjection => ({ atSeconds, text, kind });

describe('practising a real call', () => {
  it('puts the judged objection first, drops repeats and keeps three', () => {
    const report = {
      judgedObjection: 'Price / Budget' as const,
      objections: [
        objection('we already buy from Baraka', 'Competitor Loyalty', 5),
        objection('that fee is what worries me', 'Price / Budget', 20),
        objection('That fee is what worries me ', 'Price / Budget', 30),
        objection('call me next month', 'Timing / No Urgency', 40),
        objection('is it any good', 'Value / Skepticism', 50),
      ],
    };
    expect(practiceObjections(report)).toEqual(['that fee is what worries me', 'we already buy from Baraka', 'call me next month']);
  });

  it('clips a long turn at a word', () => {
    const [clipped] = practiceObjections({ judgedObjection: null, objections: [objection('too expensive '.repeat(30))] });
    expect(clipped!.length).toBeLessThanOrEqual(PRACTICE_OBJECTION_MAX_CHARS + 1);
    expect(clipped).toMatch(/…$/);
    // Whole words only.
    expect(new Set(clipped!.slice(0, -1).split(' '))).toEqual(new Set(['too', 'expensive']));
  });

  it('practises the judged kind, else the first kind heard, else value', () => {
    expect(practiceObjectionKind({ judgedObjection: 'Timing / No Urgency', objections: [] })).toBe('Timing / No Urgency');
    expect(practiceObjectionKind({ judgedObjection: null, objections: [objection('hmm'), objection('we use Baraka', 'Competitor Loyalty')] })).toBe(
      'Competitor Loyalty',
    );
    expect(practiceObjectionKind({ judgedObjection: null, objections: [] })).toBe('Value / Skepticism');
    const setup = { product: 'Card readers', scenario: 'B2B Customer', goal: 'Close the Sale', difficulty: 'Easy (Warm Lead)' } as const;
    expect(practiceSetup(setup, { judgedObjection: null, objections: [] })).toEqual({ ...setup, objection: 'Value / Skepticism' });
  });
});
