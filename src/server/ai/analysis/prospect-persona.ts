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
  ALREADY_SAID,
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
  LOOK_ELSEWHERE,
  CONSUMER_YIELD,
  type FactTopic,
} from './prospect-lines.ts';
import { formatMoney } from './prospect-market.ts';
import { buildProspectProfile, fill, type ProspectContext, type ProspectProfile } from './prospect-profile.ts';
import { advanceHandling, emptyProgress, type HandlingProgress } from './sales-signals.ts';
import type { Credit, ProspectReply, ProspectState, ReplyKind } from './prospect-state.ts';
import { LineChooser, sameSentence } from './prospect-variety.ts';
import { answeringLanguage, tongueProspectReply } from './sales-tongues/prospect.ts';
import { lexiconFor } from './sales-tongues/signals.ts';
import { readSellerTurn, type SellerQuestion, type SellerTurn } from './seller-turn.ts';
import { capitalize, normalizeText } from './text.ts';

export type { ProspectReply, ProspectState } from './prospect-state.ts';

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
 * The prospect's next line, in the user's `language`: English here; French, Swahili, Portuguese and
 * Spanish in sales-tongues/prospect.ts. A language with no lines of its own would get English with a
 * note, once, in that language. `context` (the seller's country and currency) decides where the
 * prospect lives and what it pays.
 */
export function scriptedProspectReply(history: TranscriptTurn[], setup: SalesSetup, language: Locale = 'en', context: ProspectContext = {}): ProspectReply {
  // French, Swahili, Portuguese and Spanish speakers get a prospect who speaks their language (issue 32),
  // and it follows the rep into English or another of them when that is what the rep speaks.
  const lex = lexiconFor(answeringLanguage(history, language));
  if (lex) return tongueProspectReply(history, setup, lex, context, { initialProspectState, step });
  const profile = buildProspectProfile(setup, context);
  const turns = history.map((t) => ({ role: t.role, text: normalizeText(t.text) })).filter((t) => t.text.length > 0);
  const saidBefore = turns.filter((t) => t.role === 'prospect').map((t) => stripOfflineNote(t.text));
  // Without a seed the setup seeds the wording, so a call still replays the same.
  const seed = context.seed ?? `${setup.product}|${setup.scenario}|${setup.objection}`;
  const chooser = new LineChooser(seed, saidBefore.length, saidBefore);

  let state = initialProspectState();
  let lastTurn: SellerTurn | undefined;
  for (const turn of turns) {
    if (turn.role !== 'user') continue;
    lastTurn = readSellerTurn(turn.text, setup);
    state = step(state, lastTurn, turn.text, setup);
  }

  if (turns.length === 0) {
    // The opening is seeded too: two reps calling the same buyer are not greeted word for word.
    const opening = reply(chooser.any('opening', OPENINGS[setup.scenario][setup.difficulty]), state, setup, profile);
    return language === 'en' ? opening : { ...opening, text: `${offlineNote(language)} ${opening.text}` };
  }
  if (turns[turns.length - 1].role === 'prospect' || !lastTurn) {
    return reply(NUDGE[setup.difficulty], { ...state, lastReply: 'nudge' }, setup, profile);
  }
  const lastUserText = turns[turns.length - 1].text;
  const fillIn = (template: string) => fillLine(template, setup, profile, proposedTime(lastUserText));
  const askedBefore = turns
    .slice(0, -1)
    .filter((t) => t.role === 'user')
    .flatMap((t) => readSellerTurn(t.text, setup).questions.map((q) => q.text));
  const talk: Talk = {
    chooser,
    fill: fillIn,
    proposedLength: proposedLength(lastUserText),
    costOnTable: setup.objection === 'Price / Budget' || turns.some((t) => t.role === 'user' && COST_ON_TABLE.test(t.text)),
    askedBefore,
    profile,
    realObjections: realObjectionsOf(context.realObjections, saidBefore),
  };
  const line = lineFor(state, lastTurn, setup, talk);
  // A "not yet" whose words were all said falls back on another "not yet", never on "I told you that".
  const asked = state.lastReply === 'defer' || state.lastReply === 'resistClose';
  const fallback = asked ? [...DEFER[setup.difficulty], ...RESIST_CLOSE[setup.difficulty]] : ALREADY_SAID[setup.difficulty];
  return { text: chooser.finish(line, fallback.map(fillIn)), yielded: state.stage === 'yielded', state };
}

// The rep named a price, a fee or an amount, or asked about money: from then on the buyer may weigh the cost.
const COST_ON_TABLE =
  /\b(?:price|pricing|cost(?:s|ing)?|fees?|budget|afford|charge[sd]?|how much|per (?:month|week|day|year)|pay(?:ing|ment)?|shillings?|naira|cedis?|rand|rupees?|dollars?|francs?|\d[\d,.]*\s?(?:k|bob|\/=))\b|[$£€₦₵₹]\s?\d|\b(?:ksh|kes|ngn|ghs|zar|inr|usd|r)\s?\d/i;
// What a buyer says when it weighs the cost: not before the cost is on the table (unless the objection is price).
const COST_TALK = /\b(?:cost|costs|costly|price|expensive|afford|budget|justify|pay for|paying for)\b/i;
// In a fact about the buyer's own business, "food costs" or "input prices" are a pain, not a doubt
// about the seller's price: only weighing what the product would cost is held back.
const WEIGHS_COST = /\b(?:justify the cost|too expensive|expensive|afford|the price|the cost|cost (?:us|me)|budget|pay for|paying for)\b/i;

/** How this reply is worded: the call's chooser, the filled placeholders, and whether money may come up. */
interface Talk {
  chooser: LineChooser;
  fill: (template: string) => string;
  /** " for 30 days": the length of the trial the rep just proposed, or "". */
  proposedLength: string;
  costOnTable: boolean;
  /** Questions the rep asked in earlier turns: only a question asked again gets "I told you". */
  askedBefore: readonly string[];
  /** Who is answering: what the product replaces for them, and what that costs today. */
  profile: ProspectProfile;
  /** A practice of a real call: the customer's objections, and which of them this prospect has not said yet. */
  realObjections: { all: string[]; unsaid: string[] };
}

/** The real customer's words as a line of their own: "too expensive" → "Too expensive." */
function asSentence(words: string): string {
  const text = normalizeText(words);
  if (!text) return '';
  return capitalize(/[.!?…]$/.test(text) ? text : `${text}.`);
}

/** Said already when a line of the prospect holds the words (short objections too, which sameSentence ignores). */
function realObjectionsOf(objections: readonly string[] | undefined, saidBefore: readonly string[]): Talk['realObjections'] {
  const all = (objections ?? []).map(asSentence).filter(Boolean);
  const said = saidBefore.map((line) => line.toLowerCase());
  const key = (text: string) => text.toLowerCase().replace(/[.!?…]+$/, '');
  return { all, unsaid: all.filter((text) => !said.some((line) => line.includes(key(text)))) };
}

// How each demeanour brings up what the real customer said: then the customer's own words.
const REAL_RAISE: Record<SalesDifficulty, string> = {
  [EASY]: "I'll be honest with you about one thing.",
  'Medium (Skeptical Buyer)': 'Look, let me tell you my problem.',
  [HARD]: 'Let me stop you there.',
};
const REAL_AGAIN: Record<SalesDifficulty, string> = {
  [EASY]: 'And there is something else.',
  'Medium (Skeptical Buyer)': 'And another thing.',
  [HARD]: 'And another thing.',
};

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

const LENGTH = /\b(?:for|over) (?:a |one |the first )?(?:\d+|two|three|four|five|six|seven|ten|fourteen|thirty|sixty|ninety)? ?(?:days?|weeks?|months?)\b/i;

/** The length the rep proposed ("free for 30 days" → " for 30 days"), said back as it was said. */
function proposedLength(text: string): string {
  const match = text.match(LENGTH)?.[0];
  return match ? ` ${match.toLowerCase()}` : '';
}

/** Folds one rep turn into the state and decides what kind of line answers it. */
export function step(
  state: ProspectState,
  turn: SellerTurn,
  userText: string,
  setup: SalesSetup,
  // The report's reading of the turn: English here, the seller's language for sales-tongues/prospect.ts.
  advance: typeof advanceHandling = advanceHandling,
): ProspectState {
  const userTurns = state.userTurns + 1;
  if (state.stage === 'hungUp') return { ...state, userTurns, lastReply: 'hungUp' };
  if (state.stage === 'yielded') return { ...state, userTurns, lastReply: 'afterYield' };
  // The objection comes up in the first reply, whatever the rep opens with.
  if (state.stage === 'opening') return { ...state, userTurns, stage: 'objection', lastReply: 'raise' };

  const { difficulty } = setup;
  // Turn numbers count from the first reply to the objection (turn 0), as in the report.
  const handling = advance(state.handling, userText, setup.objection, difficulty, userTurns - 2);
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

function lineFor(state: ProspectState, turn: SellerTurn, setup: SalesSetup, talk: Talk): string {
  const { difficulty, objection } = setup;
  const say = (kind: string, templates: readonly string[]) => {
    const texts = templates.map(talk.fill);
    return talk.chooser.fresh(kind, texts, (text) => talk.costOnTable || !COST_TALK.test(text)) ?? '';
  };
  switch (state.lastReply) {
    case 'raise': {
      // Answer an opening question first, briefly when hostile; then the objection.
      const question = turn.questions[0];
      const answer = question ? `${answerTo(question, setup, talk, true)} ` : '';
      const pushedBack = turn.tone ? `${say('setback', SETBACK[turn.tone][difficulty])} ` : '';
      // A practice of a real call opens with what the real customer said, in their words.
      const real = talk.realObjections.all[0];
      if (real) return `${pushedBack}${answer}${REAL_RAISE[difficulty]} ${real}`;
      return pushedBack + answer + say('raise', RAISE[objection][difficulty]);
    }
    case 'answer': {
      const question = turn.questions[0];
      const answer = answerTo(question, setup, talk, state.stage !== 'convinced');
      // A skeptic brings the concern back after answering something else.
      const bringsBack = state.stage !== 'convinced' && question.topic !== 'concern';
      const real = talk.realObjections.unsaid[0];
      const reminder = !bringsBack ? '' : real ? ` ${REAL_AGAIN[difficulty]} ${real}` : say('reminder', CONCERN_REMINDER[difficulty]);
      return answer + reminder;
    }
    case 'restate': {
      // The real customer's other objections come up as the call goes on, then the usual lines.
      const next = talk.realObjections.unsaid[0];
      if (next) return `${REAL_AGAIN[difficulty]} ${next}`;
      return say('restate', RESTATE[objection][difficulty]);
    }
    case 'claim':
      return say('claim', CLAIM_REACTION[difficulty]);
    case 'ackOnly':
      return say('ackOnly', ACK_ONLY[difficulty]);
    case 'valueWithoutAck':
      return say('valueWithoutAck', VALUE_WITHOUT_ACK[difficulty]);
    case 'valueWithoutQuestion':
      return say('valueWithoutQuestion', VALUE_WITHOUT_QUESTION[difficulty]);
    case 'wantsMore':
      return say('wantsMore', WANTS_MORE[difficulty]);
    case 'setback':
      return say('setback', SETBACK[turn.tone ?? 'pushy'][difficulty]);
    case 'hungUp':
      return talk.fill(HUNG_UP[Math.min(state.setbacks - HARD_PATIENCE, HUNG_UP.length - 1)] ?? HUNG_UP[HUNG_UP.length - 1]);
    case 'defer':
      return withAnswer(turn, setup, talk, say('defer', DEFER[difficulty]));
    case 'resistClose': {
      // Hostile buyers escalate with every push (never with a line they already said); others vary their wording.
      const lines = RESIST_CLOSE[difficulty];
      const from = Math.min(state.closeAttempts - 1, lines.length - 1);
      const escalation = [...lines.slice(from), ...lines.slice(0, from)].map(talk.fill);
      const line = difficulty === HARD ? (talk.chooser.firstFresh(escalation) ?? escalation[0]!) : say('resistClose', lines);
      return withAnswer(turn, setup, talk, line);
    }
    case 'handled':
      // Convinced by a turn that also asked something: the answer first, then the opening for a proposal.
      return withAnswer(turn, setup, talk, say('handled', HANDLED[difficulty]), false);
    case 'yield':
      return talk.fill(
        ((setup.scenario === 'B2C Consumer' && CONSUMER_YIELD[setup.goal]) || YIELD[setup.goal])[difficulty].replace('{for}', talk.proposedLength),
      );
    case 'afterYield':
      return say('afterYield', AFTER_YIELD[difficulty]);
    case 'opening':
      return talk.fill(talk.chooser.any('opening', OPENINGS[setup.scenario][difficulty]));
    case 'nudge':
      return talk.fill(NUDGE[difficulty]);
  }
}

/** A question asked together with a premature ask still gets its answer, then the no. */
function withAnswer(turn: SellerTurn, setup: SalesSetup, talk: Talk, line: string, guarded = true): string {
  const question = turn.questions[0];
  return question ? `${answerTo(question, setup, talk, guarded)} ${line}` : line;
}

// The facts behind each concern, said plainly once the buyer is convinced.
const CONCERN_FACTS: Record<SalesSetup['objection'], FactTopic> = {
  'Price / Budget': 'budget',
  'Competitor Loyalty': 'supplier',
  'Timing / No Urgency': 'timeline',
  'Value / Skepticism': 'value',
};

// Where a buyer looks for an answer it has not given yet, when every fact on the topic was said.
const RELATED: Record<Exclude<SellerQuestion['topic'], 'concern'>, FactTopic[]> = {
  business: ['volume', 'process'],
  process: ['supplier', 'business'],
  pain: ['process', 'success'],
  budget: ['volume'],
  timeline: ['decision'],
  decision: ['timeline'],
  success: ['value', 'pain'],
  value: ['success'],
  volume: ['business'],
  current: ['process'],
};

const TOPIC_FACTS: Record<Exclude<SellerQuestion['topic'], 'concern'>, FactTopic> = {
  business: 'business',
  process: 'process',
  pain: 'pain',
  budget: 'budget',
  timeline: 'timeline',
  decision: 'decision',
  success: 'success',
  value: 'value',
  volume: 'volume',
  current: 'supplier',
};

/**
 * The answer to this question, from this prospect's business: a question about the concern gets
 * the detail behind it; a closed question, a hostile buyer or a `short` answer gets one sentence;
 * an either/or question gets one of its options first. A fact already said is not said again.
 */
function answerTo(question: SellerQuestion, setup: SalesSetup, talk: Talk, guarded: boolean): string {
  const { difficulty } = setup;
  const prefix = talk.chooser.any('prefix', guarded ? ANSWER_PREFIX[difficulty] : OPEN_PREFIX[difficulty]);
  const short = !question.open || difficulty === HARD;
  // Money a buyer brings up itself is a cost worry; asked about spend or price, it answers.
  const moneyAsked = talk.costOnTable || question.topic === 'budget';
  const factsOn = (templates: readonly string[], kind: string) =>
    talk.chooser.fresh(
      kind,
      templates.map(talk.fill).map((fact) => (short ? firstSentence(fact) : fact)),
      (text) => moneyAsked || !WEIGHS_COST.test(text),
    );
  let fact: string | undefined;
  // An either/or is answered with one side; a fact that names the other side would contradict it.
  const chosen = question.options ? talk.chooser.any('option', question.options) : undefined;
  const other = question.options?.find((o) => o !== chosen);
  const factsOnRaw = factsOn;
  const factsOnOption = (templates: readonly string[], kind: string) =>
    other
      ? factsOnRaw(
          templates.filter((t) => !talk.fill(t).toLowerCase().includes(other)),
          kind,
        )
      : factsOnRaw(templates, kind);
  // "What would they have to get wrong for you to look elsewhere?" is answered with that, not with how they buy.
  const elsewhere = LOOKS_ELSEWHERE.test(question.text) ? talk.chooser.fresh('fact:elsewhere', LOOK_ELSEWHERE.map(talk.fill)) : undefined;
  if (elsewhere) return withPrefix(prefix, elsewhere);
  // Asked about the thing itself (what it costs today, what happens in that situation, whether
  // their shops sell it), the buyer answers about that, not with the business in general.
  const specific = specificAnswer(question, setup, talk);
  if (specific) return withPrefix(prefix, specific);
  if (question.topic === 'concern' && !guarded) {
    // Convinced, a question about the old concern gets the plain facts of the business, not the worry again.
    fact = factsOnOption(FACTS[setup.scenario][CONCERN_FACTS[setup.objection]], `fact:${CONCERN_FACTS[setup.objection]}`);
    // Its spend already said: the price is weighed against it, in one plain sentence.
    if (!fact) return setup.objection === 'Price / Budget' ? talk.fill('Put like that, it fits next to what {I} spend on {spendOn}.') : '';
  } else if (question.topic === 'concern') {
    fact = factsOn(OBJECTION_DETAILS[setup.objection], 'fact:concern');
  } else {
    // A question not asked before is answered from the business, if need be from a related fact.
    const again = talk.askedBefore.some((old) => old === question.text || sameSentence(old, question.text));
    const topics = again ? [TOPIC_FACTS[question.topic]] : [TOPIC_FACTS[question.topic], ...RELATED[question.topic]];
    for (const topic of topics) {
      const facts = FACTS[setup.scenario][topic];
      const closest = topic === 'pain' ? painAsked(facts, question.text, talk) : facts;
      fact = (closest.length < facts.length ? factsOnOption(closest, `fact:${topic}`) : undefined) ?? factsOnOption(facts, `fact:${topic}`);
      if (fact) break;
    }
  }
  // A household asked to count something ("How many birds do you keep?") counts it, plainly.
  const counted = setup.scenario === 'B2C Consumer' && question.topic === 'volume' ? HOW_MANY.exec(question.text)?.[1] : undefined;
  if (counted && !/\b(?:people|children|kids|family)\b/i.test(counted)) {
    const n = talk.chooser.any('count', ['3', '5', '8', '12', '20']);
    return withPrefix(prefix, `I'm not sure exactly, maybe ${n} ${counted.toLowerCase()}.`);
  }
  const option = chosen ? sayOption(chosen, difficulty, talk) : '';
  if (!fact) return option || talk.chooser.fresh('alreadySaid', ALREADY_SAID[difficulty].map(talk.fill)) || '';
  if (option) return `${option} ${firstSentence(fact)}`;
  return withPrefix(prefix, fact);
}

// "What does that cost you in a dry month?", "How do you buy water today, and what does it cost you?":
// what the buyer pays now. Not "what budget would you be comfortable with?" or "would you pay…?".
const SPEND_TODAY = /\b(?:what|how much)\b[^?]*\b(?:spend|spending|spent|costs?|pay|paying|bills?)\b|\bwhat does (?:that|it|this) cost\b/i;
const NOT_SPEND_TODAY =
  /\b(?:budget|afford|comfortable|set aside|willing|ready to|would (?:you|it|that|this)|could (?:you|it)|will (?:you|it)|our price|my price|the price of (?:it|this|ours))\b/i;
// "How do you buy water today, and what does it cost?": the way as well as the money.
const ASKS_HOW = /\bhow do (?:you|they)\b|\bwho (?:do|does)\b|\bwhere do (?:you|they)\b/i;
// "Do your retailers sell smoked fish already?", "Do the shops ask for it?": a distributor's buyers and this product.
const BUYERS_CARRY =
  /\b(?:do|does|are|have|would) (?:your|the|their) (?:retailers?|shops?|customers?|stores?|outlets?|kiosks?|traders?|pharmacies|chemists?|supermarkets?|buyers?|(?:agro-?)?dealers?|stockists?|clients?)\b[^?]*\b(?:sell|stock|carry|have|buy|ask|order)\w*/i;

const BUDGET_ASK = /\b(?:budget|comfortable|set aside|afford|could you (?:spend|pay|put))\b/i;
const BUDGET_CEILING = [
  'It has to cost less than the {todayCost} a month {I} pay for {todayCostOn} now; there is no other budget for it.',
  'Nothing is set aside. It would have to come in under the {todayCost} a month that goes on {todayCostOn} today.',
];
// "What do you do when…", "How do you cope when…": what happens then.
const WHAT_THEN = /\bwhat (?:do|does|did) (?:you|they|\w+) do (?:\w+ )?when\b|\bhow do (?:you|they) (?:cope|manage) when\b/i;

/** "Do your retailers sell smoked fish already?" names the product ("smoked fish"), or points at it ("it", "already"). */
function namesProduct(question: string, goods: string): boolean {
  if (/\b(?:already|it|this|that|these|them|one like it)\b/i.test(question)) return true;
  return goods
    .toLowerCase()
    .split(/\s+/)
    .some((word) => word.length >= 4 && question.toLowerCase().includes(word.replace(/s$/, '')));
}

const PERIOD = /\b(?:a|per|each|every|in a|in the|this|last) (term|week|year|season)\b/i;
const PERIOD_MONTHS: Record<string, number> = { week: 0.25, term: 3, season: 4, year: 12 };

const TODAY_COST = ['{I} spend about {todayCost} a month on {todayCostOn}.', 'About {todayCost} a month goes on {todayCostOn}, and more in a bad one.'];
const TODAY_WAY_AND_COST = ['Today {currentWay}; that comes to about {todayCost} a month.'];
const BUYERS_SELL = [
  'Some of them do, a little: they buy {goods} loose from whoever passes, and it does not always come.',
  'A few do, from whoever brings it round; nobody supplies them {goods} steadily.',
];
const BUYERS_ASK = ['Now and then they ask for {goods}, and we have nothing steady to send them.'];

/**
 * An answer about the thing asked, when the question names it: what the buyer pays today for what
 * the product replaces, what happens in the situation asked about, whether a distributor's buyers
 * already sell it. Undefined when the question is not one of those.
 */
function specificAnswer(question: SellerQuestion, setup: SalesSetup, talk: Talk): string | undefined {
  const text = question.text;
  // An either/or is answered with one of its sides.
  if (question.options) return undefined;
  const { domain } = talk.profile;
  // "What budget would the board be comfortable with?": what it replaces sets the ceiling.
  if (domain && BUDGET_ASK.test(text) && (question.topic === 'budget' || question.topic === 'concern')) {
    const line = talk.chooser.fresh('fact:ceiling', BUDGET_CEILING.map(talk.fill));
    if (line) return line;
  }
  if (question.topic !== 'value' && SPEND_TODAY.test(text) && !NOT_SPEND_TODAY.test(text) && setup.scenario !== 'Channel Partner') {
    const lines = ASKS_HOW.test(text) ? [...TODAY_WAY_AND_COST, ...TODAY_COST] : TODAY_COST;
    // "What does the water cost you in a term?": counted over the term asked about.
    const period = domain ? PERIOD.exec(text)?.[1]?.toLowerCase() : undefined;
    const per = period && domain ? { amount: formatMoney(domain.monthlyUsd * PERIOD_MONTHS[period]!, talk.profile.currency), span: `a ${period}` } : undefined;
    const filled = lines.map((line) => talk.fill(per ? line.replace('{todayCost} a month', `${per.amount} ${per.span}`) : line));
    // The way already said, the money alone.
    return (
      talk.chooser.firstFresh(filled.slice(0, ASKS_HOW.test(text) ? 1 : 0)) ?? talk.chooser.fresh('fact:todayCost', filled.slice(ASKS_HOW.test(text) ? 1 : 0))
    );
  }
  // "What happens when the power goes off at night?": that night, not the stock pain.
  const situation = talk.profile.situations.find(([pattern]) => pattern.test(text))?.[1];
  if (situation && (question.topic === 'pain' || WHAT_THEN.test(text))) {
    return talk.chooser.firstFresh([talk.fill(situation)]);
  }
  if (setup.scenario === 'Channel Partner' && BUYERS_CARRY.test(text) && namesProduct(text, talk.fill('{goods}'))) {
    const lines = /\bask\w*/i.test(text) ? BUYERS_ASK : BUYERS_SELL;
    return talk.chooser.fresh('fact:buyersCarry', lines.map(talk.fill));
  }
  return undefined;
}

const COMMON =
  /^(?:the|you|your|yours|have|has|had|what|when|where|which|who|how|does|did|do|with|for|and|that|this|are|was|were|our|can|get|got|there|they|them|their|from|about|into|than|then|some|something|anything|would|will|most|more|much|many|today|now|is|it|its|of|on|in|at|to|be|or|an|a)$/;
const stems = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 3 && !COMMON.test(word))
      .map((word) => word.slice(0, 5)),
  );

