// A call the rules cannot read (the rep did not speak English): an honest limited report.

import type { Locale } from '../../../shared/i18n/locales.ts';
import type { Improvement, SalesCallReport, SpokenLanguage, TranscriptTurn } from '../../../shared/reports.ts';
import { voiceFor } from './call-findings.ts';
import { quote } from './call-fixes.ts';
import { TALK_RATIO } from './call-norms.ts';
import { balanced, measureShape, normalizedTurns, talkedTooMuch, talkIssue } from './call-shape.ts';
import { countMatches, hasSentencePunctuation } from './text.ts';

/**
 * The rep did not speak English: nothing they said is judged (no scores, outcome, handled objection
 * or lines to say). The report says so plainly, in the reader's language, and keeps what is measured
 * without understanding the words: turns, talk ratio, the longest monologue, and questions by their
 * question marks when the transcript has punctuation.
 */
export function limitedSalesCallReport(rawTurns: TranscriptTurn[], spoken: SpokenLanguage, language: Locale): SalesCallReport {
  const v = voiceFor(language);
  const { t, num } = v;
  const shape = measureShape(normalizedTurns(rawTurns));
  const repText = shape.userTurns.map((turn) => turn.text).join('\n');
  const questionsCounted = hasSentencePunctuation(repText);
  const questionsAsked = questionsCounted ? countMatches(repText, /\?+/) : 0;

  const strengths: string[] = [];
  if (shape.userTurns.length > 0) {
    strengths.push(t('limited.strength.turns', { count: shape.userTurns.length, n: num(shape.userTurns.length) }));
  }
  if (questionsAsked > 0) strengths.push(t('limited.strength.questions', { count: questionsAsked, n: num(questionsAsked) }));
  if (balanced(shape)) strengths.push(t('strength.balanced', { ratio: num(shape.talkRatio), top: num(TALK_RATIO.top) }));
  if (strengths.length === 0) strengths.push(t('strength.started'));

  const improvements: Improvement[] = talkedTooMuch(shape)
    ? [{ issue: talkIssue(shape, v), quote: quote(shape.longestMonologue), suggestion: t('limited.suggestion.talk') }]
    : [];

  return {
    overallScore: 0,
    outcome: 'not_reached',
    scores: { discovery: 0, objectionHandling: 0, valueCommunication: 0, closing: 0 },
    metrics: {
      userTurns: shape.userTurns.length,
      prospectTurns: shape.prospectTexts.length,
      questionsAsked,
      talkRatio: shape.talkRatio,
      longestMonologueWords: shape.longestMonologueWords,
      limited: { spokenLanguage: spoken, questionsCounted },
    },
    objectionHandled: false,
    nextStepSecured: false,
    strengths: strengths.slice(0, 3),
    improvements,
    nextExercise: t('limited.exercise'),
    summary: [
      t('limited.summary', { spoken }),
      t('limited.measured', {
        count: shape.userTurns.length,
        n: num(shape.userTurns.length),
        ratio: num(shape.talkRatio),
        words: shape.longestMonologueWords,
        monologue: num(shape.longestMonologueWords),
      }),
    ].join(' '),
  };
}
