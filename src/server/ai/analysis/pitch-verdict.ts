// The report's first sentence: what a coach says before any number. The best thing heard, then
// the one fix that matters most, both from the findings the report lists below it.

import type { Kind, StrengthKind } from './pitch-kinds.ts';
import type { PitchId, Voice } from './pitch-voice.ts';

// Strengths worth naming in a verdict; a pace or sentence length is a detail, not a verdict.
const STRENGTH_IDS: Partial<Record<StrengthKind, PitchId>> = {
  complete: 'verdict.strength.complete',
  opening: 'verdict.strength.opening',
  ask: 'verdict.strength.ask',
  proof: 'verdict.strength.proof',
  clean: 'verdict.strength.clean',
};

const FIX_IDS: Record<Exclude<Kind, 'polish' | 'pace'>, PitchId> = {
  tooShort: 'verdict.fix.tooShort',
  rude: 'verdict.fix.rude',
  noAsk: 'verdict.fix.noAsk',
  overTime: 'verdict.fix.overTime',
  fillers: 'verdict.fix.fillers',
  noHook: 'verdict.fix.noHook',
  noSolution: 'verdict.fix.noSolution',
  noProof: 'verdict.fix.noProof',
  vagueAsk: 'verdict.fix.vagueAsk',
  rambling: 'verdict.fix.rambling',
  noProblem: 'verdict.fix.noProblem',
  hedges: 'verdict.fix.hedges',
  thin: 'verdict.fix.thin',
};

/** One sentence: "A clear, specific ask, but nothing tells the listener why they need it: name the problem first." */
export function verdict(
  v: Voice,
  strength: StrengthKind | undefined,
  fix: Kind | undefined,
  facts: { over: number; fast: boolean; words: number; filler: string },
): string {
  const { t, num, say } = v;
  const strengthId = strength ? STRENGTH_IDS[strength] : undefined;
  const strong = strengthId ? t(strengthId) : undefined;
  if (fix === undefined || fix === 'polish') return strong ? t('verdict.polish', { strength: strong }) : t('verdict.polishOnly');
  const fixText =
    fix === 'pace'
      ? t(facts.fast ? 'verdict.fix.paceFast' : 'verdict.fix.paceSlow')
      : say(FIX_IDS[fix], { filler: facts.filler }, { over: num(facts.over), words: num(facts.words) });
  // A short pitch is judged on too little to praise any part of it.
  return strong && fix !== 'tooShort' ? t('verdict.both', { strength: strong, fix: fixText }) : t('verdict.fixOnly', { fix: fixText });
}
