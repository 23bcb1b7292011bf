// Deterministic scripted prospect for turn-based role-play with the local provider. It is someone
// in the seller's market (prospect-profile.ts), answers what the rep asked, raises the chosen
// objection in its first reply, keeps the demeanour of the difficulty, never coaches, and agrees to
// the goal only once the objection was acknowledged, explored with a question and answered with
// specifics. The state is replayed from the history on every call, so the function is pure.

import { LOCALES, type Locale } from '../../../shared/i18n/locales.ts';
import type { SalesDifficulty, SalesSetup, TranscriptTurn } from '../../../shared/reports.ts';
import { serverT } from '../../lib/i18n.ts';
import {
  ACK_ONLY,
  AFTER_YIELD,
  ANSWER_PREFIX,
  CLAIM_REACTION,
  CONCERN,
  CONCERN_REMINDER,
  DEFAULT_WHEN,
  DEFER,
  FACTS,
  HANDLED,
  HUNG_UP,
  NUDGE,
  OBJECTION_DETAILS,
  OPEN_PREFIX,
  OPENINGS,
  RAISE,
  RESIST_CLOSE,
  RESTATE,
  SETBACK,
  VALUE_WITHOUT_ACK,
  VALUE_WITHOUT_QUESTION,
  WANTS_MORE,
  YIELD,
  type FactTopic,
} from './prospect-lines.ts';
import { buildProspectProfile, fill, type ProspectContext, type ProspectProfile } from './prospect-profile.ts';
import { advanceHandling, emptyProgress, type HandlingProgress } from './sales-signals.ts';
import { readSellerTurn, type SellerQuestion, type SellerTurn } from './seller-turn.ts';
import { normalizeText, pick } from './text.ts';

export type ProspectStage = 'opening' | 'objection' | 'convinced' | 'yielded' | 'hungUp';

export type ReplyKind =
  | 'opening'
  | 'nudge'
  | 'raise'
  | 'answer'
  | 'restate'
  | 'claim'
  | 'ackOnly'
  | 'valueWithoutAck'
  | 'valueWithoutQuestion'
  | 'wantsMore'
  | 'setback'
  | 'resistClose'
  | 'defer'
  | 'handled'
  | 'yield'
  | 'afterYield'
  | 'hungUp';

/** What the rep has earned on the objection since the last setback. */
export interface Credit {
  acknowledged: boolean;
  /** Asked about the concern or the buyer's situation (not the ask for the goal). */
  explored: boolean;
  /** Answered the concern with specifics: numbers, a named customer or result, a concrete offer. */
  answered: boolean;
  /** Numbers or a named result among those specifics (a hostile buyer wants that, not only an offer). */
  evidence: boolean;
  /** Turns since the objection that did some of the above without pushing. */
  goodTurns: number;
}

export interface ProspectState {
  stage: ProspectStage;
  credit: Credit;
  /** The report's reading of the same turns: the prospect never yields where the report would not credit it. */
  handling: HandlingProgress;
  /** Pushy, rude or dismissive turns, and pushes for the goal a buyer holds against the rep. */
  setbacks: number;
  /** Times the rep asked for the goal before the buyer was convinced. */
  closeAttempts: number;
  userTurns: number;
  /** What kind of line the last reply was; handy for UIs and tests. */
  lastReply: ReplyKind;
}

export interface ProspectReply {
  text: string;
  yielded: boolean;
  state: ProspectState;
}

const EASY: SalesDifficulty = 'Easy (Warm Lead)';
const HARD: SalesDifficulty = 'Hard (Hostile/Resistant)';

/** Good turns after the objection before the buyer can be convinced. */
const GOOD_TURNS_NEEDED: Record<SalesDifficulty, number> = { [EASY]: 1, 'Medium (Skeptical Buyer)': 1, [HARD]: 2 };
/** A hostile buyer hangs up after this many setbacks. */
const HARD_PATIENCE = 3;

const NO_CREDIT: Credit = { acknowledged: false, explored: false, answered: false, evidence: false, goodTurns: 0 };

