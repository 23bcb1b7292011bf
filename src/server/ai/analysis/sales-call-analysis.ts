// Rule-based AI Sales Coach report. Criteria are yes/no checks that can be verified in the
// transcript (asked a question? acknowledged the objection? got the next step?), plus
// conversation metrics (talk ratio, longest monologue), and every improvement quotes the rep.
// The rules read English: the commentary is written in the reader's language (the `callReport`
// catalog), the rep's quotes and the lines to say stay English. A call in another language gets
// an honest limited report instead (analyzeSalesCallOffline).

import type { Locale } from '../../../shared/i18n/locales.ts';
import { type Improvement, type SalesCallReport, type SalesGoal, type SalesSetup, type SpokenLanguage, type TranscriptTurn } from '../../../shared/reports.ts';
import { detectLanguage } from './language-detect.ts';
import { stripOfflineNote } from './prospect-persona.ts';
import {
  addressesObjection,
  advanceHandling,
  asksForGoal,
  asksToBuy,
  emptyProgress,
  findQuestions,
  findToneIssues,
  goalStance,
  hasEvidence,
  isBareOffer,
  isDiscoveryQuestion,
  namesTime,
  raisesObjection,
  type Tone,
} from './sales-signals.ts';
import { pickTop } from './ranking.ts';
import { OBJECTION_KEYS, voiceFor, type Findings, type Kind, type UserTurn, type Voice } from './call-findings.ts';
import { MONOLOGUE_WORDS_MAX, TALK_RATIO } from './call-norms.ts';
import { isShortCall, scoreCall, scoreReasons } from './call-scores.ts';
import { DISCOVERY_TOPICS, questionFor, topicsCovered, type DiscoveryTopic } from './discovery-topics.ts';
import { valueTiedToProspect } from './value-ties.ts';
import { callVerdict } from './call-verdict.ts';
import { findProspectNeed } from './prospect-need.ts';
import { closingLine, discoveryQuestions, evidenceLine, linkToBenefitLine, modelObjectionAnswer, openVersion } from './sales-templates.ts';
import { countMatches, countWords, hasSentencePunctuation, normalizeText, round1, splitSentences, truncateWords } from './text.ts';

export { MONOLOGUE_WORDS_MAX, TALK_RATIO } from './call-norms.ts';
const QUOTE_WORDS = 30;

const BENEFIT =
  /\b(?:sav(?:e|es|ed|ing)|faster|quicker|increase[sd]?|reduc(?:e|es|ed)|grow|more|less|roi|revenue|profit|hours|minutes|easier|simpler|avoid|protect|earn|cut|without)\b/i;

// The rep speaking of their side: "we", "our customers", "with us".
const OFFER = /\b(?:we|our|ours|us)\b/i;

/**
 * The rule-based report of a call spoken in English; its commentary is in `language` (the reader's),
 * the quotes and the lines to say stay English.
 */
