// Rule-based AI Sales Coach report. Criteria are yes/no checks that can be verified in the
// transcript (asked a question? acknowledged the objection? got the next step?), plus
// conversation metrics (talk ratio, longest monologue), and every improvement quotes the rep.
// The rules read English: the commentary is written in the reader's language (the `callReport`
// catalog), the rep's quotes and the lines to say stay English. A call in another language gets
// an honest limited report instead (analyzeSalesCallOffline).

import type { Locale } from '../../../shared/i18n/locales.ts';
import { formatNumber } from '../../../shared/money.ts';
import {
  setupLabel,
  type Improvement,
  type SalesCallReport,
  type SalesGoal,
  type SalesObjection,
  type SalesSetup,
  type SpokenLanguage,
  type TranscriptTurn,
} from '../../../shared/reports.ts';
import { serverT, type ServerTranslate } from '../../lib/i18n.ts';
import { detectLanguage } from './language-detect.ts';
import { stripOfflineNote } from './prospect-persona.ts';
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
  type HandlingProgress,
  type Tone,
  type ToneFinding,
} from './sales-signals.ts';
import { pickTop } from './ranking.ts';
import { findProspectNeed } from './prospect-need.ts';
import { closingLine, discoveryQuestions, evidenceLine, linkToBenefitLine, modelObjectionAnswer, openVersion } from './sales-templates.ts';
import { countMatches, countWords, hasSentencePunctuation, normalizeText, round1, score10, splitSentences, truncateWords } from './text.ts';

/** Gong: top reps talk about 43% of the time; above 65% conversion drops. */
export const TALK_RATIO = { idealMin: 40, idealMax: 60, top: 43, tooHigh: 65, tooLow: 25, farTooHigh: 75, farTooLow: 15 } as const;
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
  /** What the prospect said they need, in the rep's voice, for the lines to say back. */
  prospectNeed?: string;
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
  /** Asks for the goal made right after the prospect had said no or not yet to one. */
  asksAfterNo: UserTurn[];
  /** The ask the prospect put off last ("send me something and I'll see"), when nothing was agreed after it. */
  deferredAsk?: UserTurn;
  tone: ToneFinding[];
  valueSentences: string[];
  evidenceSentences: string[];
}

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
  const ranked = pickTop(candidates(f, v), 3);
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
    strengths: selectStrengths(f, v),
    improvements: ranked.map(({ issue, quote, suggestion }) => ({ issue, quote, suggestion })),
    nextExercise: nextExercise(ranked[0]?.kind, setup, v),
    summary: summarize(f, outcome, overallScore, v),
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

const OBJECTION_KEYS = {
  'Price / Budget': 'price',
  'Competitor Loyalty': 'competitor',
  'Timing / No Urgency': 'timing',
  'Value / Skepticism': 'value',
} as const satisfies Record<SalesObjection, string>;

const GOAL_KEYS = {
  'Close the Sale': 'close',
  'Book a Demo/Meeting': 'demo',
  'Secure a Trial/Pilot': 'trial',
  'Advance the Opportunity': 'advance',
} as const satisfies Record<SalesGoal, string>;

interface Voice {
  t: ServerTranslate<'callReport'>;
  /** Numbers as the reader writes them; English exactly as before ("52.3", "1234"). */
  num: (value: number) => string;
  /** The objection's name as the report's setup line shows it ("Price / Budget"). */
  objection: (objection: SalesObjection) => string;
  /** The same name inside a sentence ("the price / budget objection"). */
  objectionInSentence: (objection: SalesObjection) => string;
  /** What the goal asks the prospect for ("a demo or meeting"). */
  goal: (goal: SalesGoal) => string;
}