export function initialProspectState(): ProspectState {
  return { stage: 'opening', credit: NO_CREDIT, handling: emptyProgress(), setbacks: 0, closeAttempts: 0, userTurns: 0, lastReply: 'opening' };
}

/**
 * The prospect's next line. It speaks English (its lines and the rules that read the rep are
 * English): a reader of another `language` is told so once, in their language, before it picks up.
 * `context` (the seller's country and currency) decides where the prospect lives and what it pays.
 */
export function scriptedProspectReply(history: TranscriptTurn[], setup: SalesSetup, language: Locale = 'en', context: ProspectContext = {}): ProspectReply {
  const profile = buildProspectProfile(setup, context);
  const turns = history.map((t) => ({ role: t.role, text: normalizeText(t.text) })).filter((t) => t.text.length > 0);
  // Lines vary with the number of prospect turns so far, so the prospect does not repeat itself.
  const lineIndex = turns.filter((t) => t.role === 'prospect').length;

  let state = initialProspectState();
  let lastTurn: SellerTurn | undefined;
  for (const turn of turns) {
    if (turn.role !== 'user') continue;
    lastTurn = readSellerTurn(turn.text, setup);
    state = step(state, lastTurn, turn.text, setup);
  }

  if (turns.length === 0) {
    const opening = reply(OPENINGS[setup.scenario][setup.difficulty], state, setup, profile);
    return language === 'en' ? opening : { ...opening, text: `${offlineNote(language)} ${opening.text}` };
  }
  if (turns[turns.length - 1].role === 'prospect' || !lastTurn) {
    return reply(NUDGE[setup.difficulty], { ...state, lastReply: 'nudge' }, setup, profile);
  }
  const lastUserText = turns[turns.length - 1].text;
  return reply(lineFor(state, lastTurn, setup, lineIndex), state, setup, profile, proposedTime(lastUserText));
}

/** "(Offline practice call: the prospect speaks English.)" in `language`. */
export function offlineNote(language: Locale): string {
  return serverT(language, 'callReport')('prospect.offlineNote');
}

/** A prospect line without the note in front (normalised text in, normalised text out). */
export function stripOfflineNote(text: string): string {
  for (const locale of LOCALES) {
    const note = normalizeText(offlineNote(locale));
    if (text.startsWith(note)) return text.slice(note.length).trim();
  }
  return text;
}

const WHEN =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:morning|afternoon))?|tomorrow(?:\s+(?:morning|afternoon))?)(?:\s+at\s+\d{1,2}(?::\d{2})?(?:\s?(?:am|pm))?)?/i;

/** The first day/time the rep offered ("Tuesday at 10 or Thursday at 2" → "Tuesday at 10"). */
function proposedTime(text: string): string | undefined {
  const match = text.match(WHEN)?.[0];
  return match ? match.charAt(0).toUpperCase() + match.slice(1) : undefined;
}

/** Folds one rep turn into the state and decides what kind of line answers it. */
export function step(state: ProspectState, turn: SellerTurn, userText: string, setup: SalesSetup): ProspectState {
  const userTurns = state.userTurns + 1;
  if (state.stage === 'hungUp') return { ...state, userTurns, lastReply: 'hungUp' };
  if (state.stage === 'yielded') return { ...state, userTurns, lastReply: 'afterYield' };
  // The objection comes up in the first reply, whatever the rep opens with.
  if (state.stage === 'opening') return { ...state, userTurns, stage: 'objection', lastReply: 'raise' };

  const { difficulty } = setup;
  // Turn numbers count from the first reply to the objection (turn 0), as in the report.
  const handling = advanceHandling(state.handling, userText, setup.objection, difficulty, userTurns - 2);
  const next: ProspectState = { ...state, userTurns, handling };

  const premature = turn.asksGoal && state.stage !== 'convinced';
  const closeAttempts = state.closeAttempts + (premature ? 1 : 0);
  // Asking again and again counts as pushing: from the second ask for a hostile buyer, the third for a skeptical one.
  const nagging = premature && difficulty !== EASY && closeAttempts >= (difficulty === HARD ? 2 : 3);
  if (turn.tone || nagging) {
    const setbacks = state.setbacks + 1;
    const stage = difficulty === HARD && setbacks >= HARD_PATIENCE ? 'hungUp' : 'objection';
    return { ...next, stage, setbacks, closeAttempts, credit: setBack(state.credit, difficulty), lastReply: stage === 'hungUp' ? 'hungUp' : 'setback' };
  }

  const credit = earn(state.credit, turn);
  const convinced = state.stage === 'convinced' || isConvinced(credit, handling, difficulty);
  if (turn.asksGoal) {
    if (convinced) return { ...next, credit, stage: 'yielded', lastReply: 'yield' };
    const partway = credit.acknowledged || credit.explored || credit.answered;
    return { ...next, credit, closeAttempts, lastReply: partway ? 'defer' : 'resistClose' };
  }
  if (convinced) return { ...next, credit, stage: 'convinced', lastReply: state.stage === 'convinced' && turn.questions.length > 0 ? 'answer' : 'handled' };
  return { ...next, credit, lastReply: reaction(credit, turn) };
}

