// Rule-based AI Sales Coach report. Criteria are yes/no checks that can be verified in the
// transcript (asked a question? acknowledged the objection? got the next step?), plus
// conversation metrics (talk ratio, longest monologue), and every improvement quotes the rep.

import type { Improvement, SalesCallReport, SalesSetup, TranscriptTurn } from '../../../shared/reports.ts';
import {
  addressesObjection,
  advanceHandling,
  agreesToGoal,
  asksForGoal,
  emptyProgress,
  findQuestions,
  hasEvidence,
  isDiscoveryQuestion,
  namesTime,
  raisesObjection,
  type HandlingProgress,
} from './sales-signals.ts';
import { pickTop } from './ranking.ts';
import { closingLine, discoveryQuestions, goalPhrase, modelObjectionAnswer, openVersion } from './sales-templates.ts';
import { countWords, normalizeText, productPhrase, round1, score10, splitSentences, truncateWords } from './text.ts';

/** Gong: top reps talk about 43% of the time; above 65% conversion drops. */
export const TALK_RATIO = { idealMin: 40, idealMax: 60, top: 43, tooHigh: 65, tooLow: 25 } as const;
export const MONOLOGUE_WORDS_MAX = 100;
const QUOTE_WORDS = 30;

const BENEFIT =
  /\b(?:sav(?:e|es|ed|ing)|faster|quicker|increase[sd]?|reduc(?:e|es|ed)|grow|more|less|roi|revenue|profit|hours|minutes|easier|simpler|avoid|protect|earn|cut|without)\b/i;

interface UserTurn {
  text: string;
  /** Position in the whole transcript. */
  at: number;
}

interface Findings {
  setup: SalesSetup;
  userTurns: UserTurn[];
  prospectTurns: number;
  talkRatio: number;
  longestMonologue: string;
  longestMonologueWords: number;
  questions: { text: string; open: boolean }[];
  openQuestions: number;
  closedQuestions: number;
  discoveryQuestions: number;
  objectionRaisedAt: number;
  firstReply?: UserTurn;
  progress: HandlingProgress;
  handlingTurn?: UserTurn;
  /** Turns that proposed the goal before the objection was handled. */
  earlyPushes: UserTurn[];
  askedGoal?: UserTurn;
  askedWithTime: boolean;
  nextStepSecured: boolean;
  lesserStep: boolean;
  valueSentences: string[];
  evidenceSentences: string[];
}

