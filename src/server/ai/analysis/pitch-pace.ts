// Pace judged in syllables per second against the spoken language's bands (SYLLABLE_PACE), so a
// Swahili pitch of long words is not called slow. Words per minute is said alongside only for a
// pitch in English, whose wpm bands coaches know; in the other languages it means little.

import { type PaceLanguage, SYLLABLE_PACE, type SyllablePace } from '../../../shared/pitch-pace.ts';
import type { SpokenLanguage } from '../../../shared/reports.ts';
import type { PitchId, Voice } from './pitch-voice.ts';
import { round1 } from './text.ts';

export type Pace = 'estimated' | 'unmeasured' | 'slow' | 'fast' | 'good' | 'persuasive';

/** Fewer words than this measure the pauses around them, not a pace. */
export const MIN_PACE_WORDS = 20;

/** A pace as measured: its band, and the figures the texts say. */
export interface PaceReading {
  pace: Pace;
  wpm: number;
  /** Syllables per second, to 0.1 (the figure shown is the figure judged). */
  perSecond: number;
  language: PaceLanguage;
}

export const isPaceLanguage = (language: SpokenLanguage): language is PaceLanguage => language !== 'unknown' && language in SYLLABLE_PACE;

/** Syllables per second to 0.1; 0 without a duration. */
export function syllableRate(syllables: number, seconds: number): number {
  return seconds > 0 ? round1(syllables / seconds) : 0;
}

export function assessSyllablePace(perSecond: number, wordCount: number, estimated: boolean, language: PaceLanguage): Pace {
  if (estimated) return 'estimated';
  if (wordCount < MIN_PACE_WORDS) return 'unmeasured';
  const band = SYLLABLE_PACE[language];
  if (perSecond < band.min) return 'slow';
  if (perSecond > band.max) return 'fast';
  if (perSecond >= band.persuasiveMin && perSecond <= band.persuasiveMax) return 'persuasive';
  return 'good';
}

/**
 * How far outside its band a pace is, in the units the wpm penalty was tuned in: 8 wpm past 100 or
 * 165 is one point. Relative to the band edge, so every language is penalised alike.
 */
export function paceOvershoot(r: PaceReading): number {
  const band = SYLLABLE_PACE[r.language];
  if (r.pace === 'slow') return ((band.min - r.perSecond) / band.min) * 100;
  if (r.pace === 'fast') return ((r.perSecond - band.max) / band.max) * 165;
  return 0;
}

/** The middle of the persuasive band: the pace a suggestion times a pitch at. */
export function persuasiveRate(language: PaceLanguage): number {
  const band = SYLLABLE_PACE[language];
  return round1((band.persuasiveMin + band.persuasiveMax) / 2);
}

export function paceBand(language: PaceLanguage): SyllablePace {
  return SYLLABLE_PACE[language];
}

const LANGUAGE_IDS = {
  en: 'language.en',
  fr: 'language.fr',
  pt: 'language.pt',
  es: 'language.es',
  sw: 'language.sw',
} as const satisfies Record<PaceLanguage, PitchId>;

/**
 * The values every syllable pace message takes: the rate, the wpm and whether to say it (English
 * only), the language named in the reader's words, and the band asked for.
 */
export function paceValues(r: PaceReading, band: 'persuasive' | 'comfortable', { t, num }: Voice) {
  const bands = SYLLABLE_PACE[r.language];
  return {
    rate: num(r.perSecond),
    wpm: num(r.wpm),
    english: r.language === 'en' ? 'yes' : 'no',
    language: t(LANGUAGE_IDS[r.language]),
    min: num(band === 'persuasive' ? bands.persuasiveMin : bands.min),
    max: num(band === 'persuasive' ? bands.persuasiveMax : bands.max),
  };
}

/** A pace inside the bands is worth saying, whatever language it was measured in. */
export function paceStrength(r: PaceReading, v: Voice): string | undefined {
  if (r.pace === 'persuasive') return v.t('strength.persuasivePaceSyllables', paceValues(r, 'persuasive', v));
  if (r.pace === 'good') return v.t('strength.comfortablePaceSyllables', paceValues(r, 'comfortable', v));
  return undefined;
}

/** Too fast or too slow, with the language's persuasive band to aim for. */
export function paceIssue(r: PaceReading, v: Voice): string {
  return v.t(r.pace === 'fast' ? 'improvement.pace.fastIssueSyllables' : 'improvement.pace.slowIssueSyllables', paceValues(r, 'persuasive', v));
}

/** The exercise for a pace: read with a timer, aiming at the language's persuasive band. */
export function paceExercise(r: Pick<PaceReading, 'language'>, v: Voice): string {
  // English keeps the words-per-minute target coaches use.
  if (r.language === 'en') return v.t('exercise.pace');
  const bands = SYLLABLE_PACE[r.language];
  return v.t('exercise.paceSyllables', { min: v.num(bands.persuasiveMin), max: v.num(bands.persuasiveMax), language: v.t(LANGUAGE_IDS[r.language]) });
}

/** The band a measured pace falls in, in the reader's words, for the "measured without the words" lines. */
export function measuredPace(r: PaceReading, v: Voice) {
  const bands = SYLLABLE_PACE[r.language];
  return {
    ...paceValues(r, 'persuasive', v),
    band: r.pace,
    low: v.num(bands.min),
    high: v.num(bands.max),
  };
}
