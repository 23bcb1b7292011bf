// Reading a call into Findings: the questions and what they covered, where the objection came and
// how it was handled, the asks for the goal and the prospect's stance on them, tone, and the value
// and evidence the rep put forward. Everything the scores, fixes and verdict judge comes from here.

import { type SalesGoal, type SalesSetup, type TranscriptTurn } from '../../../shared/reports.ts';
import type { Findings, UserTurn } from './call-findings.ts';
import { measureShape, normalizedTurns } from './call-shape.ts';
import { topicsCovered } from './discovery-topics.ts';
import { findProspectNeed } from './prospect-need.ts';
import {
  addressesObjection,
  advanceHandling,
  asksForGoal,
  asksToBuy,
  emptyProgress,
  findQuestions,
  findToneIssues,
  goalStance,
  type GoalStance,
  hasEvidence,
  isBareOffer,
  isDiscoveryQuestion,
  isTrackRecord,
  namesTime,
  raisesObjection,
} from './sales-signals.ts';
import { splitSentences } from './text.ts';
import { valueTiedToProspect } from './value-ties.ts';

export const BENEFIT =
  /\b(?:sav(?:e|es|ed|ing)|faster|quicker|increase[sd]?|reduc(?:e|es|ed)|grow|more|less|roi|revenue|profit|hours|minutes|easier|simpler|avoid|protect|earn|cut|without)\b/i;

// The rep speaking of their side: "we", "our customers", "with us".
const OFFER = /\b(?:we|our|ours|us)\b/i;

/** The Findings of a call: what every part of the report judges. */
export function measure(rawTurns: TranscriptTurn[], setup: SalesSetup): Findings {
  const turns = normalizedTurns(rawTurns);
  const { userTurns, prospectTexts, talkRatio, longestMonologue, longestMonologueWords } = measureShape(turns);

  // An ask for the order or for the goal ("How many bags can you take this week?") is not discovery,
  // however it starts: it is neither open nor praised.
  const questions = userTurns
    .flatMap((t) => findQuestions(t.text).questions)
    .map((q) => (asksToBuy(q.text) || asksForGoal(q.text, setup.goal) ? { ...q, open: false, ask: true } : q));
  const objectionRaisedAt = findObjectionRaise(turns, setup);
  const afterRaise = userTurns.filter((t) => t.at > objectionRaisedAt);

  let progress = emptyProgress();
  const earlyPushes: UserTurn[] = [];
  afterRaise.forEach((turn, i) => {
    const wasHandled = progress.handled;
    progress = advanceHandling(progress, turn.text, setup.objection, setup.difficulty, i);
    if (!wasHandled && !progress.handled && asksForGoal(turn.text, setup.goal)) earlyPushes.push(turn);
  });

  const goalTurns = userTurns.filter((t) => asksForGoal(t.text, setup.goal));
  const sentences = userTurns.flatMap((t) => splitSentences(t.text));
  const commitment = followCommitment(turns, setup.goal);
  const tone = userTurns.flatMap((t) => findToneIssues(t.text));
  const asksAfterNo = commitment.asksAfterNo;
  // A figure about the weather or the market is not evidence of value: it has to speak for the
  // offer; and a bare price ("only 1,500 shillings per farm") is a cost, not proof.
  const evidenceSentences = sentences.filter((s) => hasEvidence(s) && (BENEFIT.test(s) || addressesObjection(s, setup.objection) || OFFER.test(s)));
  // A statement backed by a figure or proof is a value statement too; an ask for the goal is not.
  const valueSentences = sentences.filter(
    (s) => (BENEFIT.test(s) || addressesObjection(s, setup.objection) || evidenceSentences.includes(s)) && !isGoalAsk(s, setup.goal),
  );
  return {
    setup,
    userTurns,
    prospectTurns: prospectTexts.length,
    // "This plan is not something I need before next term" is the objection, not a need to say back.
    prospectNeed: sayableNeed(findProspectNeed(prospectTexts, setup.objection)),
    talkRatio,
    longestMonologue,
    longestMonologueWords,
    questions,
    openQuestions: questions.filter((q) => q.open).length,
    closedQuestions: questions.filter((q) => !q.open).length,
    discoveryQuestions: questions.filter((q) => !('ask' in q) && (q.open || isDiscoveryQuestion(q.text))).length,
    // An ask for the goal is not discovery, even when it names a day.
    topics: topicsCovered(questions.filter((q) => !('ask' in q)).map((q) => q.text)),
    objectionRaisedAt,
    firstReply: afterRaise[0],
    progress,
    handlingTurn: progress.handled ? afterRaise[progress.handledAtTurn] : undefined,
    handlingQuote: progress.handled ? handlingSentence(afterRaise[progress.handledAtTurn].text, setup, progress.evidence) : undefined,
    earlyPushes,
    askedGoal: goalTurns[0],
    askedWithTime: goalTurns.some((t) => namesTime(t.text)),
    nextStepSecured: commitment.secured,
    agreedAsk: commitment.agreedAsk,
    agreedWithTime: commitment.secured && [commitment.agreedAsk?.text, commitment.agreement].some((text) => text !== undefined && namesTime(text)),
    lesserStep: followCommitment(turns, 'Advance the Opportunity').secured,
    asksAfterNo,
    deferredAsk: commitment.deferredAsk,
    tone,
    talkedDown: tone.some((finding) => finding.tone === 'rude' || finding.tone === 'dismissive'),
    // Pressure in words, or asking again straight after a no more than once.
    pushy: tone.some((finding) => finding.tone === 'pushy') || asksAfterNo.length >= 2,
    valueSentences,
    // A price with payment terms answers a budget, but it is not proof of value.
    evidenceSentences: evidenceSentences.filter((s) => valueSentences.includes(s)),
    valueTie: valueTiedToProspect(turns, setup.product, (s) => valueSentences.includes(s)),
  };
}

