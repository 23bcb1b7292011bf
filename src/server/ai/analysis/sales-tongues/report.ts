// The offline call report for a call spoken in French, Swahili, Portuguese or Spanish: the English
// report's scores, fixes, strengths and verdict over Findings read with that language's signals. The
// commentary is in the reader's language (`callReport`); the rep's quotes stay verbatim. The English
// report's lines to say are English, so here each fix says what to do in the reader's words instead.

import type { Locale } from '../../../../shared/i18n/locales.ts';
import type { SalesCallReport, SalesSetup, TranscriptTurn } from '../../../../shared/reports.ts';
import type { SalesCallOptions } from '../../provider.ts';
import { voiceFor, type Kind, type Voice } from '../call-findings.ts';
import { candidates, sayEachLineOnce } from '../call-fixes.ts';
import { pickTop } from '../ranking.ts';
import { analyzeSalesCall } from '../sales-call-analysis.ts';
import { measureInTongue } from './measure.ts';
import type { TongueLexicon } from './types.ts';

/** What to do about each fix, in the reader's language, without an English line to say. */
function suggestionFor(kind: Kind, setup: SalesSetup, v: Voice): string {
  return v.t(`tongue.suggestion.${kind}`, { goal: v.goal(setup.goal), objection: v.objectionInSentence(setup.objection) });
}

/** The fixes of a call in this language, ranked as the report ranks them (the first fix first). */
function rankedKinds(turns: TranscriptTurn[], setup: SalesSetup, lex: TongueLexicon, v: Voice, limit: number, noObjection = false): Kind[] {
  const f = measureInTongue(turns, setup, lex);
  const fixes = candidates(f, v).filter((c) => !(noObjection && (c.kind === 'objection' || c.kind === 'push')));
  return sayEachLineOnce(pickTop(fixes, limit), f, v).map((c) => c.kind);
}

export function analyzeCallInTongue(
  turns: TranscriptTurn[],
  setup: SalesSetup,
  lex: TongueLexicon,
  language: Locale,
  options: SalesCallOptions = {},
): SalesCallReport {
  const v = voiceFor(language);
  const report = analyzeSalesCall(turns, setup, language, options, (t, s) => measureInTongue(t, s, lex));
  const kinds = rankedKinds(turns, setup, lex, v, 3, options.objectionRaised === false);
  return {
    ...report,
    improvements: report.improvements.map((item, i) => (kinds[i] ? { ...item, suggestion: suggestionFor(kinds[i], setup, v) } : item)),
  };
}

/** The report and the Kinds of all its improvements, the first fix first: what the eval scores. */
export function analyzeCallInTongueWithKinds(
  turns: TranscriptTurn[],
  setup: SalesSetup,
  lex: TongueLexicon,
  language: Locale,
): { report: SalesCallReport; improvementKinds: Kind[] } {
  const v = voiceFor(language);
  return { report: analyzeCallInTongue(turns, setup, lex, language), improvementKinds: rankedKinds(turns, setup, lex, v, Number.POSITIVE_INFINITY) };
}
