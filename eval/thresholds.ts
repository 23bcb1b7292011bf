// The committed floors (a ratchet: raise them as the engine improves) and the issue's targets.

import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { EvalFigures, FigureName } from './run-eval.ts';

export const FIGURE_NAMES = [
  'pitchTyped',
  'pitchRecognition',
  'firstFixTyped',
  'firstFixRecognition',
  'calls',
  'callsReworded',
  'rewordedVerdicts',
  'callFirstFix',
  'quotesVerbatim',
  'echoedLines',
  'placeholderLines',
  'prospectRepeatedLines',
  'prospectOffContextLines',
  'prospectEarlyPriceObjections',
  'prospectSameScriptAcrossSeeds',
  'prospectAnswerRelevance',
  'splicedLines',
  'offContextLines',
  'fixCountMismatches',
  'weakOpeningPraise',
  'weakPitchFlattery',
  'brokenCleanLines',
  'misplacedGreetingAdvice',
  'sameSentenceTwice',
  'callScoreOrder',
  'callAwfulMaxScore',
  'callShortAllMax',
  'callObjectionCreditPrecision',
  'callQuestionKinds',
  'fieldCallsAsLabelled',
  'fieldPromisesPraised',
  'fieldProspectFlags',
  'pitchFr',
  'pitchPt',
  'pitchEs',
  'pitchSw',
  'pitchHeldOutFr',
  'pitchHeldOutPt',
  'pitchHeldOutEs',
  'pitchHeldOutSw',
  'tonguePitchFlags',
  'callFr',
  'callPt',
  'callEs',
  'callSw',
  'callTonguesFirstFix',
  'callTonguesHeldOut',
] as const satisfies readonly FigureName[];

/** A figure that must stay at or above `min`, or (for counts of bad lines) at or below `max`. */
const boundSchema = z.union([z.strictObject({ min: z.number(), target: z.number() }), z.strictObject({ max: z.number(), target: z.number() })]);
export type Bound = z.infer<typeof boundSchema>;

const thresholdsSchema = z.strictObject(Object.fromEntries(FIGURE_NAMES.map((name) => [name, boundSchema])) as Record<FigureName, typeof boundSchema>);
export type Thresholds = z.infer<typeof thresholdsSchema>;

export function loadThresholds(): Thresholds {
  return thresholdsSchema.parse(JSON.parse(readFileSync(new URL('./thresholds.json', import.meta.url), 'utf8')));
}

export const holdsFloor = (value: number, bound: Bound) => ('min' in bound ? value >= bound.min : value <= bound.max);
export const meetsTarget = (value: number, bound: Bound) => ('min' in bound ? value >= bound.target : value <= bound.target);

/** The figures past their floor, as "name: value (floor ≥ x)". */
export function brokenFloors(figures: EvalFigures, thresholds: Thresholds): string[] {
  return FIGURE_NAMES.filter((name) => !holdsFloor(figures[name], thresholds[name])).map((name) => {
    const bound = thresholds[name];
    return `${name}: ${figures[name]} (floor ${'min' in bound ? `≥ ${bound.min}` : `≤ ${bound.max}`})`;
  });
}
