// Deterministic scripted prospect for turn-based role-play with the local provider. It follows
// the scenario, raises the chosen objection in its first reply, keeps the demeanour of the
// difficulty, never coaches, and agrees to the goal only once the objection has been handled.
// The state is replayed from the history on every call, so the function is pure.

import { LOCALES, type Locale } from '../../../shared/i18n/locales.ts';
import type { SalesSetup, TranscriptTurn } from '../../../shared/reports.ts';
import { serverT } from '../../lib/i18n.ts';
import {
  ACK_ONLY,
  AFTER_YIELD,
  ANSWER_PREFIX,
  CONCERN,
  CONCERN_REMINDER,
  DEFAULT_WHEN,
  HANDLED,
  HARD_WANTS_PROOF,
  NUDGE,
  OBJECTION_DETAILS,
  OPEN_PREFIX,
  OPENINGS,
  RAISE,
  RESIST_CLOSE,
  RESTATE,
  SCENARIO_FACTS,
  SCENARIO_VOICE,
  VALUE_WITHOUT_ACK,
  VALUE_WITHOUT_QUESTION,
  YIELD,
} from './prospect-lines.ts';
import {
  acknowledges,
  addressesObjection,
  advanceHandling,
  asksForGoal,
  emptyProgress,
  isQuestionTurn,
  raisesObjection,
  type HandlingProgress,
} from './sales-signals.ts';
import { normalizeText, pick, productPhrase } from './text.ts';

export type ProspectStage = 'opening' | 'objection' | 'handled' | 'yielded';

export type ReplyKind =
  | 'opening'
  | 'nudge'
  | 'raise'
  | 'restate'
  | 'clarify'
  | 'ackOnly'
  | 'valueWithoutAck'
  | 'valueWithoutQuestion'
  | 'wantsProof'
  | 'resistClose'
  | 'handled'
  | 'openAnswer'
  | 'yield'
  | 'afterYield';