/** What a turn adds to the credit; a turn that adds anything is a good turn. */
function earn(credit: Credit, turn: SellerTurn): Credit {
  const explored = turn.questions.length > 0;
  const good = turn.acknowledges || explored || turn.answersConcern;
  return {
    acknowledged: credit.acknowledged || turn.acknowledges,
    explored: credit.explored || explored,
    answered: credit.answered || turn.answersConcern,
    evidence: credit.evidence || (turn.answersConcern && turn.evidence),
    goodTurns: credit.goodTurns + (good ? 1 : 0),
  };
}

function isConvinced(credit: Credit, handling: HandlingProgress, difficulty: SalesDifficulty): boolean {
  const complete = credit.acknowledged && credit.explored && credit.answered && credit.goodTurns >= GOOD_TURNS_NEEDED[difficulty];
  return complete && handling.handled && (difficulty !== HARD || credit.evidence);
}

/** Pressure costs trust: a warm lead wants the acknowledgement again, a skeptic starts over on turns, a hostile buyer on everything. */
function setBack(credit: Credit, difficulty: SalesDifficulty): Credit {
  if (difficulty === EASY) return { ...credit, acknowledged: false };
  if (difficulty === HARD) return NO_CREDIT;
  return { ...credit, acknowledged: false, goodTurns: 0 };
}

/** The line for a turn that neither asks for the goal nor convinces. */
function reaction(credit: Credit, turn: SellerTurn): ReplyKind {
  if (turn.questions.length > 0) return 'answer';
  if (turn.answersConcern) {
    if (!credit.acknowledged) return 'valueWithoutAck';
    if (!credit.explored) return 'valueWithoutQuestion';
    return 'wantsMore';
  }
  if (turn.acknowledges) return 'ackOnly';
  if (turn.claim) return 'claim';
  return 'restate';
}

