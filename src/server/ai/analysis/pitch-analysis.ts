// Rule-based Pitch Lab report: transparent, offline and deterministic. Every number in the
// report comes from a rule the summary names, and every improvement quotes the speaker.
// The rules read the language the pitch is spoken in (its tongue: English, French, Portuguese,
// Spanish or Swahili); the commentary is written in the reader's language (the `pitchReport`
// catalog), the speaker's quotes and the lines to say in the speaker's. A pitch in a language no
// tongue reads gets an honest limited report instead (analyzePitchOffline).

import type { Locale } from '../../../shared/i18n/locales.ts';
import { type PitchReport } from '../../../shared/reports.ts';
import type { MeasuredSpeech } from '../provider.ts';
import { detectLanguage } from './language-detect.ts';
import { voiceFor } from './pitch-voice.ts';
import { tooLittleSpeechReport, TOO_LITTLE_SPEECH_WORDS } from './pitch-too-little.ts';
import { pickTop } from './ranking.ts';
import type { Kind } from './pitch-kinds.ts';
import { countWords } from './text.ts';
import { measure, soundPace } from './pitch-measure.ts';
import { overall, scorePitch } from './pitch-scores.ts';
import { candidates, selectImprovements } from './pitch-fixes.ts';
import { nextExercise, selectStrengths, summarize } from './pitch-strengths.ts';
import { limitedPitchReport, unclearTranscriptReport } from './pitch-unjudged.ts';
import { ENGLISH, tongueOf } from './tongues/index.ts';
import type { Tongue } from './tongues/tongue.ts';

// ---------------------------------------------------------------------------------------------
// Wording: the reader's language

/**
 * The offline provider's report: the rules of the language the pitch is spoken in (the reader's
 * when it cannot be told); a limited report, holding only what is measured without understanding
 * the words, when no tongue reads it.
 */
export function analyzePitchOffline(transcript: string, durationSeconds: number | undefined, language: Locale = 'en', speech?: MeasuredSpeech): PitchReport {
  const spoken = detectLanguage(transcript);
  const sound = soundPace(countWords(transcript), durationSeconds, speech);
  if (sound?.garbled) return unclearTranscriptReport(transcript, sound, spoken, language);
  if (countWords(transcript) < TOO_LITTLE_SPEECH_WORDS) return tooLittleSpeechReport(transcript, durationSeconds, spoken, language);
  // A language that cannot be told is read as English for an English reader only (a price list,
  // names and numbers); otherwise it is not read at all rather than read with the wrong rules.
  const tongue = spoken === 'unknown' ? (language === 'en' ? ENGLISH : undefined) : tongueOf(spoken);
  if (tongue) return analyzePitchText(transcript, durationSeconds, language, speech, tongue);
  return limitedPitchReport(transcript, durationSeconds, spoken, language, speech);
}

/**
 * The rule-based report of a pitch spoken in `tongue`'s language (English unless told); its
 * commentary is in `language` (the reader's). `speech`: the pace measured from the recording,
 * used when the transcript's word count disagrees.
 */
export function analyzePitchText(
  transcript: string,
  durationSeconds?: number,
  language: Locale = 'en',
  speech?: MeasuredSpeech,
  tongue: Tongue = ENGLISH,
): PitchReport {
  const v = voiceFor(language);
  if (countWords(transcript) < TOO_LITTLE_SPEECH_WORDS) return tooLittleSpeechReport(transcript, durationSeconds, detectLanguage(transcript), language);
  const findings = measure(transcript, durationSeconds, speech, tongue);
  const scores = scorePitch(findings);
  const overallScore = overall(scores, findings);
  const improvements = selectImprovements(findings, v);
  const strengths = selectStrengths(findings, v);
  return {
    overallScore,
    scores,
    metrics: {
      durationSeconds: findings.duration,
      wordCount: findings.wordCount,
      wordsPerMinute: findings.wpm,
      syllablesPerSecond: findings.syllablesPerSecond,
      paceLanguage: findings.tongue.language,
      fillerCount: findings.fillerCount,
      fillerRate: findings.fillerRate,
      hedgeCount: findings.hedgeCount,
      avgSentenceLength: findings.avgSentenceLength,
    },
    structure: findings.structure,
    strengths: strengths.map((s) => s.text),
    improvements,
    // An opening that already hooks is not replaced by a template: the strength quotes it instead.
    rewrittenOpening: findings.content.hookSentence ? '' : (findings.said.opening ?? ''),
    nextExercise: nextExercise(improvements, findings, v),
    summary: summarize(findings, strengths[0]?.kind, v),
  };
}

/** The report and the Kinds of its improvements, the first fix first: what `npm run eval` scores. */
export function analyzePitchWithKinds(
  transcript: string,
  durationSeconds?: number,
  language: Locale = 'en',
  tongue: Tongue = ENGLISH,
): { report: PitchReport; improvementKinds: Kind[] } {
  const ranked = pickTop(candidates(measure(transcript, durationSeconds, undefined, tongue), voiceFor(language)), Number.POSITIVE_INFINITY);
  return { report: analyzePitchText(transcript, durationSeconds, language, undefined, tongue), improvementKinds: ranked.map((c) => c.kind) };
}
