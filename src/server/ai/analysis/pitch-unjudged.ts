// Reports of a pitch whose words the rules cannot judge: a recording heard too unclearly, or a
// language the offline rules do not read. They hold only what is measured without the words.

import type { Locale } from '../../../shared/i18n/locales.ts';
import { PITCH_SECONDS } from '../../../shared/limits.ts';
import { type PitchReport, type SpokenLanguage } from '../../../shared/reports.ts';
import type { MeasuredSpeech } from '../provider.ts';
import { tongueOf } from './tongues/index.ts';
import { voiceFor, type PitchId, type Voice } from './pitch-voice.ts';
import { notJudged } from './pitch-too-little.ts';
import { chunkWords, countWords, hasSentencePunctuation, round1, splitSentences } from './text.ts';
import { ESTIMATED_WPM, FILLER_RATE, MIN_PITCH_WORDS, PACE_BAND, type Pace, type SoundPace, assessPace, soundPace } from './pitch-measure.ts';
import { type PaceReading, assessSyllablePace, isPaceLanguage, measuredPace, paceExercise, paceIssue, paceStrength, syllableRate } from './pitch-pace.ts';

// ---------------------------------------------------------------------------------------------
// A recording heard too unclearly to judge its words

/**
 * The transcript has far more or far fewer words than the sound (recognition failed on this
 * recording): its words are not judged (no scores, structure, quotes, fillers or lines to say).
 * What the sound itself shows is: duration, pace and its band, pauses, and a pace to fix.
 */
export function unclearTranscriptReport(transcript: string, sound: SoundPace, spoken: SpokenLanguage, language: Locale): PitchReport {
  const v = voiceFor(language);
  const { t, num } = v;
  const { duration } = sound;
  // The sound's syllables are judged against the spoken language's bands when it has them.
  const reading = isPaceLanguage(spoken) ? syllableReading(sound.syllables, duration, sound.wpm, sound.words, false, spoken) : undefined;
  const pace = reading?.pace ?? assessPace(sound.wpm, sound.words, false);
  const overTime = duration > PITCH_SECONDS;
  const overSeconds = Math.max(0, Math.round(duration - PITCH_SECONDS));
  const summary = [
    t('unclear.summary', { heard: num(countWords(transcript)), words: num(sound.words) }),
    reading
      ? t('unclear.measuredSyllables', { ...measuredPace(reading, v), syllables: num(sound.syllables), duration: num(duration), pauses: sound.pauses })
      : t('unclear.measured', { words: num(sound.words), duration: num(duration), wpm: num(sound.wpm), band: pace, pauses: sound.pauses }),
  ];
  if (overTime) summary.push(t('summary.overTime', { over: num(overSeconds) }));

  const strengths: string[] = [];
  if (!overTime && sound.words >= MIN_PITCH_WORDS) strengths.push(t('limited.strength.withinTime', { duration: num(duration) }));
  const paceText = reading ? paceStrength(reading, v) : wpmPaceStrength(pace, sound.wpm, v);
  if (paceText) strengths.push(paceText);
  if (strengths.length === 0) strengths.push(t('strength.firstStep'));

  // Pace is measured without the words, so it can be coached; the quote would be the garbled transcript.
  const band = { wpm: num(sound.wpm), min: num(PACE_BAND.persuasiveMin), max: num(PACE_BAND.persuasiveMax) };
  const improvements =
    pace === 'fast' || pace === 'slow'
      ? [
          reading
            ? { issue: paceIssue(reading, v), quote: '', suggestion: paceExercise(reading, v) }
            : { issue: t(pace === 'fast' ? 'improvement.pace.fastIssue' : 'improvement.pace.slowIssue', band), quote: '', suggestion: t('exercise.pace') },
        ]
      : [];

  return {
    ...notJudged(),
    metrics: {
      durationSeconds: duration,
      wordCount: sound.words,
      wordsPerMinute: sound.wpm,
      ...(reading && { syllablesPerSecond: reading.perSecond, paceLanguage: reading.language }),
      fillerCount: 0,
      fillerRate: 0,
      hedgeCount: 0,
      avgSentenceLength: 0,
      limited: { spokenLanguage: spoken, wordLists: false, unclearTranscript: true },
    },
    strengths: strengths.slice(0, 3),
    improvements,
    nextExercise: t('unclear.exercise'),
    summary: summary.join(' '),
  };
}

// ---------------------------------------------------------------------------------------------
// A pitch the rules cannot read

const LANGUAGE_IDS = {
  en: 'language.en',
  fr: 'language.fr',
  pt: 'language.pt',
  es: 'language.es',
  sw: 'language.sw',
} as const satisfies Record<Exclude<SpokenLanguage, 'unknown'>, PitchId>;

/**
 * The pitch is not in English: nothing the speaker said is judged (no scores, structure, quotes or
 * lines to say). The report says so plainly, in the reader's language, and keeps what is measured
 * without understanding the words: duration, words, pace and its band, sentence length when the
 * text is punctuated, and fillers and hedges counted with the spoken language's word lists.
 */