/**
 * The sentence of the handling turn that earned the credit: the one with the evidence when the
 * praise says "with evidence", else the one that answers the objection; the turn when none stands out.
 * "Ploughing is 3,500 shillings… Last season 40 farmers planted earlier" is praised for the farmers.
 */
function handlingSentence(turn: string, setup: SalesSetup, withEvidence: boolean): string {
  const sentences = splitSentences(turn);
  const evidence = withEvidence
    ? (sentences.find((s) => hasEvidence(s) && addressesObjection(s, setup.objection)) ??
      sentences.find((s) => isTrackRecord(s)) ??
      sentences.find((s) => hasEvidence(s)))
    : undefined;
  return evidence ?? sentences.find((s) => addressesObjection(s, setup.objection)) ?? turn;
}

/** A sentence whose only figure is what it costs, with no benefit said: the price, not evidence of what it is worth. */
export function isBarePrice(sentence: string): boolean {
  return isBareOffer(sentence) && !BENEFIT.test(sentence);
}

/** A need the rep can say back: not one the prospect denied ("not something I need", "don't need"). */
function sayableNeed(need: string | undefined): string | undefined {
  return need !== undefined && /\b(?:not|never|no)\b|n't\b/i.test(need) ? undefined : need;
}

/** "Would you try it free for 30 days?": a question or proposal for the goal, not a statement of value. */
function isGoalAsk(sentence: string, goal: SalesGoal): boolean {
  return /\?\s*$/.test(sentence) && asksForGoal(sentence, goal);
}

/** How a language reads the rep's ask for the goal and the prospect's answer to it. */
export interface GoalReading {
  asksForGoal(text: string, goal: SalesGoal): boolean;
  goalStance(text: string, goal: SalesGoal, afterAsk: boolean): GoalStance;
}
const ENGLISH_GOALS: GoalReading = { asksForGoal, goalStance };
const englishRaises = (text: string, objection: SalesSetup['objection']) => raisesObjection(text, objection);

/**
 * Whether the prospect is committed to `goal` at the end of the call, reading each reply against
 * the rep's turn before it: a plain yes to an ask agrees, a later "let me think about it" takes it
 * back, and so does a no to a fresh ask. Also the asks the rep made straight after a no or not yet.
 */
export function followCommitment(
  turns: { role: TranscriptTurn['role']; text: string }[],
  goal: SalesGoal,
  read: GoalReading = ENGLISH_GOALS,
): { secured: boolean; asksAfterNo: UserTurn[]; deferredAsk?: UserTurn; agreedAsk?: UserTurn; agreement?: string } {
  const { asksForGoal, goalStance } = read;
  let secured = false;
  let saidNo = false;
  let lastAsk: UserTurn | undefined;
  let deferredAsk: UserTurn | undefined;
  let agreedAsk: UserTurn | undefined;
  let agreement: string | undefined;
  const asksAfterNo: UserTurn[] = [];
  turns.forEach((turn, at) => {
    const previous = turns[at - 1];
    const afterAsk = previous?.role === 'user' && asksForGoal(previous.text, goal);
    if (turn.role === 'user') {
      if (!asksForGoal(turn.text, goal)) return;
      if (saidNo) asksAfterNo.push({ text: turn.text, at });
      lastAsk = { text: turn.text, at };
      return;
    }
    const stance = goalStance(turn.text, goal, afterAsk);
    if (stance === 'agrees') {
      secured = true;
      agreedAsk = lastAsk;
      agreement = turn.text;
    }
    if (stance === 'defers' || (stance === 'refuses' && afterAsk)) secured = false;
    if (stance === 'agrees' || stance === 'defers') deferredAsk = stance === 'defers' ? lastAsk : undefined;
    saidNo = afterAsk && (stance === 'defers' || stance === 'refuses');
  });
  return { secured, asksAfterNo, deferredAsk, agreedAsk, agreement };
}

// Where the prospect voiced the objection; the scripted prospect does it in its second turn,
// so that is the fallback when the wording does not match. -1 = judge every user turn. A buyer who
// opens with it ("I already buy from Lumina") has raised it before the rep's first word, so every
// rep turn can answer it.
export function findObjectionRaise(
  turns: { role: string; text: string }[],
  setup: SalesSetup,
  raisesObjection: (text: string, objection: SalesSetup['objection']) => boolean = englishRaises,
): number {
  const firstUser = turns.findIndex((t) => t.role === 'user');
  const raised = turns.findIndex((t) => t.role === 'prospect' && raisesObjection(t.text, setup.objection));
  if (raised >= 0) return raised;
  return firstUser >= 0 ? turns.findIndex((t, i) => t.role === 'prospect' && i > firstUser) : -1;
}