export function analyzeSalesCall(turns: TranscriptTurn[], setup: SalesSetup, language: Locale = 'en'): SalesCallReport {
  const v = voiceFor(language);
  const f = measure(turns, setup);
  const scores = scoreCall(f);
  const outcome: SalesCallReport['outcome'] = f.nextStepSecured ? 'goal_reached' : f.progress.handled || f.lesserStep ? 'progressed' : 'not_reached';
  const overallScore = Math.round(
    (scores.discovery * WEIGHTS.discovery +
      scores.objectionHandling * WEIGHTS.objectionHandling +
      scores.valueCommunication * WEIGHTS.valueCommunication +
      scores.closing * WEIGHTS.closing) *
      10,
  );
  const ranked = sayEachLineOnce(pickTop(candidates(f, v), 3), f, v);
  return {
    overallScore,
    outcome,
    scores,
    scoreReasons: scoreReasons(f, scores, v),
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

/**
 * The offline provider's report: the rules above when the rep spoke English; otherwise (or when the
 * language is not recognised and the reader does not use English) a limited report that says so and
 * holds only what is measured without understanding the words.
 */
export function analyzeSalesCallOffline(turns: TranscriptTurn[], setup: SalesSetup, language: Locale = 'en'): SalesCallReport {
  const repText = normalizedTurns(turns)
    .filter((t) => t.role === 'user')
    .map((t) => t.text)
    .join('\n');
  if (!repText) return analyzeSalesCall(turns, setup, language);
  const spoken = detectLanguage(repText);
  if (spoken === 'en' || (spoken === 'unknown' && language === 'en')) return analyzeSalesCall(turns, setup, language);
  return limitedSalesCallReport(turns, spoken, language);
}

// ---------------------------------------------------------------------------------------------
// Wording: the reader's language

// ---------------------------------------------------------------------------------------------
// Measuring

/** Normalised, non-empty turns; the offline prospect's note about its language is not part of the call. */
function normalizedTurns(rawTurns: TranscriptTurn[]): { role: TranscriptTurn['role']; text: string }[] {
  return rawTurns
    .map((t) => {
      const text = normalizeText(t.text);
      return { role: t.role, text: t.role === 'prospect' ? stripOfflineNote(text) : text };
    })
    .filter((t) => t.text.length > 0);
}

interface Shape {
  userTurns: UserTurn[];
  prospectTexts: string[];
  talkRatio: number;
  longestMonologue: string;
  longestMonologueWords: number;
}

/** What a call measures without understanding a word: turns, who spoke how much, the longest monologue. */
function measureShape(turns: { role: TranscriptTurn['role']; text: string }[]): Shape {
  const userTurns: UserTurn[] = turns.flatMap((t, at) => (t.role === 'user' ? [{ text: t.text, at }] : []));
  const prospectTexts = turns.filter((t) => t.role === 'prospect').map((t) => t.text);

  const userWords = userTurns.reduce((sum, t) => sum + countWords(t.text), 0);
  const prospectWords = prospectTexts.reduce((sum, t) => sum + countWords(t), 0);
  const total = userWords + prospectWords;

  // Consecutive user turns are one monologue (a recogniser may split a long answer).
  let longestMonologue = '';
  let current = '';
  for (const turn of turns) {
    current = turn.role === 'user' ? `${current} ${turn.text}`.trim() : '';
    if (countWords(current) > countWords(longestMonologue)) longestMonologue = current;
  }
  return {
    userTurns,
    prospectTexts,
    talkRatio: total > 0 ? round1((userWords / total) * 100) : 0,
    longestMonologue,
    longestMonologueWords: countWords(longestMonologue),
  };
}

function measure(rawTurns: TranscriptTurn[], setup: SalesSetup): Findings {
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

/** A sentence whose only figure is what it costs, with no benefit said: the price, not evidence of what it is worth. */
function isBarePrice(sentence: string): boolean {
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

/**
 * Whether the prospect is committed to `goal` at the end of the call, reading each reply against
 * the rep's turn before it: a plain yes to an ask agrees, a later "let me think about it" takes it
 * back, and so does a no to a fresh ask. Also the asks the rep made straight after a no or not yet.
 */
function followCommitment(
  turns: { role: TranscriptTurn['role']; text: string }[],
  goal: SalesGoal,
): { secured: boolean; asksAfterNo: UserTurn[]; deferredAsk?: UserTurn; agreedAsk?: UserTurn; agreement?: string } {
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
function findObjectionRaise(turns: { role: string; text: string }[], setup: SalesSetup): number {
  const firstUser = turns.findIndex((t) => t.role === 'user');
  const raised = turns.findIndex((t) => t.role === 'prospect' && raisesObjection(t.text, setup.objection));
  if (raised >= 0) return raised;
  return firstUser >= 0 ? turns.findIndex((t, i) => t.role === 'prospect' && i > firstUser) : -1;
}

// ---------------------------------------------------------------------------------------------
// Scoring

// Objection handling weighs most: it is the skill this scenario was set up to practise.
const WEIGHTS = { discovery: 0.25, objectionHandling: 0.3, valueCommunication: 0.2, closing: 0.25 } as const;

function hasTone(f: Findings, tone: Tone): boolean {
  return f.tone.some((finding) => finding.tone === tone);
}

// ---------------------------------------------------------------------------------------------
// Improvements

// The first fix is the one that costs this call most; why each rank:
const PRIORITY = {
  // Insulting or talking down to the buyer loses them whatever else was right, so it comes first;
  // pressure makes them defend their no, so it comes before any technique.
  rude: 110,
  dismissive: 106,
  pushy: 104,
  // The behaviours that made handling the objection impossible rank above the objection itself:
  // asking again and again before the concern is resolved (its fix carries the answer), and a
  // monologue over the limit without a question or a share of the words far above or below the
  // ideal, so the buyer never got a question worth answering (the talk fix ends in one).
  pushRepeated: 102,
  talkRootCause: 101,
  passiveRootCause: 101,
  // Nothing else can be judged.
  silent: 100,
  // The skill this scenario was set up to practise.
  objection: 100,
  // The objection was handled and the rep never asked: the cheapest win of the call was left on the table.
  noAskEarned: 95,
  // One early ask after a weak answer: the answer is the fix, the timing comes next.
  push: 90,
  noAsk: 85,
  noDiscovery: 80,
  thinDiscovery: 65,
  talk: 62,
  // Details of a call that already works.
  weakAsk: 60,
  evidence: 50,
  closed: 45,
  passive: 40,
  // A call that went well but short, or stayed on one or two things: the buyer's situation, cost
  // and decision were never learnt, so the next call should go deeper before proposing.
  depth: 35,
  // Nothing above applies: say so, and how to keep it.
  polish: 10,
} as const;

// Lines to say instead (English, like every line to say): respect first, then a question.
const TONE_LINES: Record<Tone, string> = {
  rude: '"That\'s a fair question. What\'s behind it for you?"',
  dismissive: '"Fair point, I may not have explained it well. What matters most to you here?"',
  pushy: '"No pressure: it has to make sense for you. What would you need to see to feel sure?"',
};
const RESPECT_THE_NO = '"Fair enough. What would have to change for this to make sense for you?"';
const PIN_DOWN_DEFERRAL = '"Happy to. So it is useful, shall we go through it together for 15 minutes, Thursday at 10 or Friday at 2?"';
const LOCK_IN_THE_YES = '"Great, that is agreed. I will send a confirmation today with what we discussed, and check in with you the day before."';

interface Candidate extends Improvement {
  kind: Kind;
  priority: number;
}

const quote = (text: string | undefined) => truncateWords(text ?? '', QUOTE_WORDS);

/**
 * The push fix and the objection fix both carry the answer to the objection: the one ranked first
 * says it, the later one points to it, so no line to say appears twice in a report.
 */
function sayEachLineOnce(ranked: Candidate[], f: Findings, v: Voice): Candidate[] {
  // Two fixes quoting the same line of the rep read as one fix said twice: the later one shows no quote.
  return quoteEachLineOnce(answerPushOnce(ranked, f, v));
}

function quoteEachLineOnce(ranked: Candidate[]): Candidate[] {
  const quoted = new Set<string>();
  return ranked.map((c) => {
    const key = c.quote.trim();
    if (!key) return c;
    if (quoted.has(key)) return { ...c, quote: '' };
    quoted.add(key);
    return c;
  });
}

function answerPushOnce(ranked: Candidate[], f: Findings, v: Voice): Candidate[] {
  const kinds = ranked.map((c) => c.kind);
  const push = kinds.indexOf('push');
  const objection = kinds.indexOf('objection');
  if (push < 0 || objection < 0) return ranked;
  const objectionName = v.objectionInSentence(f.setup.objection);
  return ranked.map((c, at) => {
    if (c.kind === 'push' && at > objection)
      return { ...c, suggestion: v.t('suggestion.pushAfterAnswer', { objection: objectionName, close: closingLine(f.setup, f.prospectNeed) }) };
    if (c.kind === 'objection' && at > push) return { ...c, suggestion: v.t('suggestion.objectionAsAbove', { objection: objectionName }) };
    return c;
  });
}

function candidates(f: Findings, v: Voice): Candidate[] {
  const { setup } = f;
  const { t, num } = v;
  if (f.userTurns.length === 0) {
    return [
      {
        kind: 'silent',
        priority: PRIORITY.silent,
        issue: t('issue.silent'),
        quote: '',
        suggestion: t('suggestion.silent', { questions: bothQuestions(setup, v) }),
      },
    ];
  }
  const list: Candidate[] = [];
  const first = f.userTurns[0];
  const last = f.userTurns[f.userTurns.length - 1];
  const p = f.progress;
  const objection = v.objection(setup.objection);
  const goal = v.goal(setup.goal);

  list.push(...toneCandidates(f, v));
  if (!p.handled) {
    const missing = [
      !p.acknowledged && t('missing.acknowledge'),
      !p.clarified && t('missing.clarify'),
      !p.addressed && t('missing.address', { topic: t(`topic.${OBJECTION_KEYS[setup.objection]}`) }),
    ].filter(Boolean) as string[];
    const reply = f.firstReply ?? last;
    list.push({
      kind: 'objection',
      priority: PRIORITY.objection,
      issue: missing.length ? t('issue.objectionMissing', { objection, missing: joinMissing(missing, v) }) : t('issue.objectionNeedsMore', { objection }),
      quote: quote(reply.text),
      suggestion: t('suggestion.objection', { line: modelObjectionAnswer(setup) }),
    });
  }
  // The first reply is already quoted for the objection; quote a different push when there is one.
  const push = f.earlyPushes.find((turn) => turn !== f.firstReply);
  if (push) {
    list.push({
      kind: 'push',
      priority: f.earlyPushes.length >= 2 ? PRIORITY.pushRepeated : PRIORITY.push,
      issue: t('issue.push', {
        goal,
        objection: v.objectionInSentence(setup.objection),
        count: f.earlyPushes.length,
        n: num(f.earlyPushes.length),
      }),
      quote: quote(push.text),
      suggestion: t('suggestion.push', { answer: modelObjectionAnswer(setup), close: closingLine(setup, f.prospectNeed) }),
    });
  }
  if (!f.askedGoal) {
    list.push({
      kind: 'noAsk',
      priority: p.handled ? PRIORITY.noAskEarned : PRIORITY.noAsk,
      issue: t('issue.noAsk', { goal }),
      quote: quote(last.text),
      suggestion: t('suggestion.noAsk', { line: closingLine(setup, f.prospectNeed) }),
    });
  } else if (!f.nextStepSecured && !f.askedWithTime && p.handled) {
    list.push({
      kind: 'weakAsk',
      priority: PRIORITY.weakAsk,
      issue: t('issue.weakAsk'),
      quote: quote(f.askedGoal.text),
      suggestion: t('suggestion.weakAsk', { line: closingLine(setup, f.prospectNeed) }),
    });
  } else if (!f.nextStepSecured && f.deferredAsk) {
    list.push({
      kind: 'weakAsk',
      priority: PRIORITY.weakAsk,
      issue: t('issue.askDeferred'),
      quote: quote(f.deferredAsk.text),
      suggestion: t('suggestion.askDeferred', { line: PIN_DOWN_DEFERRAL }),
    });
  }
  // One open question is discovery; none, or a single yes/no question, is not.
  if (f.openQuestions === 0 && f.questions.length < 2) {
    list.push({
      kind: 'discovery',
      priority: f.questions.length === 0 ? PRIORITY.noDiscovery : PRIORITY.thinDiscovery,
      issue:
        f.questions.length === 0
          ? t('issue.noDiscovery')
          : t('issue.thinDiscovery', { count: f.questions.length, n: num(f.questions.length), open: num(f.openQuestions) }),
      quote: quote(first.text),
      suggestion: t('suggestion.discovery', { questions: bothQuestions(setup, v) }),
    });
  } else if (f.closedQuestions >= 2 && f.closedQuestions > f.openQuestions) {
    const closed = (f.questions.find((q) => !q.open && !q.ask) ?? f.questions.find((q) => !q.open)) as { text: string };
    list.push({
      kind: 'closed',
      priority: PRIORITY.closed,
      issue: t('issue.closed', { closed: num(f.closedQuestions), open: num(f.openQuestions) }),
      quote: quote(closed.text),
      suggestion: t('suggestion.closed', { line: openVersion(closed.text) }),
    });
  }
  if (talkedTooMuch(f)) {
    const firstSentence = splitSentences(f.longestMonologue)[0] ?? f.longestMonologue;
    list.push({
      kind: 'talk',
      priority: talkIsRootCause(f) ? PRIORITY.talkRootCause : PRIORITY.talk,
      issue: talkIssue(f, v),
      quote: quote(f.longestMonologue),
      suggestion: t('suggestion.talk', { line: `"${truncateWords(firstSentence, 20).replace(/ …$/, '…')} How are you handling that today?"` }),
    });
  } else if (f.talkRatio < TALK_RATIO.tooLow && f.userTurns.length >= 3) {
    const shortest = [...f.userTurns].sort((a, b) => countWords(a.text) - countWords(b.text))[0];
    list.push({
      kind: 'passive',
      priority: f.talkRatio < TALK_RATIO.farTooLow ? PRIORITY.passiveRootCause : PRIORITY.passive,
      issue: t('issue.passive', { ratio: num(f.talkRatio) }),
      quote: quote(shortest.text),
      suggestion: t('suggestion.passive', { line: linkToBenefitLine(setup, f.prospectNeed) }),
    });
  }
  // A price and its terms put to a budget concern are a concrete offer, not a claim wanting proof.
  const concreteOffer = f.valueSentences.some((s) => isBarePrice(s) && addressesObjection(s, setup.objection));
  if (f.evidenceSentences.length === 0 && f.valueSentences.length > 0 && !concreteOffer) {
    list.push({
      kind: 'evidence',
      priority: PRIORITY.evidence,
      issue: t('issue.evidence'),
      quote: quote(f.valueSentences[0]),
      suggestion: t('suggestion.evidence', { line: evidenceLine(setup) }),
    });
  }
  const depth = depthCandidate(f, v);
  if (depth) list.push(depth);
  if (list.length === 0) {
    list.push({
      kind: 'polish',
      priority: PRIORITY.polish,
      issue: t('issue.polish'),
      quote: quote((f.askedGoal ?? last).text),
      suggestion: t('suggestion.polish', { line: LOCK_IN_THE_YES }),
    });
  }
  return list;
}

/** Three topics, or a sixth seller turn, before a call counts as deep enough to leave alone. */
const DEEP_ENOUGH_TOPICS = 3;

/** Go deeper: a short or shallow call, with the next question on the first ground it left unexplored. */
function depthCandidate(f: Findings, v: Voice): Candidate | undefined {
  const { t, num } = v;
  const missing = DISCOVERY_TOPICS.filter((topic) => !f.topics.includes(topic));
  const short = isShortCall(f);
  if (!short && f.topics.length >= DEEP_ENOUGH_TOPICS) return undefined;
  const next: DiscoveryTopic = missing[0] ?? 'criteria';
  const missingNames = missing.map((topic) => t(`reason.topic.${topic}`));
  return {
    kind: 'depth',
    priority: PRIORITY.depth,
    issue: short
      ? t('issue.depthShort', {
          count: f.userTurns.length,
          n: num(f.userTurns.length),
          missing: missingNames.length ? v.list(missingNames, 'disjunction') : 'none',
        })
      : t('issue.depth', { missing: v.list(missingNames, 'disjunction') }),
    quote: quote((f.askedGoal ?? f.userTurns[f.userTurns.length - 1]).text),
    suggestion: t('suggestion.depth', { topic: t(`reason.topic.${next}`), line: questionFor(next) }),
  };
}

/** One improvement per tone heard, quoting the first sentence that carried it. */
function toneCandidates(f: Findings, v: Voice): Candidate[] {
  const { t, num } = v;
  const list: Candidate[] = [];
  for (const tone of ['rude', 'dismissive', 'pushy'] as const) {
    const heard = f.tone.filter((finding) => finding.tone === tone);
    if (heard.length === 0) continue;
    list.push({
      kind: tone,
      priority: PRIORITY[tone],
      issue: t(`issue.${tone}`, { count: heard.length, n: num(heard.length) }),
      quote: quote(heard[0].sentence),
      suggestion: t(`suggestion.${tone}`, { line: TONE_LINES[tone] }),
    });
  }
  if (!hasTone(f, 'pushy') && f.asksAfterNo.length >= 2) {
    list.push({
      kind: 'pushy',
      priority: PRIORITY.pushy,
      issue: t('issue.pushyAfterNo', { goal: v.goal(f.setup.goal), n: num(f.asksAfterNo.length) }),
      quote: quote(f.asksAfterNo[1].text),
      suggestion: t('suggestion.pushyAfterNo', { line: RESPECT_THE_NO }),
    });
  }
  return list;
}

function talkIsRootCause(f: Findings): boolean {
  const silentMonologue = f.longestMonologueWords > MONOLOGUE_WORDS_MAX && findQuestions(f.longestMonologue).questions.length === 0;
  return silentMonologue || f.talkRatio > TALK_RATIO.farTooHigh || f.longestMonologueWords > 150;
}

/** The two discovery questions to ask (English lines) joined in the reader's language. */
function bothQuestions(setup: SalesSetup, { t }: Voice): string {
  const [first, second] = discoveryQuestions(setup);
  return t('questions.both', { first, second });
}

function talkedTooMuch(shape: Pick<Shape, 'talkRatio' | 'longestMonologueWords'>): boolean {
  return shape.talkRatio > TALK_RATIO.tooHigh || shape.longestMonologueWords > MONOLOGUE_WORDS_MAX;
}

function talkIssue(shape: Pick<Shape, 'talkRatio' | 'longestMonologueWords'>, { t, num }: Voice): string {
  return t('issue.talk', {
    ratio: num(shape.talkRatio),
    top: num(TALK_RATIO.top),
    count: shape.longestMonologueWords,
    words: num(shape.longestMonologueWords),
  });
}

/** "acknowledge it, ask a question to understand it or answer it…" in the reader's language. */
function joinMissing(items: string[], { t }: Voice): string {
  if (items.length <= 1) return items.join('');
  return t('missing.join', { first: items.slice(0, -1).join(', '), last: items[items.length - 1] });
}

// ---------------------------------------------------------------------------------------------
// Strengths, exercise, summary

function selectStrengths(f: Findings, v: Voice): string[] {
  const { t, num } = v;
  const list: string[] = [];
  if (f.nextStepSecured) list.push(t('strength.goalSecured', { goal: v.goal(f.setup.goal) }));
  if (f.progress.handled && f.handlingTurn) {
    list.push(
      t('strength.objectionHandled', {
        objection: v.objectionInSentence(f.setup.objection),
        with: f.progress.evidence ? 'evidence' : 'value',
        quote: truncateWords(f.handlingTurn.text, 20),
      }),
    );
  }
  const bestQuestion = f.questions.find((q) => q.open && isDiscoveryQuestion(q.text)) ?? f.questions.find((q) => q.open);
  if (bestQuestion) list.push(t('strength.openQuestion', { quote: truncateWords(bestQuestion.text, 20) }));
  // A share of the words is only a strength in a call where the conversation got somewhere: a few
  // turns of nothing much are not balanced, they are short, and a lost call is not saved by its ratio.
  const wentSomewhere = f.progress.handled || f.nextStepSecured;
  if (balanced(f) && f.talkRatio >= TALK_RATIO.idealMin && f.userTurns.length >= 4 && f.questions.length >= 2 && wentSomewhere) {
    list.push(t('strength.balanced', { ratio: num(f.talkRatio), top: num(TALK_RATIO.top) }));
  }
  const evidence = f.evidenceSentences.find((s) => s !== f.handlingTurn?.text && !f.handlingTurn?.text.includes(s));
  if (evidence) list.push(t('strength.evidence', { quote: truncateWords(evidence, 20) }));
  // Praise is earned: a weak call may have one strength or none.
  return list.slice(0, 3);
}

function balanced(shape: Pick<Shape, 'talkRatio' | 'userTurns'>): boolean {
  return shape.talkRatio >= 30 && shape.talkRatio <= TALK_RATIO.idealMax && shape.userTurns.length >= 2;
}

function nextExercise(kind: Kind | undefined, setup: SalesSetup, v: Voice): string {
  const { t } = v;
  switch (kind) {
    case 'silent':
      return t('exercise.silent');
    case 'rude':
    case 'dismissive':
    case 'pushy':
      return t('exercise.tone');
    case 'objection':
      return t('exercise.objection', { objection: v.objectionInSentence(setup.objection) });
    case 'push':
      return t('exercise.push');
    case 'noAsk':
    case 'weakAsk':
      return t('exercise.ask', { goal: v.goal(setup.goal) });
    case 'discovery':
      return t('exercise.discovery');
    case 'talk':
      return t('exercise.talk');
    case 'closed':
      return t('exercise.closed');
    case 'evidence':
      return t('exercise.evidence');
    case 'passive':
      return t('exercise.passive');
    case 'depth':
      return t('exercise.depth');
    default:
      return t(setup.difficulty === 'Hard (Hostile/Resistant)' ? 'exercise.otherObjection' : 'exercise.raiseDifficulty');
  }
}

// ---------------------------------------------------------------------------------------------
// A call the rules cannot read

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
