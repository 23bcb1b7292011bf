import { baseLocale, type Locale } from '@shared/i18n/locales';
import { PITCH_WORDS } from '@shared/pitch-pace';

// A typed pitch's length in the typist's language. English coaches count 150 words a minute and aim
// for 120–150 words; a Swahili word carries more than an English one, so the same minute holds fewer
// of them. Each language is scaled by how many of its words a minute's pitch holds at most
// (PITCH_WORDS: 160 English or French words, 130 Portuguese or Spanish, 90 Swahili).
const ENGLISH_WPM = 150;
const ENGLISH_AIM = { min: 120, max: 150 };

interface TypedPitchPace {
  /** Words a minute when spoken: turns a word count into seconds. */
  wordsPerMinute: number;
  /** The word count to aim for, rounded to 5 so the hint reads as a target, not a measurement. */
  minWords: number;
  maxWords: number;
}

export function typedPitchPace(locale: Locale): TypedPitchPace {
  const scale = PITCH_WORDS[baseLocale(locale)].max / PITCH_WORDS.en.max;
  return {
    wordsPerMinute: ENGLISH_WPM * scale,
    minWords: roundTo5(ENGLISH_AIM.min * scale),
    maxWords: roundTo5(ENGLISH_AIM.max * scale),
  };
}

/** About how long `words` take to say in the typist's language. */
export function spokenSeconds(words: number, pace: TypedPitchPace): number {
  return Math.round((words / pace.wordsPerMinute) * 60);
}

function roundTo5(value: number): number {
  return Math.round(value / 5) * 5;
}
