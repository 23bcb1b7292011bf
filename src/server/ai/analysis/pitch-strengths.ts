// What worked, the next exercise and the verdict line of a pitch report.

import { type Improvement } from '../../../shared/reports.ts';
import { type PitchId, type Voice } from './pitch-voice.ts';
import { verdict } from './pitch-verdict.ts';
import type { Kind, StrengthKind } from './pitch-kinds.ts';
import { truncateWords } from './text.ts';
import { ESTIMATED_WPM, FILLER_RATE, type Findings, MIN_PITCH_WORDS, PACE_DISAGREEMENT, paceReading } from './pitch-measure.ts';
import { paceExercise, paceStrength, paceValues, persuasiveRate } from './pitch-pace.ts';
import { saidWords, topKind } from './pitch-fixes.ts';
import { isFragmentary } from './pitch-scores.ts';
import { SAYINGS } from './tongues/sayings.ts';

// ---------------------------------------------------------------------------------------------
// Strengths, exercise, summary

interface Strength {
  kind: StrengthKind;
  text: string;
}

export function selectStrengths(f: Findings, v: Voice): Strength[] {
  const { t, num, say } = v;
  const list: Strength[] = [];
  const { content, structure, tongue } = f;
  const { isAsk, isRude, hasNumber } = tongue;
  const askPart = (text: string) => tongue.askPart?.(text) ?? text;
  const openingQuote = (text: string, productName?: string) => tongue.openingQuote?.(text, productName) ?? text;
  // A greeting or an "um" first is not a strong opening, whatever question follows it.
  if (f.openingPraised && content.hookSentence && !f.tooShort)
    list.push({
      kind: 'opening',
      text: say('strength.strongOpening', {
        quote: truncateWords(f.punctuated ? content.hookSentence : openingQuote(content.hookSentence, content.productName), 20),
      }),
    });
  if (structure.ask && f.askSpecific && f.askSegment && !isRude(f.askSegment.text))
    list.push({ kind: 'ask', text: say('strength.specificAsk', { quote: truncateWords(f.punctuated ? f.askSegment.text : askPart(f.askSegment.text), 20) }) });
  // "Many families use them" is proof without a number: the report asks for one, it does not call it concrete.
  if (structure.proof && content.proofSentence && content.proofSentence !== content.hookSentence && hasNumber(content.proofSentence))
    list.push({ kind: 'proof', text: say('strength.proof', { quote: truncateWords(content.proofSentence, 20) }) });
  const price = f.punctuated ? f.segments.find((s) => tongue.isPrice(s.text) && !isAsk(s.text, false) && s.text !== content.proofSentence) : undefined;
  if (price) list.push({ kind: 'price', text: say('strength.price', { quote: truncateWords(price.text, 20) }) });
  // The pace of a greeting or a price list says nothing about how a pitch is delivered, nor does a
  // comfortable pace under a filler every few words.
  const longEnough = f.wordCount * f.wordScale >= MIN_PITCH_WORDS;
  const pace = longEnough && f.fillerRate < FILLER_RATE.ok ? paceStrength(paceReading(f), v) : undefined;
  if (pace) list.push({ kind: 'pace', text: pace });
  if (longEnough && f.fillerRate < FILLER_RATE.excellent) list.push({ kind: 'clean', text: t('strength.cleanDelivery', { rate: num(f.fillerRate) }) });
  if (f.avgSentenceLength > 0 && f.avgSentenceLength <= 18 && longEnough)
    list.push({ kind: 'sentences', text: t('strength.shortSentences', { count: f.avgSentenceLength, avg: num(f.avgSentenceLength) }) });
  if (Object.values(structure).every(Boolean)) list.unshift({ kind: 'complete', text: t('strength.completeStructure') });
  // Nothing real to praise is said by praising nothing: "you recorded a take" is not a strength, and
  // a clean, well-paced life story with no offer in it is not a pitch delivered well.
  if (isFragmentary(f)) return [];
  return list.slice(0, 3);
}

const EXERCISE_IDS = {
  tooShort: 'exercise.tooShort',
  noAsk: 'exercise.noAsk',
  overTime: 'exercise.overTime',
  fillers: 'exercise.fillers',
  pace: 'exercise.pace',
  noHook: 'exercise.noHook',
  noSolution: 'exercise.noSolution',
  noProof: 'exercise.noProof',
  vagueAsk: 'exercise.vagueAsk',
  rambling: 'exercise.rambling',
  noProblem: 'exercise.noProblem',
  hedges: 'exercise.hedges',
  rude: 'exercise.rude',
  thin: 'exercise.thin',
  polish: 'exercise.polish',
} as const satisfies Record<Kind, PitchId>;

export function nextExercise(improvements: Improvement[], f: Findings, v: Voice): string {
  const kind = topKind(f, v);
  if (improvements.length === 0 || !kind) return v.t('exercise.default');
  if (kind === 'hedges') return v.say('exercise.hedges', { words: saidWords(f, v, 'disjunction') });
  if (kind === 'pace') return paceExercise({ language: f.tongue.language }, v);
  // The filler and the offer's frame are said in the speaker's language, whatever the reader's.
  const { filler, frame } = SAYINGS[f.tongue.language];
  if (kind === 'fillers') return v.say('exercise.fillers', { filler });
  if (kind === 'noSolution') return v.say('exercise.noSolution', { frame });
  return v.t(EXERCISE_IDS[kind]);
}

/**
 * One plain verdict first (the best thing, then the one fix that matters most); the numbers are in
 * the table below it. Only a pace taken from the sound is explained here, as the table cannot say why.
 */
export function summarize(f: Findings, strength: StrengthKind | undefined, v: Voice): string {
  const { t, num } = v;
  const parts = [
    verdict(v, strength, topKind(f, v), {
      filler: SAYINGS[f.tongue.language].filler,
      over: f.overSeconds,
      fast: f.pace === 'fast',
      words: f.wordCount,
    }),
  ];
  if (f.sound) {
    parts.push(t('summary.paceFromSound', { syllables: num(f.sound.syllables), words: num(f.wordCount), percent: num(PACE_DISAGREEMENT * 100) }));
  }
  // The table shows a duration either way: say when it is a guess, and why delivery has no score.
  if (f.durationEstimated) {
    parts.push(
      f.tongue.language === 'en'
        ? t('summary.paceEstimated', { duration: num(f.duration), words: num(f.wordCount), wpm: num(ESTIMATED_WPM) })
        : t('summary.paceEstimatedSyllables', {
            duration: num(f.duration),
            syllables: num(f.syllables),
            rate: num(persuasiveRate(f.tongue.language)),
            language: paceValues(paceReading(f), 'persuasive', v).language,
          }),
    );
  }
  return parts.join(' ');
}