export interface ProspectState {
  stage: ProspectStage;
  /** How the objection handling stands (acknowledged, clarified, addressed, evidence). */
  handling: HandlingProgress;
  /** Times the rep asked for the goal before the objection was handled. */
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

export function initialProspectState(): ProspectState {
  return { stage: 'opening', handling: emptyProgress(), closeAttempts: 0, userTurns: 0, lastReply: 'opening' };
}

/**
 * The prospect's next line. It speaks English (its lines and the rules that read the rep are
 * English): a reader of another `language` is told so once, in their language, before it picks up.
 */
export function scriptedProspectReply(history: TranscriptTurn[], setup: SalesSetup, language: Locale = 'en'): ProspectReply {
  const turns = history.map((t) => ({ role: t.role, text: normalizeText(t.text) })).filter((t) => t.text.length > 0);
  // Lines vary with the number of prospect turns so far, so the prospect does not repeat itself.
  const lineIndex = turns.filter((t) => t.role === 'prospect').length;

  let state = initialProspectState();
  for (const turn of turns) if (turn.role === 'user') state = step(state, turn.text, setup);

  if (turns.length === 0) {
    const opening = reply(OPENINGS[setup.scenario][setup.difficulty], state, setup);
    return language === 'en' ? opening : { ...opening, text: `${offlineNote(language)} ${opening.text}` };
  }
  if (turns[turns.length - 1].role === 'prospect') {
    return reply(NUDGE[setup.difficulty], { ...state, lastReply: 'nudge' }, setup);
  }
  const lastUserText = turns[turns.length - 1].text;
  return reply(lineFor(state, setup, lineIndex, lastUserText), state, setup, proposedTime(lastUserText));
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
export function step(state: ProspectState, userText: string, setup: SalesSetup): ProspectState {
  const userTurns = state.userTurns + 1;
  if (state.stage === 'yielded') return { ...state, userTurns, lastReply: 'afterYield' };
  // The objection comes up in the first reply, whatever the rep opens with.
  if (state.stage === 'opening') return { ...state, userTurns, stage: 'objection', lastReply: 'raise' };

  const wasHandled = state.handling.handled;
  // Turn numbers count from the first reply to the objection (turn 0).
  const handling = advanceHandling(state.handling, userText, setup.objection, setup.difficulty, userTurns - 2);
  const asks = asksForGoal(userText, setup.goal);
  const next = { ...state, userTurns, handling };

  if (handling.handled) {
    if (asks) return { ...next, stage: 'yielded', lastReply: 'yield' };
    return { ...next, stage: 'handled', lastReply: wasHandled ? 'openAnswer' : 'handled' };
  }
  if (asks) return { ...next, closeAttempts: state.closeAttempts + 1, lastReply: 'resistClose' };

  const question = isQuestionTurn(userText);
  const addressed = addressesObjection(userText, setup.objection);
  if (handling.acknowledged && handling.clarified && handling.addressed) return { ...next, lastReply: 'wantsProof' };
  if (question) return { ...next, lastReply: 'clarify' };
  if (addressed && !handling.acknowledged) return { ...next, lastReply: 'valueWithoutAck' };
  if (addressed) return { ...next, lastReply: 'valueWithoutQuestion' };
  if (acknowledges(userText)) return { ...next, lastReply: 'ackOnly' };
  return { ...next, lastReply: 'restate' };
}

function lineFor(state: ProspectState, setup: SalesSetup, index: number, userText: string): string {
  const { difficulty, objection, scenario } = setup;
  switch (state.lastReply) {
    case 'raise': {
      // Answer an opening question briefly (except when hostile), then raise the objection.
      const answer = isQuestionTurn(userText) && difficulty !== 'Hard (Hostile/Resistant)' ? `${factFor(scenario, userText, 0)} ` : '';
      return answer + pick(RAISE[objection][difficulty], index);
    }
    case 'restate':
      return pick(RESTATE[objection][difficulty], index);
    case 'clarify': {
      const aboutObjection = raisesObjection(userText, objection) || addressesObjection(userText, objection);
      const prefix = pick(ANSWER_PREFIX[difficulty], index);
      return aboutObjection
        ? withPrefix(prefix, pick(OBJECTION_DETAILS[objection], index))
        : withPrefix(prefix, factFor(scenario, userText, index)) + CONCERN_REMINDER[difficulty];
    }
    case 'ackOnly':
      return pick(ACK_ONLY[difficulty], index);
    case 'valueWithoutAck':
      return pick(VALUE_WITHOUT_ACK[difficulty], index);
    case 'valueWithoutQuestion':
      return pick(VALUE_WITHOUT_QUESTION[difficulty], index);
    case 'wantsProof':
      return pick(HARD_WANTS_PROOF, index);
    case 'resistClose': {
      // Hostile buyers escalate with every push; others rotate their wording.
      const lines = RESIST_CLOSE[difficulty];
      return difficulty === 'Hard (Hostile/Resistant)' ? lines[Math.min(state.closeAttempts - 1, lines.length - 1)] : pick(lines, index);
    }
    case 'handled':
      return pick(HANDLED[difficulty], index);
    case 'openAnswer':
      return withPrefix(pick(OPEN_PREFIX[difficulty], index), factFor(scenario, userText, index));
    case 'yield':
      return YIELD[setup.goal][difficulty];
    case 'afterYield':
      return pick(AFTER_YIELD[difficulty], index);
    case 'opening':
      return OPENINGS[scenario][difficulty];
    case 'nudge':
      return NUDGE[difficulty];
  }
}

/** The fact that answers the question asked, or the next one in turn. */
function factFor(scenario: SalesSetup['scenario'], question: string, index: number): string {
  const facts = SCENARIO_FACTS[scenario];
  return (facts.find((fact) => fact.topic.test(question)) ?? pick(facts, index)).text;
}

/** "Honestly, " + "Any new line…" reads "Honestly, any new line…"; "I" stays upper case. */
function withPrefix(prefix: string, text: string): string {
  if (!/[,:]\s$/.test(prefix) || /^I\b/.test(text)) return prefix + text;
  return prefix + text.charAt(0).toLowerCase() + text.slice(1);
}

function reply(template: string, state: ProspectState, setup: SalesSetup, when?: string): ProspectReply {
  return { text: fillLine(template, setup, when), yielded: state.stage === 'yielded', state };
}

/** Fills the scenario placeholders and capitalises sentence starts ("we" → "We"). */
export function fillLine(template: string, setup: SalesSetup, when?: string): string {
  const voice = SCENARIO_VOICE[setup.scenario];
  const values: Record<string, string> = {
    I: voice.I,
    "I'm": voice["I'm"],
    my: voice.my,
    me: voice.me,
    current: voice.current,
    decider: voice.decider,
    concern: CONCERN[setup.objection],
    product: productPhrase(setup.product, 'your'),
    when: when ?? DEFAULT_WHEN[setup.difficulty],
  };
  let text = template;
  // Two passes: {concern} itself contains {current}.
  for (let pass = 0; pass < 2; pass++) text = text.replace(/\{([^}]+)\}/g, (match, key: string) => values[key] ?? match);
  return text.replace(/(^|[.!?]\s+)([a-z])/g, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}
