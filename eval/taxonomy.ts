// The yardstick's vocabulary: what a coach labels, and how the engine's answers are read in the
// same terms. The bands are the eval's own copy of the app's bands (PACE_BAND, FILLER_RATE and
// TALK_RATIO as of issue 17), so the labels do not move when the engine's constants do.

import type { SalesCallOutcome, SalesSetup, TranscriptTurn } from '../src/shared/reports.ts';

export const PACE_BANDS = ['slow', 'good', 'persuasive', 'fast'] as const;
export type PaceBand = (typeof PACE_BANDS)[number];

/** Slow < 100 wpm, fast > 165, persuasive 140–160, good otherwise (100–139 and 161–165). */
export function paceBandOf(wpm: number): PaceBand {
  if (wpm < 100) return 'slow';
  if (wpm > 165) return 'fast';
  if (wpm >= 140 && wpm <= 160) return 'persuasive';
  return 'good';
}

/**
 * Pace in syllables per second for pitches in French, Spanish, Portuguese and Swahili (issue 32): the
 * eval's own copy of the bands, so a label does not move when the engine's do. Slow under `min`, fast
 * over `max`, persuasive between the two persuasive bounds, good otherwise.
 */
export const SYLLABLE_PACE_BANDS = {
  fr: { min: 2.8, persuasiveMin: 3.9, persuasiveMax: 4.5, max: 4.6 },
  es: { min: 3.0, persuasiveMin: 4.3, persuasiveMax: 4.9, max: 5.1 },
  pt: { min: 2.9, persuasiveMin: 4.1, persuasiveMax: 4.7, max: 4.8 },
  sw: { min: 2.9, persuasiveMin: 4.1, persuasiveMax: 4.7, max: 4.8 },
} as const;
export type OtherPitchLanguage = keyof typeof SYLLABLE_PACE_BANDS;

export function paceBandOfSyllables(perSecond: number, language: OtherPitchLanguage): PaceBand {
  const band = SYLLABLE_PACE_BANDS[language];
  if (perSecond < band.min) return 'slow';
  if (perSecond > band.max) return 'fast';
  if (perSecond >= band.persuasiveMin && perSecond <= band.persuasiveMax) return 'persuasive';
  return 'good';
}

export const FILLER_BANDS = ['low', 'some', 'high'] as const;
export type FillerBand = (typeof FILLER_BANDS)[number];

/** Fillers per 100 words: low < 2, some 2 to < 4, high ≥ 4. */
export function fillerBandOf(ratePer100: number): FillerBand {
  if (ratePer100 < 2) return 'low';
  return ratePer100 < 4 ? 'some' : 'high';
}

export const TALK_BANDS = ['low', 'balanced', 'high'] as const;
export type TalkBand = (typeof TALK_BANDS)[number];

/** The rep's share of the words: low < 25%, high > 65%, balanced between. */
export function talkBandOf(ratioPercent: number): TalkBand {
  if (ratioPercent < 25) return 'low';
  return ratioPercent > 65 ? 'high' : 'balanced';
}

/**
 * The one thing a demanding coach fixes first in a pitch. `tone` (rude, arrogant, talking down)
 * and `none` (a strong pitch that only needs polish) have no engine Kind yet.
 */
export const PITCH_ISSUES = [
  'tooShort',
  'overTime',
  'noAsk',
  'vagueAsk',
  'noHook',
  'noProblem',
  'noSolution',
  'noProof',
  'fillers',
  'hedges',
  'rambling',
  'pace',
  'thin',
  'tone',
  'none',
] as const;
export type PitchIssue = (typeof PITCH_ISSUES)[number];

/**
 * The same for a call. `tone` (pushy, rude, dismissive) and `none` have no engine Kind yet;
 * `depth` is a short or shallow call that should have gone deeper before proposing (issue 26).
 */
export const CALL_ISSUES = [
  'silent',
  'objection',
  'push',
  'noAsk',
  'weakAsk',
  'discovery',
  'closed',
  'talk',
  'passive',
  'evidence',
  'depth',
  'tone',
  'none',
] as const;
export type CallIssue = (typeof CALL_ISSUES)[number];

export const TONES = ['none', 'pushy', 'rude', 'dismissive'] as const;
export type Tone = (typeof TONES)[number];

/** What the engine said when it offered no improvement at all: never a coach's first fix. */
export const NO_IMPROVEMENT = 'nothing';

// Engine Kinds whose name differs from the taxonomy value they mean. Every other Kind is read as
// itself, so a new Kind named after a taxonomy value ('tone') counts at once, and any other new
// Kind shows up by its own name among the misses.
const PITCH_KIND_ALIASES: Record<string, PitchIssue> = { polish: 'none', slow: 'pace', fast: 'pace', rude: 'tone', arrogant: 'tone' };
const CALL_KIND_ALIASES: Record<string, CallIssue> = { pushy: 'tone', rude: 'tone', dismissive: 'tone', polish: 'none' };

export function pitchIssueOfKind(kind: string | undefined): string {
  if (kind === undefined) return NO_IMPROVEMENT;
  return PITCH_KIND_ALIASES[kind] ?? kind;
}

export function callIssueOfKind(kind: string | undefined): string {
  if (kind === undefined) return NO_IMPROVEMENT;
  return CALL_KIND_ALIASES[kind] ?? kind;
}

/** The tone the engine named, read from its improvement Kinds ('flagged' when it did not say which). */
export function toneOfKinds(kinds: readonly string[]): Tone | 'flagged' {
  const named = kinds.find((kind): kind is Tone => kind === 'pushy' || kind === 'rude' || kind === 'dismissive');
  if (named) return named;
  return kinds.includes('tone') ? 'flagged' : 'none';
}

export interface PitchLabels {
  structure: { hook: boolean; problem: boolean; solution: boolean; proof: boolean; ask: boolean };
  paceBand: PaceBand;
  fillerBand: FillerBand;
  mainIssue: PitchIssue;
}

export interface PitchSample {
  id: string;
  /** Where and what: "Nairobi tailor", "Lagos logistics software". */
  about: string;
  durationSeconds: number;
  text: string;
  labels: PitchLabels;
}

export interface CallLabels {
  objectionHandled: boolean;
  nextStepSecured: boolean;
  outcome: SalesCallOutcome;
  talkBand: TalkBand;
  askedDiscovery: boolean;
  tone: Tone;
  mainIssue: CallIssue;
}

export interface CallSample {
  id: string;
  about: string;
  /** Calls with the same group are rewordings of one call: same human verdict, different words. */
  group?: string;
  setup: SalesSetup;
  turns: TranscriptTurn[];
  labels: CallLabels;
}