function voiceFor(language: Locale): Voice {
  const t = serverT(language, 'callReport');
  const frame = serverT(language, 'report');
  const objection = (value: SalesObjection) => setupLabel(value, frame);
  return {
    t,
    num: language === 'en' ? (value) => String(value) : (value) => formatNumber(value, language, { maximumFractionDigits: 1 }),
    objection,
    objectionInSentence: (value) => objection(value).toLocaleLowerCase(language),
    goal: (value) => t(`goal.${GOAL_KEYS[value]}`),
  };
}

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
  const commitment = followCommitment(turns, setup.goal);
  return {
    setup,
    userTurns,
    prospectTurns: prospectTexts.length,
    prospectNeed: findProspectNeed(prospectTexts, setup.objection),
    talkRatio,
    longestMonologue,
    longestMonologueWords,
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
    nextStepSecured: commitment.secured,
    lesserStep: followCommitment(turns, 'Advance the Opportunity').secured,
    asksAfterNo: commitment.asksAfterNo,
    deferredAsk: commitment.deferredAsk,
    tone: userTurns.flatMap((t) => findToneIssues(t.text)),
    valueSentences: sentences.filter((s) => BENEFIT.test(s) || addressesObjection(s, setup.objection)),
    evidenceSentences: sentences.filter(hasEvidence),
  };
}

/**
 * Whether the prospect is committed to `goal` at the end of the call, reading each reply against
 * the rep's turn before it: a plain yes to an ask agrees, a later "let me think about it" takes it
 * back, and so does a no to a fresh ask. Also the asks the rep made straight after a no or not yet.
 */
function followCommitment(
  turns: { role: TranscriptTurn['role']; text: string }[],
  goal: SalesGoal,
): { secured: boolean; asksAfterNo: UserTurn[]; deferredAsk?: UserTurn } {
  let secured = false;
  let saidNo = false;
  let lastAsk: UserTurn | undefined;
  let deferredAsk: UserTurn | undefined;
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
    if (stance === 'agrees') secured = true;
    if (stance === 'defers' || (stance === 'refuses' && afterAsk)) secured = false;
    if (stance === 'agrees' || stance === 'defers') deferredAsk = stance === 'defers' ? lastAsk : undefined;
    saidNo = afterAsk && (stance === 'defers' || stance === 'refuses');
  });
  return { secured, asksAfterNo, deferredAsk };
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
  // Belittling a concern is not handling it, and pressure is not closing, whatever else was said.
  const talkedDown = hasTone(f, 'rude') || hasTone(f, 'dismissive') ? 3 : 0;
  const pressured = isPushy(f) ? 2 : 0;
  const objectionHandling =
    (p.handled
      ? 7 + (p.evidence ? 2 : 0) + (f.handlingTurn === f.firstReply ? 1 : 0.5) - pushes * 0.5
      : Math.min(6, (p.acknowledged ? 2 : 0) + (p.clarified ? 2 : 0) + (p.addressed ? 2 : 0) + (p.evidence ? 1 : 0)) - pushes) - talkedDown;

  const monologuePenalty = f.longestMonologueWords > 150 ? 2 : f.longestMonologueWords > MONOLOGUE_WORDS_MAX ? 1 : 0;
  const valueCommunication =
    2 +
    Math.min(4, f.valueSentences.length * 2) +
    Math.min(4, f.evidenceSentences.length * 2.5) -
    monologuePenalty -
    (f.talkRatio > TALK_RATIO.farTooHigh ? 1 : 0);

  const closing =
    (f.nextStepSecured
      ? 10
      : (f.askedGoal ? 4 : 0) +
        (f.askedWithTime ? 2 : 0) +
        (f.lesserStep ? 2 : 0) +
        (f.askedGoal && p.handled ? 1 : 0) -
        Math.max(0, f.earlyPushes.length - 1)) - pressured;

  return {
    discovery: score10(discovery),
    objectionHandling: score10(objectionHandling),
    valueCommunication: score10(valueCommunication),
    closing: score10(closing),
  };
}

function hasTone(f: Findings, tone: Tone): boolean {
  return f.tone.some((finding) => finding.tone === tone);
}

