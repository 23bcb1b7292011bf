// A take with too little speech to judge (a test word, a false start, silence): it says so plainly,
// scores nothing and praises nothing. `metrics.limited.tooLittleSpeech` marks it, so the run can
// be refunded and kept out of progress charts like any report that could not judge the content.

import type { Locale } from '../../../shared/i18n/locales.ts';
import type { PitchReport, SpokenLanguage } from '../../../shared/reports.ts';
import { chunkWords, countWords, hasSentencePunctuation, round1, splitSentences } from './text.ts';
import { voiceFor } from './pitch-voice.ts';

/**
 * Fewer recognised words than this is not a pitch: no hook, problem, offer and ask fit in fourteen
 * words, and a pace over a few words measures the pauses around them.
 */
export const TOO_LITTLE_SPEECH_WORDS = 15;

/**
 * What every report that could not judge the words holds (too little speech, an unclear recording,
 * a language the rules do not read): no score, no structure, no line to say.
 */
export function notJudged(): Pick<PitchReport, 'overallScore' | 'scores' | 'structure' | 'rewrittenOpening'> {
  return {
    overallScore: 0,
    scores: { clarity: 0, structure: 0, delivery: null, persuasion: 0 },
    structure: { hook: false, problem: false, solution: false, proof: false, ask: false },
    rewrittenOpening: '',
  };
}

export function tooLittleSpeechReport(transcript: string, durationSeconds: number | undefined, spoken: SpokenLanguage, language: Locale): PitchReport {
  const { t, num } = voiceFor(language);
  const texts = hasSentencePunctuation(transcript) ? splitSentences(transcript) : chunkWords(transcript);
  const wordCount = texts.reduce((sum, text) => sum + countWords(text), 0);
  const measured = typeof durationSeconds === 'number' && Number.isFinite(durationSeconds) && durationSeconds > 0;
  const duration = measured ? round1(durationSeconds) : 0;
  return {
    ...notJudged(),
    metrics: {
      durationSeconds: duration,
      wordCount,
      wordsPerMinute: 0,
      fillerCount: 0,
      fillerRate: 0,
      hedgeCount: 0,
      avgSentenceLength: 0,
      limited: { spokenLanguage: spoken, wordLists: false, tooLittleSpeech: true },
    },
    strengths: [],
    improvements: [],
    nextExercise: t('tooLittle.exercise'),
    summary: t('tooLittle.summary', { count: wordCount, n: num(wordCount) }),
  };
}