export function limitedPitchReport(
  transcript: string,
  durationSeconds: number | undefined,
  spoken: SpokenLanguage,
  language: Locale,
  speech?: MeasuredSpeech,
): PitchReport {
  const v = voiceFor(language);
  const { t, num } = v;
  const punctuated = hasSentencePunctuation(transcript);
  const segments = punctuated ? splitSentences(transcript) : chunkWords(transcript);
  const wordCount = segments.reduce((sum, s) => sum + countWords(s), 0);
  const durationEstimated = !(typeof durationSeconds === 'number' && Number.isFinite(durationSeconds) && durationSeconds > 0);
  const duration = durationEstimated ? Math.round((wordCount / ESTIMATED_WPM) * 60) : round1(durationSeconds as number);
  const wpm = soundPace(wordCount, durationSeconds, speech)?.wpm ?? (duration > 0 ? Math.round((wordCount / duration) * 60) : 0);
  // No tongue reads this language, so its syllables are known only from the sound; with them the
  // pace is judged against the language's bands, without them in English words per minute.
  const reading =
    isPaceLanguage(spoken) && !durationEstimated && speech && speech.syllables > 0
      ? syllableReading(speech.syllables, duration, wpm, wordCount, durationEstimated, spoken)
      : undefined;
  const pace = reading?.pace ?? assessPace(wpm, wordCount, durationEstimated);
  // Fillers and hedges are counted when a tongue knows the language's (its words are then read in full,
  // so this is for a language told apart but not read, should one ever be added).
  const tongue = tongueOf(spoken);
  const wordLists = tongue !== undefined;
  const fillerCount = tongue ? segments.reduce((sum, s, i) => sum + tongue.countFillers(s, punctuated || i === 0).count, 0) : 0;
  const hedgeCount = tongue ? segments.reduce((sum, s) => sum + tongue.countHedges(s), 0) : 0;
  const fillerRate = wordCount > 0 ? round1((fillerCount / wordCount) * 100) : 0;
  const overTime = duration > PITCH_SECONDS;
  const overSeconds = Math.max(0, Math.round(duration - PITCH_SECONDS));

  const summary = [spoken === 'unknown' ? t('limited.summaryUnknown') : t('limited.summary', { language: t(LANGUAGE_IDS[spoken]) }), t('limited.aiProvider')];
  if (wordCount === 0) summary.push(t('limited.noSpeech'));
  else {
    summary.push(
      durationEstimated
        ? t('limited.measuredEstimated', { count: wordCount, n: num(wordCount), duration: num(duration) })
        : reading
          ? t('limited.measuredSyllables', { ...measuredPace(reading, v), count: wordCount, n: num(wordCount), duration: num(duration) })
          : t('limited.measured', { count: wordCount, n: num(wordCount), duration: num(duration), wpm: num(wpm), band: pace }),
    );
    if (overTime) summary.push(t(durationEstimated ? 'summary.overTimeEstimated' : 'summary.overTime', { over: num(overSeconds) }));
    if (wordLists) summary.push(t('summary.fillersHedges', { fillers: num(fillerCount), rate: num(fillerRate), hedges: num(hedgeCount) }));
  }

  const strengths: string[] = [];
  if (wordCount > 0) strengths.push(t('limited.strength.measured', { count: wordCount, n: num(wordCount), duration: num(duration) }));
  if (!durationEstimated && !overTime && wordCount >= MIN_PITCH_WORDS) strengths.push(t('limited.strength.withinTime', { duration: num(duration) }));
  const paceText = reading ? paceStrength(reading, v) : wpmPaceStrength(pace, wpm, v);
  if (paceText) strengths.push(paceText);
  if (wordLists && wordCount >= MIN_PITCH_WORDS && fillerRate < FILLER_RATE.excellent) strengths.push(t('strength.cleanDelivery', { rate: num(fillerRate) }));
  if (strengths.length === 0) strengths.push(t('strength.firstStep'));

  return {
    ...notJudged(),
    metrics: {
      durationSeconds: duration,
      wordCount,
      wordsPerMinute: wpm,
      ...(reading && { syllablesPerSecond: reading.perSecond, paceLanguage: reading.language }),
      fillerCount,
      fillerRate,
      hedgeCount,
      avgSentenceLength: punctuated && segments.length > 0 ? round1(wordCount / segments.length) : 0,
      limited: { spokenLanguage: spoken, wordLists },
    },
    strengths: strengths.slice(0, 3),
    improvements: [],
    nextExercise: t(wordCount === 0 ? 'limited.exerciseNoSpeech' : 'limited.exercise'),
    summary: summary.join(' '),
  };
}

function syllableReading(syllables: number, duration: number, wpm: number, words: number, estimated: boolean, language: PaceReading['language']): PaceReading {
  const perSecond = syllableRate(syllables, duration);
  return { pace: assessSyllablePace(perSecond, words, estimated, language), wpm, perSecond, language };
}

/** A pace in the English wpm bands, for a language whose syllables were not counted. */
function wpmPaceStrength(pace: Pace, wpm: number, { t, num }: Voice): string | undefined {
  if (pace === 'persuasive') return t('strength.persuasivePace', { wpm: num(wpm), min: num(PACE_BAND.persuasiveMin), max: num(PACE_BAND.persuasiveMax) });
  if (pace === 'good') return t('strength.comfortablePace', { wpm: num(wpm), min: num(PACE_BAND.min), max: num(PACE_BAND.max) });
  return undefined;
}
