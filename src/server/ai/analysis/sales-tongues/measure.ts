// A call spoken in French, Swahili, Portuguese or Spanish read into the same Findings as an English
// call (call-measure.ts), with that language's signals: the scores, fixes, strengths and verdict of
// the English report then judge it unchanged.

import type { SalesSetup, TranscriptTurn } from '../../../../shared/reports.ts';
import type { Findings, UserTurn } from '../call-findings.ts';
import { findObjectionRaise, followCommitment, type GoalReading } from '../call-measure.ts';
import { measureShape, normalizedTurns } from '../call-shape.ts';
import { splitSentences } from '../text.ts';
import {
  addressesObjection,
  advanceHandling,
  asksForGoal,
  emptyProgress,
  findQuestions,
  findToneIssues,
  goalStance,
  hasEvidence,
  isDiscoveryQuestion,
  namesTime,
  raisesObjection,
  topicsCovered,
} from './signals.ts';
import type { TongueLexicon } from './types.ts';

// The rep speaking of their side ("nous", "tunauza", "a nossa", "nuestros").
const OUR_SIDE = /(?<![\p{L}])(?:nous|nos|notre|on|tu\p{L}+|wetu|yetu|letu|nosso|nossa|nossos|nossas|nuestr[oa]s?|nosotros)(?![\p{L}])/iu;

export function measureInTongue(rawTurns: TranscriptTurn[], setup: SalesSetup, lex: TongueLexicon): Findings {
  const turns = normalizedTurns(rawTurns);
  const { userTurns, prospectTexts, talkRatio, longestMonologue, longestMonologueWords } = measureShape(turns);

  const questions = userTurns
    .flatMap((t) => findQuestions(t.text, lex))
    .map((q) => (asksForGoal(q.text, setup.goal, lex) && !q.open ? { ...q, open: false, ask: true } : q));
  const objectionRaisedAt = findObjectionRaise(turns, setup, (text, objection) => raisesObjection(text, objection, lex));
  const afterRaise = userTurns.filter((t) => t.at > objectionRaisedAt);

  let progress = emptyProgress();
  const earlyPushes: UserTurn[] = [];
  afterRaise.forEach((turn, i) => {
    const wasHandled = progress.handled;
    progress = advanceHandling(progress, turn.text, setup.objection, setup.difficulty, i, lex);
    if (!wasHandled && !progress.handled && asksForGoal(turn.text, setup.goal, lex)) earlyPushes.push(turn);
  });

  const goalTurns = userTurns.filter((t) => asksForGoal(t.text, setup.goal, lex));
  const sentences = userTurns.flatMap((t) => splitSentences(t.text));
  const commitment = followCommitment(turns, setup.goal, goalsIn(lex));
  const tone = userTurns.flatMap((t) => findToneIssues(t.text, lex));
  const isAsk = (s: string) => s.endsWith('?') && asksForGoal(s, setup.goal, lex);
  const evidenceSentences = sentences.filter(
    (s) => hasEvidence(s, lex) && (lex.benefit.test(s) || addressesObjection(s, setup.objection, lex) || OUR_SIDE.test(s)),
  );
  const valueSentences = sentences.filter(
    (s) => (lex.benefit.test(s) || addressesObjection(s, setup.objection, lex) || evidenceSentences.includes(s)) && !isAsk(s),
  );
  const handlingTurn = progress.handled ? afterRaise[progress.handledAtTurn] : undefined;
  const plainQuestions = questions.filter((q) => !('ask' in q));
  return {
    setup,
    userTurns,
    prospectTurns: prospectTexts.length,
    talkRatio,
    longestMonologue,
    longestMonologueWords,
    questions,
    openQuestions: questions.filter((q) => q.open).length,
    closedQuestions: questions.filter((q) => !q.open).length,
    discoveryQuestions: plainQuestions.filter((q) => q.open || isDiscoveryQuestion(q.text, lex)).length,
    topics: topicsCovered(
      plainQuestions.map((q) => q.text),
      lex,
    ),
    objectionRaisedAt,
    firstReply: afterRaise[0],
    progress,
    handlingTurn,
    handlingQuote: handlingTurn ? handlingSentence(handlingTurn.text, setup, progress.evidence, lex) : undefined,
    earlyPushes,
    askedGoal: goalTurns[0],
    askedWithTime: goalTurns.some((t) => namesTime(t.text, lex)),
    nextStepSecured: commitment.secured,
    agreedAsk: commitment.agreedAsk,
    agreedWithTime: commitment.secured && [commitment.agreedAsk?.text, commitment.agreement].some((text) => text !== undefined && namesTime(text, lex)),
    lesserStep: followCommitment(turns, 'Advance the Opportunity', goalsIn(lex)).secured,
    asksAfterNo: commitment.asksAfterNo,
    deferredAsk: commitment.deferredAsk,
    tone,
    talkedDown: tone.some((finding) => finding.tone === 'rude' || finding.tone === 'dismissive'),
    pushy: tone.some((finding) => finding.tone === 'pushy') || commitment.asksAfterNo.length >= 2,
    valueSentences,
    evidenceSentences: evidenceSentences.filter((s) => valueSentences.includes(s)),
    valueTie: valueTie(turns, (s) => evidenceSentences.includes(s)),
  };
}

/** The sentence of the handling turn that earned the credit: the evidence, else the answer, else the turn. */
function handlingSentence(turn: string, setup: SalesSetup, withEvidence: boolean, lex: TongueLexicon): string {
  const sentences = splitSentences(turn);
  const evidence = withEvidence ? sentences.find((s) => hasEvidence(s, lex)) : undefined;
  return evidence ?? sentences.find((s) => addressesObjection(s, setup.objection, lex)) ?? turn;
}

// Numbers written "40 000", "40.000" or "40,000" are one figure.
const figuresIn = (text: string) => [...text.matchAll(/\d[\d\s.,]*\d|\d/g)].map((m) => m[0].replace(/[\s.,]/g, '')).filter((n) => n.length >= 2);

/** A rep sentence with evidence that picks up a figure the prospect said before it: value in the buyer's own terms. */
function valueTie(turns: { role: string; text: string }[], isEvidence: (sentence: string) => boolean): string | undefined {
  const heard = new Set<string>();
  for (const turn of turns) {
    if (turn.role === 'prospect') {
      for (const figure of figuresIn(turn.text)) heard.add(figure);
      continue;
    }
    const tied = splitSentences(turn.text).find((s) => isEvidence(s) && figuresIn(s).some((figure) => heard.has(figure)));
    if (tied) return tied;
  }
  return undefined;
}

/** The goal read in the seller's language, for call-measure.ts's `followCommitment`. */
function goalsIn(lex: TongueLexicon): GoalReading {
  return {
    asksForGoal: (text, goal) => asksForGoal(text, goal, lex),
    goalStance: (text, goal, afterAsk) => goalStance(text, goal, afterAsk, lex),
  };
}
