// Rule-based AI Sales Coach report. Criteria are yes/no checks that can be verified in the
// transcript (asked a question? acknowledged the objection? got the next step?), plus
// conversation metrics (talk ratio, longest monologue), and every improvement quotes the rep.
// The rules read English: the commentary is written in the reader's language (the `callReport`
// catalog), the rep's quotes and the lines to say stay English. A call in French, Swahili, Portuguese
// or Spanish is read with that language's signals (sales-tongues/); a call in a language no rules
// read gets an honest limited report instead (analyzeSalesCallOffline).
//
// The parts, each in its own module: call-shape (what is measured without the words), call-measure
// (the Findings), call-scores, call-fixes (improvements, ranked), call-strengths, call-verdict,
// call-exercise, and call-limited-report (a call in a language the rules do not read).

import type { Locale } from '../../../shared/i18n/locales.ts';
import type { SalesCallReport, SalesSetup, TranscriptTurn } from '../../../shared/reports.ts';
import { voiceFor, type Findings, type Kind } from './call-findings.ts';
import { nextExercise } from './call-exercise.ts';
import { candidates, sayEachLineOnce } from './call-fixes.ts';
import { measure } from './call-measure.ts';
import { scoreCall, scoreReasons } from './call-scores.ts';
import { selectStrengths } from './call-strengths.ts';
import { callVerdict } from './call-verdict.ts';
import { pickTop } from './ranking.ts';
import type { SalesCallOptions } from '../provider.ts';

// Objection handling weighs most: it is the skill this scenario was set up to practise.
const WEIGHTS = { discovery: 0.25, objectionHandling: 0.3, valueCommunication: 0.2, closing: 0.25 } as const;

/**
 * The rule-based report of a call spoken in English; its commentary is in `language` (the reader's),
 * the quotes and the lines to say stay English.
 */
export function analyzeSalesCall(
  turns: TranscriptTurn[],
  setup: SalesSetup,
  language: Locale = 'en',
  options: SalesCallOptions = {},
  // How the call is read into Findings: English by default; sales-tongues/ reads the other languages.
  read: (turns: TranscriptTurn[], setup: SalesSetup) => Findings = measure,
): SalesCallReport {
  const v = voiceFor(language);
  const f = read(turns, setup);
  // A real call in which the customer raised no objection: there was nothing to handle, so handling is
  // neither scored nor coached, and the overall rests on the other three.
  const noObjection = options.objectionRaised === false;
  const scores = noObjection ? { ...scoreCall(f), objectionHandling: 0 } : scoreCall(f);
  const outcome: SalesCallReport['outcome'] = f.nextStepSecured ? 'goal_reached' : f.progress.handled || f.lesserStep ? 'progressed' : 'not_reached';
  const weights = noObjection ? { ...WEIGHTS, objectionHandling: 0 } : WEIGHTS;
  const weightSum = weights.discovery + weights.objectionHandling + weights.valueCommunication + weights.closing;
  const overallScore = Math.round(
    ((scores.discovery * weights.discovery +
      scores.objectionHandling * weights.objectionHandling +
      scores.valueCommunication * weights.valueCommunication +
      scores.closing * weights.closing) /
      weightSum) *
      10,
  );
  const fixes = candidates(f, v).filter((c) => !(noObjection && (c.kind === 'objection' || c.kind === 'push')));
  const ranked = sayEachLineOnce(pickTop(fixes, 3), f, v);
  const reasons = scoreReasons(f, scores, v);
  return {
    overallScore,
    outcome,
    scores,
    scoreReasons: noObjection ? { ...reasons, objectionHandling: v.t('reason.noObjection') } : reasons,
    metrics: {
      userTurns: f.userTurns.length,
      prospectTurns: f.prospectTurns,
      questionsAsked: f.questions.length,
      talkRatio: f.talkRatio,
      longestMonologueWords: f.longestMonologueWords,
    },
    objectionHandled: f.progress.handled,
    nextStepSecured: f.nextStepSecured,
    strengths: selectStrengths(f, v),
    improvements: ranked.map(({ issue, quote, suggestion }) => ({ issue, quote, suggestion })),
    nextExercise: nextExercise(ranked[0]?.kind, setup, v),
    summary: callVerdict(f, ranked[0]?.kind, v),
  };
}

/** The report and the Kinds of its improvements, the first fix first: what `npm run eval` scores. */
export function analyzeSalesCallWithKinds(
  turns: TranscriptTurn[],
  setup: SalesSetup,
  language: Locale = 'en',
): { report: SalesCallReport; improvementKinds: Kind[] } {
  const f = measure(turns, setup);
  const v = voiceFor(language);
  const ranked = sayEachLineOnce(pickTop(candidates(f, v), Number.POSITIVE_INFINITY), f, v);
  return { report: analyzeSalesCall(turns, setup, language), improvementKinds: ranked.map((c) => c.kind) };
}