function lineFor(state: ProspectState, turn: SellerTurn, setup: SalesSetup, index: number): string {
  const { difficulty, objection } = setup;
  switch (state.lastReply) {
    case 'raise': {
      // Answer an opening question first, briefly when hostile; then the objection.
      const question = turn.questions[0];
      const answer = question ? `${answerTo(question, setup, index, true)} ` : '';
      const pushedBack = turn.tone ? `${pick(SETBACK[turn.tone][difficulty], index)} ` : '';
      return pushedBack + answer + pick(RAISE[objection][difficulty], index);
    }
    case 'answer': {
      const question = turn.questions[0];
      const answer = answerTo(question, setup, index, state.stage !== 'convinced');
      // A skeptic brings the concern back after answering something else.
      const reminder = state.stage !== 'convinced' && question.topic !== 'concern' ? CONCERN_REMINDER[difficulty] : '';
      return answer + reminder;
    }
    case 'restate':
      return pick(RESTATE[objection][difficulty], index);
    case 'claim':
      return pick(CLAIM_REACTION[difficulty], index);
    case 'ackOnly':
      return pick(ACK_ONLY[difficulty], index);
    case 'valueWithoutAck':
      return pick(VALUE_WITHOUT_ACK[difficulty], index);
    case 'valueWithoutQuestion':
      return pick(VALUE_WITHOUT_QUESTION[difficulty], index);
    case 'wantsMore':
      return pick(WANTS_MORE[difficulty], index);
    case 'setback':
      return pick(SETBACK[turn.tone ?? 'pushy'][difficulty], index);
    case 'hungUp':
      return HUNG_UP[Math.min(state.setbacks - HARD_PATIENCE, HUNG_UP.length - 1)] ?? HUNG_UP[HUNG_UP.length - 1];
    case 'defer':
      return withAnswer(turn, setup, index, pick(DEFER[difficulty], index));
    case 'resistClose': {
      // Hostile buyers escalate with every push; others rotate their wording.
      const lines = RESIST_CLOSE[difficulty];
      const line = difficulty === HARD ? lines[Math.min(state.closeAttempts - 1, lines.length - 1)] : pick(lines, index);
      return withAnswer(turn, setup, index, line);
    }
    case 'handled':
      return pick(HANDLED[difficulty], index);
    case 'yield':
      return YIELD[setup.goal][difficulty];
    case 'afterYield':
      return pick(AFTER_YIELD[difficulty], index);
    case 'opening':
      return OPENINGS[setup.scenario][difficulty];
    case 'nudge':
      return NUDGE[difficulty];
  }
}

/** A question asked together with a premature ask still gets its answer, then the no. */
function withAnswer(turn: SellerTurn, setup: SalesSetup, index: number, line: string): string {
  const question = turn.questions[0];
  return question ? `${answerTo(question, setup, index, true)} ${line}` : line;
}

const TOPIC_FACTS: Record<Exclude<SellerQuestion['topic'], 'concern' | 'current'>, FactTopic> = {
  business: 'business',
  process: 'process',
  pain: 'pain',
  budget: 'budget',
  timeline: 'timeline',
  decision: 'decision',
  success: 'success',
};

/**
 * The answer to this question, from this prospect's business: a question about the concern gets
 * the detail behind it; a closed question, a hostile buyer or a `short` answer gets one sentence.
 */
function answerTo(question: SellerQuestion, setup: SalesSetup, index: number, guarded: boolean): string {
  const { difficulty } = setup;
  const prefix = guarded ? pick(ANSWER_PREFIX[difficulty], index) : pick(OPEN_PREFIX[difficulty], index);
  const short = !question.open || difficulty === HARD;
  const fact =
    question.topic === 'concern'
      ? pick(OBJECTION_DETAILS[setup.objection], index)
      : pick(FACTS[setup.scenario][question.topic === 'current' ? 'process' : TOPIC_FACTS[question.topic]], index);
  return withPrefix(prefix, short ? firstSentence(fact) : fact);
}

function firstSentence(text: string): string {
  return text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text;
}

/** "Honestly, " + "Any new line…" reads "Honestly, any new line…"; "I" and names stay upper case. */
function withPrefix(prefix: string, text: string): string {
  if (!/[,:]\s$/.test(prefix) || /^(?:I\b|\{)/.test(text)) return prefix + text;
  return prefix + text.charAt(0).toLowerCase() + text.slice(1);
}

function reply(template: string, state: ProspectState, setup: SalesSetup, profile: ProspectProfile, when?: string): ProspectReply {
  return { text: fillLine(template, setup, profile, when), yielded: state.stage === 'yielded', state };
}

/** Fills the placeholders from the profile and the setup, and capitalises sentence starts ("we" → "We"). */
export function fillLine(template: string, setup: SalesSetup, profile: ProspectProfile = buildProspectProfile(setup), when?: string): string {
  const values = { ...profile.values, concern: CONCERN[setup.objection], when: when ?? DEFAULT_WHEN[setup.difficulty] };
  return fill(template, values).replace(/(^|[.!?]\s+)([a-z])/g, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}