export function analyzeSalesCall(turns: TranscriptTurn[], setup: SalesSetup): SalesCallReport {
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
  const ranked = pickTop(candidates(f), 3);
  return {
    overallScore,
    outcome,
    scores,
    metrics: {
      userTurns: f.userTurns.length,
      prospectTurns: f.prospectTurns,
      questionsAsked: f.questions.length,
      talkRatio: f.talkRatio,
      longestMonologueWords: f.longestMonologueWords,
    },
    objectionHandled: f.progress.handled,
    nextStepSecured: f.nextStepSecured,
    strengths: selectStrengths(f),
    improvements: ranked.map(({ issue, quote, suggestion }) => ({ issue, quote, suggestion })),
    nextExercise: nextExercise(ranked[0]?.kind, setup),
    summary: summarize(f, outcome, overallScore),
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring

function measure(rawTurns: TranscriptTurn[], setup: SalesSetup): Findings {
  const turns = rawTurns.map((t) => ({ role: t.role, text: normalizeText(t.text) })).filter((t) => t.text.length > 0);
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

  const questions = userTurns.flatMap((t) => findQuestions(t.text).questions);
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
  return {
    setup,
    userTurns,
    prospectTurns: prospectTexts.length,
    talkRatio: total > 0 ? round1((userWords / total) * 100) : 0,
    longestMonologue,
    longestMonologueWords: countWords(longestMonologue),
    questions,
    openQuestions: questions.filter((q) => q.open).length,
    closedQuestions: questions.filter((q) => !q.open).length,
    discoveryQuestions: questions.filter((q) => q.open || isDiscoveryQuestion(q.text)).length,
    objectionRaisedAt,
    firstReply: afterRaise[0],
    progress,
    handlingTurn: progress.handled ? afterRaise[progress.handledAtTurn] : undefined,
    earlyPushes,
    askedGoal: goalTurns[0],
    askedWithTime: goalTurns.some((t) => namesTime(t.text)),
    nextStepSecured: prospectTexts.some((t) => agreesToGoal(t, setup.goal)),
    lesserStep: prospectTexts.some((t) => agreesToGoal(t, 'Advance the Opportunity')),
    valueSentences: sentences.filter((s) => BENEFIT.test(s) || addressesObjection(s, setup.objection)),
    evidenceSentences: sentences.filter(hasEvidence),
  };
}

// Where the prospect voiced the objection; the scripted prospect does it in its second turn,
// so that is the fallback when the wording does not match. -1 = judge every user turn.
function findObjectionRaise(turns: { role: string; text: string }[], setup: SalesSetup): number {
  const firstUser = turns.findIndex((t) => t.role === 'user');
  const raised = turns.findIndex((t, i) => t.role === 'prospect' && i > firstUser && raisesObjection(t.text, setup.objection));
  if (raised >= 0) return raised;
  return firstUser >= 0 ? turns.findIndex((t, i) => t.role === 'prospect' && i > firstUser) : -1;
}

// ---------------------------------------------------------------------------------------------
// Scoring

// Objection handling weighs most: it is the skill this scenario was set up to practise.
const WEIGHTS = { discovery: 0.25, objectionHandling: 0.3, valueCommunication: 0.2, closing: 0.25 } as const;

function scoreCall(f: Findings): SalesCallReport['scores'] {
  if (f.userTurns.length === 0) return { discovery: 0, objectionHandling: 0, valueCommunication: 0, closing: 0 };

  const topics = Math.min(2, f.discoveryQuestions);
  const listening = f.talkRatio > 70 ? -2 : f.talkRatio > TALK_RATIO.tooHigh ? -1 : 0;
  const discovery = Math.min(7, f.openQuestions * 2 + f.closedQuestions * 0.75) + topics * 1.5 + listening;

  const p = f.progress;
  const pushes = Math.max(0, f.earlyPushes.length - 1);
  const objectionHandling = p.handled
    ? 7 + (p.evidence ? 2 : 0) + (f.handlingTurn === f.firstReply ? 1 : 0.5) - pushes * 0.5
    : Math.min(6, (p.acknowledged ? 2 : 0) + (p.clarified ? 2 : 0) + (p.addressed ? 2 : 0) + (p.evidence ? 1 : 0)) - pushes;

  const monologuePenalty = f.longestMonologueWords > 150 ? 2 : f.longestMonologueWords > MONOLOGUE_WORDS_MAX ? 1 : 0;
  const valueCommunication =
    2 + Math.min(4, f.valueSentences.length * 2) + Math.min(4, f.evidenceSentences.length * 2.5) - monologuePenalty - (f.talkRatio > 75 ? 1 : 0);

  const closing = f.nextStepSecured
    ? 10
    : (f.askedGoal ? 4 : 0) + (f.askedWithTime ? 2 : 0) + (f.lesserStep ? 2 : 0) + (f.askedGoal && p.handled ? 1 : 0) - Math.max(0, f.earlyPushes.length - 1);

  return {
    discovery: score10(discovery),
    objectionHandling: score10(objectionHandling),
    valueCommunication: score10(valueCommunication),
    closing: score10(closing),
  };
}

// ---------------------------------------------------------------------------------------------
// Improvements

type Kind = 'silent' | 'objection' | 'push' | 'noAsk' | 'weakAsk' | 'discovery' | 'talk' | 'closed' | 'evidence' | 'passive';

interface Candidate extends Improvement {
  kind: Kind;
  priority: number;
}

const quote = (text: string | undefined) => truncateWords(text ?? '', QUOTE_WORDS);

function candidates(f: Findings): Candidate[] {
  const { setup } = f;
  if (f.userTurns.length === 0) {
    return [
      {
        kind: 'silent',
        priority: 100,
        issue: 'Nothing you said was recorded',
        quote: '',
        suggestion: `Check the microphone and start the next call with an open question: ${discoveryQuestions(setup)}`,
      },
    ];
  }
  const list: Candidate[] = [];
  const first = f.userTurns[0];
  const last = f.userTurns[f.userTurns.length - 1];
  const p = f.progress;
  const objection = setup.objection.toLowerCase();

  if (!p.handled) {
    const missing = [
      !p.acknowledged && 'acknowledge it',
      !p.clarified && 'ask a question to understand it',
      !p.addressed && `answer it with value or evidence about ${objectionTopic(setup)}`,
    ].filter(Boolean) as string[];
    const reply = f.firstReply ?? last;
    list.push({
      kind: 'objection',
      priority: 100,
      issue: missing.length
        ? `The "${setup.objection}" objection was not handled: you did not ${joinAnd(missing)}`
        : `The "${setup.objection}" objection needed more: a hostile buyer wants it handled over two turns or with hard numbers`,
      quote: quote(reply.text),
      suggestion: `Acknowledge, ask, then answer with value: ${modelObjectionAnswer(setup)}`,
    });
  }
  // The first reply is already quoted for the objection; quote a different push when there is one.
  const push = f.earlyPushes.find((t) => t !== f.firstReply);
  if (push) {
    list.push({
      kind: 'push',
      priority: 90,
      issue: `You pushed for ${goalPhrase(setup.goal)} before the ${objection} concern was resolved${f.earlyPushes.length > 1 ? ` (${f.earlyPushes.length} times)` : ''}`,
      quote: quote(push.text),
      suggestion: `Earn the ask first: ${modelObjectionAnswer(setup)} Only then: ${closingLine(setup)}`,
    });
  }
  if (!f.askedGoal) {
    list.push({
      kind: 'noAsk',
      priority: 85,
      issue: `You never asked for ${goalPhrase(setup.goal)}, the goal of this call`,
      quote: quote(last.text),
      suggestion: `End with a specific proposal: ${closingLine(setup)}`,
    });
  } else if (!f.nextStepSecured && !f.askedWithTime && p.handled) {
    list.push({
      kind: 'weakAsk',
      priority: 60,
      issue: 'Your ask had no specific time or option, so it was easy to postpone',
      quote: quote(f.askedGoal.text),
      suggestion: `Offer two concrete options: ${closingLine(setup)}`,
    });
  }
  if (f.questions.length < 2 || f.openQuestions === 0) {
    list.push({
      kind: 'discovery',
      priority: f.questions.length === 0 ? 80 : 65,
      issue:
        f.questions.length === 0
          ? 'No discovery: you did not ask a single question about the buyer'
          : `Thin discovery: ${f.questions.length} question${f.questions.length === 1 ? '' : 's'}, ${f.openQuestions} open`,
      quote: quote(first.text),
      suggestion: `Ask before you pitch, for example ${discoveryQuestions(setup)}`,
    });
  } else if (f.closedQuestions >= 2 && f.closedQuestions > f.openQuestions) {
    const closed = f.questions.find((q) => !q.open) as { text: string };
    list.push({
      kind: 'closed',
      priority: 45,
      issue: `Mostly yes/no questions (${f.closedQuestions} closed, ${f.openQuestions} open) get short answers`,
      quote: quote(closed.text),
      suggestion: `Open it up: ${openVersion(closed.text)}`,
    });
  }
  if (f.talkRatio > TALK_RATIO.tooHigh || f.longestMonologueWords > MONOLOGUE_WORDS_MAX) {
    const firstSentence = splitSentences(f.longestMonologue)[0] ?? f.longestMonologue;
    list.push({
      kind: 'talk',
      // Far above the ideal this is the root cause; its fix ends in a question, so it covers discovery too.
      priority: f.talkRatio > 75 || f.longestMonologueWords > 150 ? 82 : 62,
      issue: `You did most of the talking: ${f.talkRatio}% of the words (top reps ≈ ${TALK_RATIO.top}%), longest monologue ${f.longestMonologueWords} words`,
      quote: quote(f.longestMonologue),
      suggestion: `Stop after two sentences and hand the call back: "${truncateWords(firstSentence, 20).replace(/ …$/, '…')} How are you handling that today?"`,
    });
  } else if (f.talkRatio < TALK_RATIO.tooLow && f.userTurns.length >= 3) {
    const shortest = [...f.userTurns].sort((a, b) => countWords(a.text) - countWords(b.text))[0];
    list.push({
      kind: 'passive',
      priority: 40,
      issue: `You spoke only ${f.talkRatio}% of the words, so the prospect never heard why it matters to them`,
      quote: quote(shortest.text),
      suggestion: `After each answer, link it to a benefit: "So [what they said]; that is exactly where ${productRefFor(setup)} helps, because [result]."`,
    });
  }
  if (f.evidenceSentences.length === 0 && f.valueSentences.length > 0) {
    list.push({
      kind: 'evidence',
      priority: 50,
      issue: 'Claims without evidence: no number, result or customer example backed up the value',
      quote: quote(f.valueSentences[0]),
      suggestion: `Add one number: "${capitalizeFirst(productRefFor(setup))} saves [people / teams] like you about [X hours or $Y] a month; [a customer] saw [result] in [time]."`,
    });
  }
  return list;
}

function productRefFor(setup: SalesSetup): string {
  return productPhrase(setup.product, 'our');
}

function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function objectionTopic(setup: SalesSetup): string {
  const topics: Record<SalesSetup['objection'], string> = {
    'Price / Budget': 'cost and return',
    'Competitor Loyalty': 'what is different from their current provider',
    'Timing / No Urgency': 'the cost of waiting',
    'Value / Skepticism': 'results and proof',
  };
  return topics[setup.objection];
}

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------
// Strengths, exercise, summary

function selectStrengths(f: Findings): string[] {
  const list: string[] = [];
  const objection = f.setup.objection.toLowerCase();
  if (f.nextStepSecured) list.push(`Secured the goal: the prospect agreed to ${goalPhrase(f.setup.goal)}`);
  if (f.progress.handled && f.handlingTurn) {
    list.push(`Handled the ${objection} objection (acknowledged, asked, answered with value): "${truncateWords(f.handlingTurn.text, 20)}"`);
  }
  const bestQuestion = f.questions.find((q) => q.open && isDiscoveryQuestion(q.text)) ?? f.questions.find((q) => q.open);
  if (bestQuestion) list.push(`Good open question: "${truncateWords(bestQuestion.text, 20)}"`);
  if (f.talkRatio >= 30 && f.talkRatio <= TALK_RATIO.idealMax && f.userTurns.length >= 2) {
    list.push(`Balanced conversation: you spoke ${f.talkRatio}% of the words (top reps ≈ ${TALK_RATIO.top}%)`);
  }
  if (f.evidenceSentences.length > 0) list.push(`Backed value with evidence: "${truncateWords(f.evidenceSentences[0], 20)}"`);
  if (list.length === 0) {
    list.push(f.userTurns.length > 0 ? 'You stayed on the call and kept the conversation going' : 'You started a practice call: the first step is done');
  }
  return list.slice(0, 3);
}

function nextExercise(kind: Kind | undefined, setup: SalesSetup): string {
  const objection = setup.objection.toLowerCase();
  switch (kind) {
    case 'silent':
      return 'Start a new call, say hello, and ask the prospect one open question about their situation.';
    case 'objection':
      return `Write a three-part answer to the ${objection} objection (acknowledge, ask one question, answer with a number), then run the same scenario again until the prospect agrees.`;
    case 'push':
      return 'Run the same scenario and do not propose the next step until the prospect has told you more about their concern and you have answered it.';
    case 'noAsk':
    case 'weakAsk':
      return `Run the same scenario and end by proposing ${goalPhrase(setup.goal)} with two specific time options.`;
    case 'discovery':
      return 'Start the next call with three open questions (what, how, tell me) before you describe the product.';
    case 'talk':
      return 'Run the same scenario with one rule: no answer longer than three sentences, and each ends with a question.';
    case 'closed':
      return 'Rewrite your usual questions to start with "what", "how" or "tell me", then use them in the next call.';
    case 'evidence':
      return 'Prepare three numbers (time saved, money saved, one customer result) and use at least one in the next call.';
    case 'passive':
      return 'In the next call, answer each prospect reply with one benefit sentence before your next question.';
    default:
      return setup.difficulty === 'Hard (Hostile/Resistant)'
        ? 'Practise a different objection at Hard difficulty and aim to reach the goal again.'
        : 'Raise the difficulty one level and run the same scenario.';
  }
}

function summarize(f: Findings, outcome: SalesCallReport['outcome'], overallScore: number): string {
  const { setup, progress: p } = f;
  const outcomeText =
    outcome === 'goal_reached'
      ? `Goal reached: the prospect agreed to ${goalPhrase(setup.goal)}.`
      : outcome === 'progressed'
        ? `Progress, but the goal (${goalPhrase(setup.goal)}) was not reached.`
        : `Goal not reached (${goalPhrase(setup.goal)}).`;
  if (f.userTurns.length === 0) return `${outcomeText} Score ${overallScore}/100. No speech from you was recorded.`;
  const handled = p.handled
    ? `handled (acknowledged, asked, answered with ${p.evidence ? 'evidence' : 'value'})`
    : `not handled (${[p.acknowledged ? 'acknowledged' : 'no acknowledgement', p.clarified ? 'asked' : 'no question', p.addressed ? 'answered' : 'no relevant value'].join(', ')})`;
  return [
    outcomeText,
    `Score ${overallScore}/100 (discovery 25%, objection handling 30%, value 20%, closing 25%).`,
    `You asked ${f.questions.length} question${f.questions.length === 1 ? '' : 's'} (${f.openQuestions} open), spoke ${f.talkRatio}% of the words (top reps ≈ ${TALK_RATIO.top}%), longest monologue ${f.longestMonologueWords} words.`,
    `${setup.objection} objection: ${handled}.`,
    `Next step: ${f.nextStepSecured ? 'secured' : f.askedGoal ? 'asked for, not secured' : 'never asked for'}.`,
  ].join(' ');
}