/**
 * "What happens when a customer asks for something you have run out of?" names one of the buyer's
 * two pains ("stock running out"): the lines about that one. All of them when it names neither.
 */
function painAsked(templates: readonly string[], question: string, talk: Talk): readonly string[] {
  const asked = stems(question);
  const shared = (pain: string) => [...stems(talk.fill(pain))].filter((stem) => asked.has(stem)).length;
  const [one, two] = [shared('{pain1}'), shared('{pain2}')];
  if (one === two) return templates;
  const key = one > two ? '{pain1}' : '{pain2}';
  return templates.filter((t) => t.includes(key));
}

// A question about what would make the buyer leave the one it uses today.
const LOOKS_ELSEWHERE =
  /\bwhat happens\b[^?]*\b(?:they|their|them)\b[^?]*\b(?:late|wrong|fail\w*|miss\w*|short|break\w*|let you down)\b|\b(?:get (?:\w+ )?wrong|look elsewhere|look (?:around|at (?:someone|anyone|others?|alternatives))|(?:make|get) you (?:to )?(?:switch|change|leave|move|look)|reason to (?:switch|leave|change|move)|let you down|deal[- ]?breaker|(?:would|could|will) you (?:ever )?(?:switch|leave|change|move))\b/i;

// "How many birds do you keep?": what is counted.
const HOW_MANY = /\bhow many ([a-z][\w-]*(?: [a-z][\w-]*)?) (?:do|does|did|can|will) (?:you|your)\b/i;

