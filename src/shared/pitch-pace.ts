// Pace in syllables per second, per spoken language. Words per minute mislead across languages:
// a Swahili word ("tunawasaidia") holds five syllables where an English one holds one or two, so
// a normal Swahili pitch reads as slow in words. Syllables are what the mouth produces.
//
// English's bands are the wpm bands coaches use (100–165, persuasive 140–160) at the syllables per
// word our English pitches measure: 1.54 (10,289 syllables in 6,675 words of the typed English eval
// pitches, counted by ENGLISH.countSyllables; scripts/pace-eval-en.ts prints it). A first estimate
// of 1.45 put 13 of the 82 typed pitches a band off their coach's wpm label. Pitches range from
// 1.2 to 2.0 syllables a word, so the slow and fast edges are rounded outward (2.57 → 2.5, 4.24 →
// 4.3): only a pace clearly outside the band is called slow or fast.
// The other languages are scaled by how much
// faster their speakers produce syllables at the same information rate (Pellegrino, Coupé &
// Marsico 2011, "A cross-language perspective on speech information rate", Language 87(3):
// English 6.19 syll/s, French 7.18, Spanish 7.82; Portuguese and Swahili, syllable-timed like
// Spanish but not measured there, are placed between French and Spanish).

import type { BaseLocale } from './i18n/locales.ts';

/** The languages whose pace bands are known: every language the product speaks. */
export type PaceLanguage = BaseLocale;

export interface SyllablePace {
  /** Under this is slow. */
  min: number;
  persuasiveMin: number;
  persuasiveMax: number;
  /** Over this is fast. */
  max: number;
}

const ENGLISH: SyllablePace = { min: 2.5, persuasiveMin: 3.6, persuasiveMax: 4.1, max: 4.3 };

/**
 * The English bands at the first estimate of 1.45 syllables a word, which the other languages were
 * scaled from and their eval sets labelled with (eval/taxonomy.ts SYLLABLE_PACE_BANDS): kept as
 * they were until their own pitches measure otherwise.
 */
const SCALED_FROM: SyllablePace = { min: 2.4, persuasiveMin: 3.4, persuasiveMax: 3.9, max: 4.0 };

const scaled = (factor: number): SyllablePace => ({
  min: round1(SCALED_FROM.min * factor),
  persuasiveMin: round1(SCALED_FROM.persuasiveMin * factor),
  persuasiveMax: round1(SCALED_FROM.persuasiveMax * factor),
  max: round1(SCALED_FROM.max * factor),
});

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export const SYLLABLE_PACE: Record<PaceLanguage, SyllablePace> = {
  en: ENGLISH,
  fr: scaled(7.18 / 6.19),
  es: scaled(7.82 / 6.19),
  pt: scaled(7.5 / 6.19),
  sw: scaled(7.5 / 6.19),
};

/**
 * A minute's pitch in words of each language: 100–160 English words, scaled by how many English words
 * one word of the language carries (syllables per word over English's 1.54, measured on eval/pitches-*.ts:
 * French 1.0, Portuguese and Spanish 1.25, Swahili 1.75). The engine scales its length limits per pitch.
 */
export const PITCH_WORDS: Record<PaceLanguage, { min: number; max: number }> = {
  en: { min: 100, max: 160 },
  fr: { min: 100, max: 160 },
  pt: { min: 80, max: 130 },
  es: { min: 80, max: 130 },
  sw: { min: 55, max: 90 },
};