/** Pressure in words, or asking again straight after a no more than once. */
function isPushy(f: Findings): boolean {
  return hasTone(f, 'pushy') || f.asksAfterNo.length >= 2;
}

// ---------------------------------------------------------------------------------------------
// Improvements

type Kind = Tone | 'polish' | 'silent' | 'objection' | 'push' | 'noAsk' | 'weakAsk' | 'discovery' | 'talk' | 'closed' | 'evidence' | 'passive';

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
    const closed = f.questions.find((q) => !q.open) as { text: string };
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
  if (f.evidenceSentences.length === 0 && f.valueSentences.length > 0) {
    list.push({
      kind: 'evidence',
      priority: PRIORITY.evidence,
      issue: t('issue.evidence'),
      quote: quote(f.valueSentences[0]),
      suggestion: t('suggestion.evidence', { line: evidenceLine(setup) }),
    });
  }
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
    list.push(t('strength.objectionHandled', { objection: v.objectionInSentence(f.setup.objection), quote: truncateWords(f.handlingTurn.text, 20) }));
  }
  const bestQuestion = f.questions.find((q) => q.open && isDiscoveryQuestion(q.text)) ?? f.questions.find((q) => q.open);
  if (bestQuestion) list.push(t('strength.openQuestion', { quote: truncateWords(bestQuestion.text, 20) }));
  if (balanced(f)) list.push(t('strength.balanced', { ratio: num(f.talkRatio), top: num(TALK_RATIO.top) }));
  if (f.evidenceSentences.length > 0) list.push(t('strength.evidence', { quote: truncateWords(f.evidenceSentences[0], 20) }));
  if (list.length === 0) list.push(t(f.userTurns.length > 0 ? 'strength.keptGoing' : 'strength.started'));
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
    default:
      return t(setup.difficulty === 'Hard (Hostile/Resistant)' ? 'exercise.otherObjection' : 'exercise.raiseDifficulty');
  }
}

function summarize(f: Findings, outcome: SalesCallReport['outcome'], overallScore: number, v: Voice): string {
  const { t, num } = v;
  const { setup, progress: p } = f;
  const goal = v.goal(setup.goal);
  const outcomeText =
    outcome === 'goal_reached'
      ? t('summary.goalReached', { goal })
      : outcome === 'progressed'
        ? t('summary.progressed', { goal })
        : t('summary.notReached', { goal });
  if (f.userTurns.length === 0) return `${outcomeText} ${t('summary.noSpeech', { score: num(overallScore) })}`;
  const yes = (ok: boolean) => (ok ? 'yes' : 'no');
  const handling = p.handled
    ? t('summary.handled', { with: p.evidence ? 'evidence' : 'value' })
    : t('summary.notHandled', { acknowledged: yes(p.acknowledged), asked: yes(p.clarified), answered: yes(p.addressed) });
  const tone = (['rude', 'dismissive', 'pushy'] as const).find((heard) => (heard === 'pushy' ? isPushy(f) : hasTone(f, heard)));
  return [
    outcomeText,
    t('summary.score', { score: num(overallScore) }),
    ...(tone ? [t('summary.tone', { tone })] : []),
    t('summary.conversation', {
      count: f.questions.length,
      n: num(f.questions.length),
      open: num(f.openQuestions),
      ratio: num(f.talkRatio),
      top: num(TALK_RATIO.top),
      words: f.longestMonologueWords,
      monologue: num(f.longestMonologueWords),
    }),
    t('summary.objection', { objection: v.objection(setup.objection), handling }),
    t('summary.nextStep', { state: f.nextStepSecured ? 'secured' : f.askedGoal ? 'asked' : 'never' }),
  ].join(' ');
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
  const ranked = pickTop(candidates(measure(turns, setup), voiceFor(language)), Number.POSITIVE_INFINITY);
  return { report: analyzeSalesCall(turns, setup, language), improvementKinds: ranked.map((c) => c.kind) };
}