const OPTION_VERB = /^(?:own|rent|buy|lease|use|pay|sell|hire|borrow|keep|make|do|go|stay|wait|start|grow|build|fix|repair)\b/i;
const OPTION_WHEN = /^(?:before|after|at|in|on|during|by|with|from)\b/i;

/** One side of an either/or, said as a buyer would: "I rent it.", "Mostly before the rains.", "Jerrycans, mostly." */
function sayOption(option: string, difficulty: SalesDifficulty, talk: Talk): string {
  if (OPTION_VERB.test(option)) return `${capitalize(talk.fill(`{I} ${option}`))}.`;
  if (OPTION_WHEN.test(option)) return difficulty === HARD ? `${capitalize(option)}.` : `Mostly ${option}.`;
  return difficulty === HARD ? `${capitalize(option)}.` : `${capitalize(option)}, mostly.`;
}

/** The short answer: the first sentence, with the next when the first is a bare word ("Margin. We need…"). */
function firstSentence(text: string): string {
  const first = text.match(/^.*?[.!?:](?=\s|$)/)?.[0] ?? text;
  if (first.endsWith(':') || first.split(/\s+/).length < 4) {
    const two = text.match(/^.*?[.!?:](?=\s|$).*?[.!?](?=\s|$)/)?.[0];
    return two ?? text;
  }
  return first;
}

// A line that opens with a lead-in of its own ("Honestly? If…", "Look, …") takes no second one.
const LEAD_IN = /^(?:good question|happy to tell you|honestly|frankly|to be honest|well|look|briefly|right|okay|ok|sure|mm+|hm+)\b[,.:?!]/i;

/** "Honestly, " + "Any new line…" reads "Honestly, any new line…"; "I" and names stay upper case. */
function withPrefix(prefix: string, text: string): string {
  if (LEAD_IN.test(text)) return text;
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
