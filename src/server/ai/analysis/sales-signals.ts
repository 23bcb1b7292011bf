// Detectors shared by the scripted prospect and the sales-call report, so the prospect yields
// on exactly the behaviour the report later credits.

import type { SalesDifficulty, SalesGoal, SalesObjection } from '../../../shared/reports.ts';
import { normalizeText, splitSentences } from './text.ts';

// ---------------------------------------------------------------------------------------------
// Questions

const LEAD_IN = /^(?:(?:so|and|but|okay|ok|well|right|great|now|um+|uh+|just|curious|quick question|i'm curious|out of interest|tell me)\b[,\s]*)+/i;
const OPEN_START = /^(?:what|how|why|which|where|when|who|whose|tell me|walk me through|help me understand|describe|explain|in what way)\b/i;
const CLOSED_START = /^(?:do|does|did|is|are|was|were|can|could|would|will|have|has|had|should|shall|may|might|any)\b/i;

// Without a question mark, "when the alarm goes off we…" is a clause, "when do you…" a question.
const SUBORDINATE_START = /^(?:when|where|which|who|whose)\b(?!\s+(?:do|does|did|is|are|was|were|can|could|would|will|should|have|has)\b)/i;

// "Is it disease or feed?", "What's the bigger problem, price or delivery?", "Which do you prefer,
// monthly or yearly?": the buyer picks one of the rep's answers and tells nothing of their own, so
// such a question is closed however it starts. "How do you handle mastitis or calving today?" still
// asks them to describe, so an "or" inside an open question does not close it.
const CHOICE_INTRO =
  /\b(?:is it|is that|was it|are they|are these|would it be|will it be|do you prefer|would you (?:rather|prefer)|which (?:one|do you|would you|is)|whether)\b[^?]*?\b[\w'-]+ or (?!not\b|anything\b|something\b|else\b|what\b|how\b|why\b)[\w'-]+/i;
const CHOICE_TAIL = /^(?:[\w'-]+ ){0,3}[\w'-]+ or (?!not\b|anything\b|something\b|else\b)(?:[\w'-]+ ?){1,3}\??$/i;

export function isEitherOr(question: string): boolean {
  if (CHOICE_INTRO.test(question)) return true;
  // A short choice after a comma or dash closes the open question before it.
  const clauses = question.split(/,|\s[\u2014\u2013-]\s|:/);
  return clauses.length > 1 && CHOICE_TAIL.test(clauses[clauses.length - 1].trim());
}

// "Tell me about your busiest week." asks for a description without a question mark.
const PROMPT_START =
  /^(?:(?:so|and|okay|ok|now|well|great|please)[,\s]+)*(?:tell me (?:about|how|what|why|more)|walk me through|talk me through|help me understand|describe)\b/i;

export interface QuestionCount {
  open: number;
  closed: number;
  /** The questions themselves, in order, for quoting. */
  questions: { text: string; open: boolean }[];
}

// "…from shiftpal how do you handle scheduling today": a wh-word shortly before an auxiliary
// and a pronoun is a question even inside an unpunctuated run of speech; so is one before an
// auxiliary and an article ("how much does a family spend", but not the relative "which is the"),
// a few set openers ("what went wrong"), and the question words of Pidgin ("wetin", "how X dey")
// and Swahili ("ngapi", "lini", "wapi").
const EMBEDDED_QUESTION = new RegExp(
  [
    String.raw`\b(?:what|how|why|which|when|where|who)\b(?:\s+[\w']+){0,3}?\s+(?:do|does|did|are|is|was|were|can|could|would|will|have|has|should)\s+(?:you|your|they|we|it)\b`,
    String.raw`\b(?:what|how|why|when|where|who)\b(?:\s+[\w']+){0,3}?\s+(?:do|does|did|are|is|was|were|can|could|would|will|should)\s+(?:a|an|the|this|that|one|each|every|most|he|she|i)\b`,
    String.raw`\b(?:what (?:went wrong|happened|happens (?:to|when|if))|who else|who decides)\b`,
    String.raw`(?<!\b(?:show you|tell you|know|see|matter|imagine) )\bhow (?:many|much|often|long)\b`,
    String.raw`\b(?:wetin|how(?:\s+[\w']+){1,3}\s+dey|ngapi|lini|wapi)\b`,
  ].join('|'),
  'gi',
);
// "…it pays for itself shall i deliver yours on monday": a yes/no question inside a run of speech.
const EMBEDDED_CLOSED_QUESTION = /\b(?:shall (?:i|we)|can (?:i|we)|could (?:i|we)|would you|will you|do you|did you|are you|have you)\b/gi;

/**
 * Questions in a turn. Speech transcripts often drop the "?", so a sentence without terminal
 * punctuation that starts like a question, or contains one, counts too; "Could be worse." does not.
 */
export function findQuestions(text: string): QuestionCount {
  const result: QuestionCount = { open: 0, closed: 0, questions: [] };
  const add = (sentence: string, open: boolean) => {
    if (open) result.open += 1;
    else result.closed += 1;
    result.questions.push({ text: sentence, open });
  };
  for (const sentence of splitSentences(text)) {
    const stripped = sentence.replace(LEAD_IN, '');
    if (sentence.endsWith('?')) {
      // "I'm curious, how do you…?" – look for an open word in the first few words as well.
      const head = stripped.split(' ').slice(0, 6).join(' ');
      const openWord = OPEN_START.test(stripped) || /(?:^|[,\s])(?:what|how|why|walk me through|tell me)\b/i.test(head);
      add(sentence, openWord && !isEitherOr(stripped));
      continue;
    }
    if (PROMPT_START.test(sentence)) {
      add(sentence, true);
      continue;
    }
    if (/[.!]$/.test(sentence)) continue;
    const openStart = OPEN_START.test(stripped) && !SUBORDINATE_START.test(stripped);
    if (openStart || CLOSED_START.test(stripped)) {
      add(sentence, openStart && !isEitherOr(stripped));
      continue;
    }
    for (let n = [...stripped.matchAll(EMBEDDED_QUESTION)].length; n > 0; n--) add(sentence, true);
    const outsideOpen = stripped.replace(EMBEDDED_QUESTION, ' ');
    for (let n = [...outsideOpen.matchAll(EMBEDDED_CLOSED_QUESTION)].length; n > 0; n--) add(sentence, false);
  }
  return result;
}

const DISCOVERY_TOPIC =
  /\b(?:today|currently|right now|process|challenge|problem|goal|priorit\w*|budget|timeline|decision|decide|who else|team|using|biggest|important|looking for|need|tried|work(?:s|ing)?|happen|impact|cost you|customers)\b/i;

export function isDiscoveryQuestion(question: string): boolean {
  return DISCOVERY_TOPIC.test(question);
}

// ---------------------------------------------------------------------------------------------
// Objection handling: acknowledge + clarify + value/evidence for *this* objection

// Also the markers reps mix into English calls: Swahili/Sheng ("nakuelewa", "pole sana"), West
// African Pidgin ("na true"), South African and Kenyan sympathy ("eish", "ai, that's hard").
const ACKNOWLEDGE =
  /\b(?:i (?:completely |totally |absolutely |really )?(?:understand|hear you|get (?:it|that|why)|get you(?=[,.!]|$)|feel you|can imagine)|understandabl[ey]|understood|(?:^|[.!?] )of course(?=[,.!]|$| (?:it|that|this|i|we)\b)|, i know(?=[.!]|$)|(?:that|it) makes (?:total |complete )?sense|makes sense|fair (?:point|enough|question|concern|worry|fear|doubt)|(?:that's|that is|it's|it is) (?:a )?(?:fair|valid|reasonable|good|great|important)(?: (?:point|question|concern|worry|fear|doubt))?|good (?:point|question)|great question|i appreciate|appreciate (?:that|you|the|your)|you're right|you are right|i see (?:why|what|where)|i know (?:how|what|that)|sounds like|i'd feel the same|(?:many|a lot) of (?:our )?(?:customers|clients|people|partners) (?:felt|feel|said|told|thought)|(?:others|customers|clients) (?:felt|said|told me) the same|thanks for (?:being honest|telling me|sharing)|sorry (?:about|to hear|for) (?:that|this|the)|that must be|(?:that|this|it|that one)(?:'s| is| sounds| must be) (?:really |very |so )?(?:tough|hard|heavy|difficult|rough|frustrating|painful|stressful|a lot|not easy|no joke|a headache|a pain)|(?:is|are) (?:really |very |so )?heavy on|(?:is|are) no joke|eish|(?:ai|ah|aah|oh|ooh|ayi)[,!]? (?:sorry|pole|shame)|pole(?: sana)?|(?:na|ni)kuelewa|naelewa|nimekuelewa|nakusikia|nimekusikia|(?:ni|hiyo ni) kweli|uko sahihi|na true|na so)\b/i;

export function acknowledges(text: string): boolean {
  return ACKNOWLEDGE.test(normalizeText(text));
}

interface ObjectionLexicon {
  /** How the prospect voices it; used to find where the objection was raised. */
  raised: RegExp;
  /** What answers it. */
  value: RegExp;
}

export const OBJECTION_LEXICON: Record<SalesObjection, ObjectionLexicon> = {
  'Price / Budget': {
    raised:
      /\b(?:price|pricing|cost|costs|costly|expensive|pricey|budget|afford|money|pay|paying|cheap|cheaper|margin|margins|charges?|charging|too (?:much|high|dear|steep)|cedis?|shillings?|naira|rand|rupees?|kwacha)\b/i,
    value:
      /\b(?:roi|return on|pays? for (?:itself|(?:\w+ ){0,3}(?:days?|weeks?|months?|years?))|no big outlay|costs? (?:you )?more than|pay(?:s|ing)? (?:it )?back|payback|sav(?:e|es|ed|ing|ings)|cost of (?:doing nothing|waiting|the problem|not)|per (?:day|week|month|user|seat)|less than|cheaper than|worth|recoup|break[- ]even|cut (?:your )?costs?|cut (?:\w+ ){0,3}(?:bills?|costs?|spend\w*)|lower (?:your )?costs?|reduce[sd]? (?:your )?(?:cost|costs|spend)|profit|earn|extra revenue|more revenue|payment plan|monthly plan|starter plan|smaller plan|spread the (?:cost|payments?)|financ\w+|budget (?:option|fits?)|lay-?by|instal?lments?|deposit|pay (?:it )?(?:in parts|over|off|bit by bit|weekly|monthly|daily)|pay as you (?:go|earn)|lipa (?:pole pole|kidogo kidogo))\b/i,
  },
  'Competitor Loyalty': {
    raised:
      /\b(?:already (?:use|have|work with|buy|get|order|stock|source)|current (?:provider|vendor|supplier|tool|system|partner)|happy with|loyal|competitor|been with|switch|switching|relationship|years with)\b/i,
    value:
      /\b(?:switch(?:ing|ed)?|migrat\w*|move (?:your|over)|import|alongside|side[- ]by[- ]side|compar\w*|unlike|differen\w*|instead of|on top of|works with|integrat\w*|keep (?:your|their|using|them|what you have)|add (?:us|it|ours)\b|no need to (?:replace|switch|drop)|in addition|complement\w*|gap|don't (?:offer|do|have)|doesn't (?:offer|do|have)|can't (?:do|offer))\b/i,
  },
  'Timing / No Urgency': {
    raised:
      /\b(?:not (?:right )?now|timing|later|next (?:quarter|year|month)|after (?:christmas|the holidays|harvest|payday|new year)|not ready|busy|no rush|no hurry|bad time|wait(?:ing)?|priorit\w*|revisit|down the road|not a good time|after the)\b/i,
    value:
      /\b(?:cost of (?:waiting|delay\w*)|every (?:week|month|day)|each (?:week|month|day)|losing|already (?:losing|paying)|deadline|before (?:the|your|next)|in time for|quick(?:ly)? to (?:set up|start|implement|roll out)|(?:minutes|hours|days|a day|a week) to (?:set up|get started|implement|go live)|moved? (?:over )?in (?:a|one) (?:weekend|day|week)|(?:still )?be ready (?:for|by|before)|t(?:akes?|ook) (?:only |just )?(?:\d+|a few|two|one|an?) (?:minutes?|days?|hours?|weeks?)|start small|small (?:start|pilot)|(?:a day|a week|each (?:day|week)|now) from (?:now|today)|(?:put|set) aside (?:[\w,]+ )*(?:from now|today|this week)|no (?:commitment|long[- ]term|contract)|low effort|lock in|(?:start|begin|go live|set up|launch|roll out|ready)\w*(?: [\w']+){0,4} (?:this|before the|before next) (?:quarter|month|season|week|harvest)|delay\w*|(?:comes?|is|are|arrives?|pay|paid) late|on day one|from (?:the )?first day|wait(?:ing)? (?:costs|means)|wait\w*(?: [\w']+){0,4} costs? (?:you )?more)\b/i,
  },
  'Value / Skepticism': {
    raised:
      /\b(?:doubt|skeptic\w*|sceptic\w*|not sure|don't see|prove|proof|buzzwords?|heard (?:it|that|this) before|every (?:vendor|company|salesperson)|worth it|does it (?:really|actually)|sounds too good|convince|what's the point|why would)\b/i,
    value:
      /\b(?:case stud(?:y|ies)|results?|proof|proven|customers? (?:like|such as)|for example|for instance|references?|testimonials?|data|measured|tracked|pilot|trial|guarantee\w*|warrant(?:y|ies)|(?:repair|replace|fix) (?:it|them) for free|free (?:repairs?|replacements?)|money[- ]back|show you|demo|numbers|saw|achieved|improved|increased|reduced)\b/i,
  },
};

// Numbers with a unit, money, percentages, multiples, or a named customer result.
const EVIDENCE =
  /\d+\s?%|\$\s?\d|\b(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundreds?|thousands?)\s?(?:x|times|percent|hours?|hrs|days?|weeks?|months?|minutes?|customers|clients|users|companies|businesses|teams|stores|shops|restaurants|partners|accounts|dollars|rand|naira|shillings|pesos|rupees)\b|\bcase stud(?:y|ies)\b|\b(?:customers?|clients?) (?:like|such as)\b/i;
// "2,000 chamas in Kiambu have used it": a count of users, whatever they are called.
const COUNTED_USERS = /\b\d[\d,.]*\s+[a-z]+s\b(?:\s+[\w-]+){0,3}\s+(?:have|has|already) (?:used|joined|signed|bought|switched|trusted)\b/i;
// Case-sensitive on purpose: a capitalised name before the result ("Mama's Kitchen cut…").
const NAMED_RESULT = /\b[A-Z][a-z]+ (?:saw|cut|saved|grew|increased|reduced|doubled)\b/;

// What the buyer would pay and on what terms is the offer, not proof of what it is worth: "1,500
// shillings a month for 12 months", "free for 30 days", "in 3 instalments".
const PRICE_OR_TERMS = new RegExp(
  String.raw`(?:(?:[$€£₦₹]|\b(?:ksh|kes|tsh|ugx|tzs|ghs|ngn|zar|inr|usd|rs\.?|r)\s?)\d[\d,.]*(?:\s?k\b)?|\b\d[\d,.]*\s?(?:k\s)?(?:shillings?|bob|cedis?|naira|rand|rupees?|kwacha|dollars?|euros?|reais|pesos?|francs?|pounds?)\b|\b\d[\d,.]*(?:\s?k\b|\/-))(?:\s+(?:a|per|each|every)\s+[a-z]+)?` +
    String.raw`|\b(?:for|over|within) (?:the )?(?:first )?(?:\d+|one|two|three|four|five|six|twelve|twenty-?four|thirty|sixty|ninety) (?:days?|weeks?|months?|years?)\b|\b(?:in|over) (?:\d+|two|three|four|five|six|twelve) (?:instal?lments?|payments?)\b|\b\d+[- ](?:day|week|month|year) (?:contract|plan|term|trial)\b`,
  'gi',
);
// A figure of money is evidence only next to what it brings or saves ("find about 2,000 shillings
// of missing stock", "50 shillings a day, and you will have the term fee by January").
const MONEY_RESULT =
  /\b(?:sav(?:e|es|ed|ing|ings)|find|finds|found|recover\w*|stop (?:losing|paying)|los(?:e|es|t|ing)|loss(?:es)?|wast\w*|cut|cuts|fell|dropped|reduc\w+|earn\w*|extra|more than|instead of|without (?:a |any )?(?:loan|debt|borrowing)|you(?:'ll| will) have|pays? (?:for )?itself|back)\b/i;

/**
 * One rule for evidence, for the prospect and every line of the report: a result, a customer or a
 * measured saving. A bare price or a payment term is an offer, not evidence.
 */
export function hasEvidence(text: string): boolean {
  const normalized = normalizeText(text);
  const proof = (s: string) => EVIDENCE.test(s) || COUNTED_USERS.test(s) || NAMED_RESULT.test(s);
  if (!proof(normalized)) return false;
  // Only promises carry the figures: nothing was shown, only said.
  if (splitSentences(normalized).every((sentence) => !proof(sentence) || isPromise(sentence))) return false;
  const withoutOffer = normalized.replace(PRICE_OR_TERMS, ' ');
  return proof(withoutOffer) || (withoutOffer !== normalized && MONEY_RESULT.test(normalized));
}

// A service level the rep commits to ("a vet on call within six hours", "we will answer within two
// hours, guaranteed") is a promise: its figure says what they will do, not what they did for anyone.
const PROMISE = /\b(?:will|'ll|shall|guarantee[ds]?|promise[ds]?|you (?:get|receive|have)|within|on call|any (?:day|time|hour))\b/i;
// What was done, for whom: "we paid 31 claims within 48 hours last year", "40 farmers planted earlier".
const TRACK_RECORD =
  /\b(?:last (?:year|season|month|week|term|quarter|harvest)|this (?:year|season)|so far|already|ago|since|in (?:19|20)\d\d|(?:have|has) (?:\w+ed|paid|cut|grown|won|kept)|paid|saved|cut|grew|reduced|increased|doubled|planted|delivered|drilled|answered|handled|stopped|got|made|sold|served|helped|switched|joined|case stud(?:y|ies)|customers? (?:like|such as))\b/i;

/** Evidence of something done for someone ("Umoja Growers saved…", "last season 40 farmers…"), not a sum about the buyer. */
export function isTrackRecord(sentence: string): boolean {
  const normalized = normalizeText(sentence);
  return hasEvidence(normalized) && (COUNTED_USERS.test(normalized) || NAMED_RESULT.test(normalized) || TRACK_RECORD.test(normalized));
}

/** A figure in a promise of what the rep will do, with no result for anyone behind it. */
function isPromise(sentence: string): boolean {
  if (COUNTED_USERS.test(sentence) || NAMED_RESULT.test(sentence)) return false;
  // "50 shillings a day from now, and you will have the term fee by January": the buyer's own sum, worked out.
  const workedSum = new RegExp(PRICE_OR_TERMS.source, 'i').test(sentence) && MONEY_RESULT.test(sentence);
  return PROMISE.test(sentence) && !TRACK_RECORD.test(sentence) && !workedSum;
}

/**
 * A sentence whose figures are only what the offer costs and its terms ("only 1,500 shillings per
 * farm", "free for 30 days"): the same rule as `hasEvidence`, seen from the offer's side.
 */
export function isBareOffer(text: string): boolean {
  const normalized = normalizeText(text);
  return normalized.replace(PRICE_OR_TERMS, ' ') !== normalized && !hasEvidence(normalized);
}

/**
 * Value or evidence that speaks to this objection. A figure next to the objection's own words is
 * not an answer ("input prices went up 20 percent" names a price and answers nothing), and a bare
 * ask for the goal ("Can we do a pilot?") offers no proof; only a doubter is answered by evidence alone.
 */
export function addressesObjection(text: string, objection: SalesObjection): boolean {
  const lexicon = OBJECTION_LEXICON[objection];
  return splitSentences(normalizeText(text))
    .filter((sentence) => !isBareAsk(sentence) && !sentence.trim().endsWith('?') && !onlyAcknowledges(sentence, lexicon))
    .some(
      (sentence) =>
        lexicon.value.test(sentence) ||
        (objection === 'Value / Skepticism' && hasEvidence(sentence)) ||
        (objection === 'Price / Budget' && MONEY.test(sentence) && MONEY_BACK.test(sentence)),
    );
}

// "I understand, switching is a big step": an acknowledgement that says the objection back. Without
// the acknowledgement and the objection's own words, nothing of value is left in it.
function onlyAcknowledges(sentence: string, lexicon: ObjectionLexicon): boolean {
  if (!ACKNOWLEDGE.test(sentence)) return false;
  const global = (pattern: RegExp) => new RegExp(pattern.source, 'gi');
  const rest = sentence.replace(global(ACKNOWLEDGE), ' ').replace(global(lexicon.raised), ' ');
  return !lexicon.value.test(rest) && !hasEvidence(rest);
}

// "Shops pay 300 shillings a month and find about 2,000 shillings of missing stock": an amount with
// what it brings back answers price; an amount alone ("input prices went up 20 percent") does not.
const MONEY =
  /(?:[$€£₦₹]|\b(?:ksh|kes|ugx|tzs|ghs|ngn|zar|inr|rs\.?|r)\s?)\d|\b\d[\d,.]*\s?(?:k\s)?(?:shillings?|bob|cedis?|naira|rand|rupees?|kwacha|dollars?|euros?|reais|pesos?)\b/i;
const MONEY_BACK = /\b(?:find|finds|found|recover\w*|get (?:it )?back|stop (?:losing|paying)|sav(?:e|es|ed|ing)|earn\w*|return\w*|pays?|paid back)\b/i;

// The commitment itself ("Shall I register you today?", "Can we do a pilot?", "Can we meet on
// Wednesday?"), as opposed to a yes/no question about the buyer ("Are you happy with the 6 am pick-up?").
const COMMITMENT_WORDS =
  /\b(?:demo|meeting|meet|trial|pilot|sign(?: up)?|buy|order|register|book|start|deliver|activate|install|try|proceed|go ahead|send (?:you|the|an?) (?:agreement|contract|invoice))\b/i;

function isCommitmentQuestion(question: { text: string; open: boolean }): boolean {
  return (!question.open && COMMITMENT_WORDS.test(question.text)) || asksToBuy(question.text);
}

/** A closed question that only asks for a commitment: it neither explores nor answers a concern. */
function isBareAsk(sentence: string): boolean {
  const question = findQuestions(sentence).questions[0];
  return question !== undefined && !hasEvidence(sentence) && isCommitmentQuestion(question);
}

/** A turn that asks the buyer something about their concern, not only for the commitment. */
function exploresConcern(text: string): boolean {
  return findQuestions(text).questions.some((q) => !isCommitmentQuestion(q));
}

export function raisesObjection(text: string, objection: SalesObjection): boolean {
  return OBJECTION_LEXICON[objection].raised.test(normalizeText(text));
}

export interface HandlingProgress {
  acknowledged: boolean;
  clarified: boolean;
  addressed: boolean;
  evidence: boolean;
  /** User turns (since the objection) that did at least one of the three. */
  contributingTurns: number;
  handled: boolean;
  /** Index in the list of user turns given, or -1. */
  handledAtTurn: number;
}

export function emptyProgress(): HandlingProgress {
  return { acknowledged: false, clarified: false, addressed: false, evidence: false, contributingTurns: 0, handled: false, handledAtTurn: -1 };
}

/**
 * Folds one user turn into the handling progress. Handled = acknowledged + clarified + answered
 * with value or evidence for this objection; a hostile buyer also wants it over two turns or
 * with hard evidence.
 */
export function advanceHandling(
  progress: HandlingProgress,
  userText: string,
  objection: SalesObjection,
  difficulty: SalesDifficulty,
  turnIndex: number,
): HandlingProgress {
  const addressed = addressesObjection(userText, objection);
  const turn = { ack: acknowledges(userText), question: exploresConcern(userText), addressed, evidence: addressed && hasEvidence(userText) };
  return foldHandling(progress, turn, difficulty, turnIndex);
}

/** What one turn did about the objection, in whatever language it was read. */
export interface HandlingTurn {
  ack: boolean;
  question: boolean;
  addressed: boolean;
  evidence: boolean;
}

/** One turn folded into the progress: the rule every language shares. */
export function foldHandling(
  progress: HandlingProgress,
  { ack, question, addressed, evidence }: HandlingTurn,
  difficulty: SalesDifficulty,
  turnIndex: number,
): HandlingProgress {
  const next: HandlingProgress = {
    acknowledged: progress.acknowledged || ack,
    clarified: progress.clarified || question,
    addressed: progress.addressed || addressed,
    evidence: progress.evidence || evidence,
    contributingTurns: progress.contributingTurns + (ack || question || addressed ? 1 : 0),
    handled: progress.handled,
    handledAtTurn: progress.handledAtTurn,
  };
  const hard = difficulty === 'Hard (Hostile/Resistant)';
  // A question shows the rep explored the concern; short of a hostile buyer, an answer with hard
  // numbers for this very objection shows it too ("five cedis adds up, but you stop paying twice").
  if (!next.handled && next.acknowledged && (next.clarified || (next.evidence && !hard)) && next.addressed) {
    if (!hard || next.contributingTurns >= 2 || next.evidence) {
      next.handled = true;
      next.handledAtTurn = turnIndex;
    }
  }
  return next;
}

// ---------------------------------------------------------------------------------------------
// Goals: the rep asking for it, and the prospect agreeing to it

// Days and times, with the Swahili ones ("Alhamisi", "kesho") and spoken hours ("at four").
const DAY_OR_TIME = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day|juma(?:tatu|nne|tano|mosi|pili)|alhamisi|ijumaa|tomorrow|kesho|next week|this week|\d{1,2}(?::\d{2})?\s?(?:am|pm)|at (?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon)\b|saa (?:\d{1,2}|moja|mbili|tatu|nne|tano|sita|saba|nane|tisa|kumi)\b`;

// Asking for the commitment itself without naming the goal: "Shall I register you today?", "Can I
// put you down for two bags?", "let me book you", Sheng "niku-register leo?", Pidgin "make I book you",
// and the assumptive close, an action on their order at a set time ("Shall I deliver yours on Monday?",
// "Shall I activate it for you today?"), but not a call, a meeting or more information.
const ASSUMPTIVE_CLOSE = String.raw`(?:shall|should|can|may|could) (?:i|we) (?!(?:call|ring|phone|email|text|talk|speak|meet|show|explain|tell|ask|book|schedule)\b)(?![^.?!]*\b(?:demo|meeting|call|chat|presentation|brochure|info|information|details)\b)[a-z]+(?: [\w,'-]+){0,6}? (?:today|now|right now|this week|tomorrow|(?:on |this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)`;
// Asking how much they will buy is asking for the order: "How many bags can you take this week?",
// "How many shall I put you down for?". "How many cows do you milk?" asks about their business.
const QUANTITY_ASK = String.raw`how (?:many|much)(?: [\w'-]+){0,3}? (?:(?:would|do) you (?:like|want)(?! to know)|(?:can|could|will|would) you (?:take|order|buy|carry|stock|get from (?:us|me))|(?:shall|should|can|may) (?:i|we) (?:put|send|deliver|bring|reserve|set aside|book|pack|order))`;

/** A question that asks them to buy (a quantity, an order), not about their business. */
export function asksToBuy(question: string): boolean {
  return new RegExp(String.raw`\b(?:${QUANTITY_ASK})\b`, 'i').test(normalizeText(question));
}

const COMMITMENT_ASK = String.raw`${ASSUMPTIVE_CLOSE}|register (?:you|your|them)|get you registered|sign you up|put you down|book you|book (?:your|the) (?!(?:demo|meeting|call|chat|presentation|visit)\b)[\w-]+(?: [\w-]+)? (?:for|on) |reserve (?:you|a (?:spot|place|slot|seat))|lock (?:you|it) in|place (?:the|an|your) order|take your order|shall (?:i|we) (?:proceed|go ahead|start)|can we (?:proceed|go ahead)|${QUANTITY_ASK}|which (?:plan|package|option|size) (?:would|do|shall|should)|niku-?(?:register|book|sign|andikish\w*|wekee)|nikuandikishe|tuanze|make i (?:book|register|put) you|i fit (?:book|register|put) you`;

const GOAL_ASK: Record<SalesGoal, RegExp> = {
  'Book a Demo/Meeting': new RegExp(
    String.raw`\b(?:demo|meeting|meet(?: up)?|(?:a|quick|short|follow[- ]up|another|\d+[- ]minute) call|calendar|schedule|book|set up (?:a )?time|walk you through|show you|tuonane|tukutane|${DAY_OR_TIME}|\d+[- ]minutes?)\b`,
    'i',
  ),
  // "Try 100 of ours next to your lugs and compare": a trial, whatever it is called.
  'Secure a Trial/Pilot':
    /\b(?:trial|pilot|try(?:ing)? (?:it|us|them|ours|one|a few|some|(?:\d+|\w+) of ours)|test(?:ing)? (?:it|us|them|one|a few)|proof of concept|poc|free for \d+ (?:days|weeks)|(?:compare|see) (?:the \w+ )?(?:for )?yourself|side by side|one batch|a (?:small|first|test) (?:batch|order))\b/i,
  'Close the Sale': new RegExp(
    String.raw`\b(?:buy|purchase|sign (?:up|the|today|now)|contract|agreement|order|get (?:you )?started|(?:like|want|ready) to (?:start|begin)|move forward|go ahead|subscribe|onboard\w*|ready to (?:start|buy|go)|paperwork|invoice|close (?:this|the deal)|${COMMITMENT_ASK})\b`,
    'i',
  ),
  'Advance the Opportunity': new RegExp(
    String.raw`\b(?:next step|follow[- ]up|proposal|introduce|intro|send (?:you|over)|loop in|decision[- ]maker|demo|meeting|(?:a|quick|short|another|\d+[- ]minute) call|trial|pilot|tuonane|tukutane|${COMMITMENT_ASK}|${DAY_OR_TIME})\b`,
    'i',
  ),
};

// A proposal, not a mention: a question, an offer ("let's", "shall I", "I'll send the invite"), or an
// imperative ("Book the meeting"). "Three days of waiting costs more than the contract" and "we can
// spread the payment" ask for nothing.
const PROPOSAL =
  /\b(?:let's|let us|let me|shall|should (?:i|we)|can (?:i|we)|could (?:i|we|you)|may i|would you|will you|do you want|how about|what about|why don't|why not|you (?:could|can|should|might) (?:try|start|test|book|sign|order|take|come|join)|ready to|i'd (?:like|love) to|i'll|i will|we'll|we will|please|kindly|make (?:we|i)|i fit|niku-?\w+|tu(?:anze|fanye|onane|kutane))\b/i;
const IMPERATIVE =
  /^(?:(?:so|okay|ok|then|great|now|just|and|sir|madam|ma)[,\s]+)*(?:book|sign|start|try|take|get|order|buy|register|join|schedule|pick|choose|come|send|give|put|test|run|grab|lock|reserve|go ahead|drop)\b/i;

// "Who do you buy from today?", "Does your shop order weekly?": a question about the buyer's own
// habits uses the goal's verb without proposing anything.
const HABIT_BEFORE_VERB = /\b(?:do|does|did)\s+(?:you|they|your(?:\s+[\w'-]+){1,3})\s+(?:usually\s+|normally\s+|currently\s+|still\s+|also\s+)?$/i;

function isProposal(sentence: string, mentionAt: number): boolean {
  if (!PROPOSAL.test(sentence) && HABIT_BEFORE_VERB.test(sentence.slice(0, mentionAt))) return false;
  if (sentence.endsWith('?') || PROPOSAL.test(sentence) || IMPERATIVE.test(sentence)) return true;
  // Speech transcripts have no punctuation to tell a question or a new sentence by: a yes/no
  // question anywhere in the run counts there, and so does an imperative at the mention itself
  // ("… and compare try 100 of ours"), unless a determiner makes it a noun ("a group order").
  const unpunctuated = !/[.!?]$/.test(sentence);
  const asNoun = /\b(?:a|an|the|your|our|my|their|this|that|group|first|next|bulk|big|small)\s+$/i.test(sentence.slice(0, mentionAt));
  return unpunctuated && (new RegExp(EMBEDDED_CLOSED_QUESTION.source, 'i').test(sentence) || (!asNoun && IMPERATIVE.test(sentence.slice(mentionAt))));
}

/** The rep proposes the goal of this call (a demo, a pilot, the sale, a next step). */
export function asksForGoal(text: string, goal: SalesGoal): boolean {
  const mentions = new RegExp(GOAL_ASK[goal].source, 'gi');
  return splitSentences(normalizeText(text)).some((sentence) => [...sentence.matchAll(mentions)].some((match) => isProposal(sentence, match.index)));
}

export function namesTime(text: string): boolean {
  return new RegExp(String.raw`\b(?:${DAY_OR_TIME}|today|leo|\d+[- ]minutes?)\b`, 'i').test(text) || /\bor\b.*\?/.test(text);
}

// Yes in the English of Kenya, Nigeria, South Africa and India and in Swahili/Sheng and Pidgin:
// "sawa", "poa", "hakuna shida", "fanya hivyo", "no wahala", "e go work", "lekker", "do the needful".
const ACCEPT = new RegExp(
  String.raw`\b(?:yes|yeah|yep|sure|ok(?:ay)?|alright|all right|fine|deal|let's|let us|sounds good|works for me|that works|(?:that|it|this|\w+day)(?: one)? is fine|go ahead(?=\s*(?:[.!]|$|and |with ))|i'm in(?=\s*[.!,]|\s*$)|count me in|you've earned|of course|absolutely|definitely|please do|send (?:me |over )?(?:the|an?) (?:invite|contract|agreement|link|paperwork|details|invoice)|book (?:it|us|me)|sign (?:me|us) up|register (?:me|us)|we'll (?:do|take|go|start|try|run|book|sign)|i'll take (?:it|one|two|three|\d+)` +
    String.raw`|sawa|poa|ndiyo|ndio|haya|hakuna (?:shida|tatizo|matata)|fanya hivyo|tufanye hivyo|twende|tuonane|tukutane|niko tayari|(?:na|nime)kubali|na so|oya|no wahala|e go work|i dey(?=[.,!]|$| (?:in|for (?:it|am)|with you))|make we (?:do|start|go)|we fit start|sharp sharp|shap|lekker|done deal|do the needful|kindly (?:book|send|register|proceed|go ahead|share|schedule|arrange|do)|theek hai|chalo|haan|yebo)\b` +
    // Short yeses that mean something else mid-sentence ("a sharp drop", "done by hand").
    String.raw`|^(?:sharp|done|cool|perfect|great|ja|achha)\b`,
  'i',
);

const GOAL_AGREEMENT: Record<SalesGoal, RegExp> = {
  'Book a Demo/Meeting': new RegExp(String.raw`\b(?:demo|meeting|call|calendar|invite|book(?:ed)?|schedule[d]?|tuonane|tukutane|${DAY_OR_TIME})\b`, 'i'),
  'Secure a Trial/Pilot': /\b(?:trial|pilot|try it|test it|proof of concept|poc)\b/i,
  'Close the Sale': /\b(?:buy|purchase|sign|contract|agreement|order|invoice|paperwork|subscribe|get started|go ahead|take it|onboard\w*|deal|register)\b/i,
  'Advance the Opportunity': new RegExp(
    String.raw`\b(?:follow[- ]up|next step|proposal|introduce|intro|send (?:me|over)|talk (?:again|next)|loop in|demo|meeting|call|invite|trial|pilot|tuonane|tukutane|${DAY_OR_TIME})\b`,
    'i',
  ),
};

const NEGATION = /\b(?:not|no|never|nope|won't|can't|don't|isn't|doesn't|wouldn't|not yet|hapana|sitaki|siwezi)\b/i;
// "No problem" and its cousins say yes; they are taken out before looking for a no.
const NOT_NEGATIVE = /\b(?:no problem|not a problem|no worries|no wahala|no shaking)\b/gi;

// A no, in so many words: at the start of a sentence, or a refusal anywhere in it.
const REFUSAL =
  /^(?:no|nope|nah|hapana|sitaki|aowa|nee|nahi)\b|\b(?:not (?:now|yet|today|interested|for (?:me|us))|no thanks|no thank you|i don't think so|(?:i'll|we'll) pass|no way|slow down|stop pushing|you(?:'re| are) pushing|i (?:already )?said no|i told you no|si sasa|no be (?:now|today)|e no go work|(?:i|we) no (?:fit|want|need))\b/i;

// Not now, not no: "let me think about it", "maybe next month", "send me something and I'll see",
// "I need to talk to my partner", "I will revert", "nitafikiria", "tutaona", "make I think am".
const DEFERRAL = new RegExp(
  String.raw`\b(?:(?:i'll|i will|let me|lemme|i'd (?:like|want) to|we'll|we will|i must|we must|i should|i go|make i|i (?:need|have|want|got) to|we (?:need|have|want|got) to|i'll (?:need|have) to|gotta) (?:first )?(?:think|consider|reflect|sleep on|mull|check with|confirm with|discuss|consult|talk (?:to|with)(?! you)|talk it over|speak (?:to|with)(?! you)|chat (?:to|with)(?! you)|ask(?! you)|run it by|look (?:at|into|over) it|have a look|review|revert|get back|call you back|let you know|inform you|come back|reason am|think am)` +
    String.raw`|think (?:about|over|on) it|(?:i'll|we'll|i will|we will) (?:see|look|have a look)(?! you| forward)|we go see|(?:maybe|perhaps|possibly|probably|labda) (?:later|next|another|some|in (?:a|two|three|a few)|after|once|when|tomorrow|one day|not)|some other (?:time|day)|another (?:time|day)|(?:get|come) back to (?:you|me)|call me (?:later|next|back|another|in)|give (?:me|us) (?:some )?time|not (?:sure|ready) yet` +
    String.raw`|send (?:me )?(?:something|some (?:info|information|details|material)|more (?:info|information|details)|a brochure|your brochure)|nitafikiri(?:a)?|ngoja nifikirie|tutaona|nitakujulisha|nitakupigia|nitakucheki|nitaongea na|nitauliza)\b`,
  'i',
);

export type GoalStance = 'agrees' | 'defers' | 'refuses' | 'none';

/**
 * Where one prospect turn leaves the goal. A sentence agrees when the turn has said yes and the
 * sentence names the goal un-negated, or, right after the rep asked (`afterAsk`), when it is a plain
 * yes ("Sawa, Thursday at four"). A deferral ("Okay, I'll think about the pilot") or refusal is never
 * agreement, and the last sentence that takes a stance decides ("Sure. Actually, let me think about it").
 */
export function goalStance(prospectText: string, goal: SalesGoal, afterAsk = false): GoalStance {
  const goalWords = new RegExp(GOAL_AGREEMENT[goal].source, 'gi');
  let stance: GoalStance = 'none';
  let saidYes = false;
  for (const sentence of splitSentences(normalizeText(prospectText))) {
    const plain = sentence.replace(NOT_NEGATIVE, '').replace(/^[\s,]+/, '');
    if (DEFERRAL.test(sentence)) {
      stance = 'defers';
      continue;
    }
    if (REFUSAL.test(plain)) {
      stance = 'refuses';
      continue;
    }
    saidYes ||= ACCEPT.test(sentence);
    if (!saidYes || sentence.endsWith('?')) continue;
    const mentions = [...plain.matchAll(goalWords)];
    const negated = (match: RegExpExecArray) => NEGATION.test(plain.slice(0, match.index).split(' ').slice(-5).join(' '));
    if (mentions.some((match) => !negated(match))) stance = 'agrees';
    else if (mentions.length > 0) stance = 'refuses';
    else if (afterAsk && !NEGATION.test(plain)) stance = 'agrees';
  }
  return stance;
}

/** The prospect agrees to the goal in this turn (`afterAsk`: the rep had just asked for it). */
export function agreesToGoal(prospectText: string, goal: SalesGoal, afterAsk = false): boolean {
  return goalStance(prospectText, goal, afterAsk) === 'agrees';
}

// ---------------------------------------------------------------------------------------------
// Tone: what a coach says first when the rep pressures, insults or talks down to the buyer

export type Tone = 'rude' | 'dismissive' | 'pushy';

const TONE_PATTERNS: Record<Tone, RegExp> = {
  rude: /\b(?:(?:stupid|dumb|silly|idiotic|ridiculous|foolish) (?:question|idea|objection|excuse|comment|reason|point|worry|concern|thing to (?:say|ask))|(?:you're|you are|you sound) (?:being )?(?:stupid|dumb|an idiot|a fool|ignorant|clueless|ridiculous)|idiot(?!-)|moron|mumu|mjinga|mpumbavu|shut up|are you (?:deaf|stupid|dumb|even listening)|use your (?:head|brain)|what(?:'s| is) wrong with you)\b/i,
  dismissive:
    /(?:\b(?<!\b(?:if|when|unless|in case|maybe|perhaps) )you (?:clearly |just |really |simply )?(?:don't|do not|wouldn't) (?:understand|get it)|\bi don't think you (?:understand|get it|realise|realize)|\b(?:let me|i'll) explain (?:it |this |that )?(?:again|slowly|simply|one more time|in simple terms)|\bi (?:already|just) told you|\bhow many times (?:do|have|must) i (?:have to )?(?:say|tell|explain)|\b(?:that's|that is) (?:your problem|not my problem|not a real (?:problem|concern)|irrelevant|nonsense|rubbish)|^(?:that doesn't matter|whatever|calm down)\b|\b(?:obviously|clearly) you (?:don't|haven't|can't)|\byou people\b)/i,
  pushy:
    /\b(?:you(?:'re| are) wasting (?:my|our) time|(?:you're|you are|stop) wasting (?:your )?time(?! (?:on|with|in|by|doing|every|each|\w+ing)\b)|just sign(?! up)|trust me,? (?:everyone|everybody|all|nobody|you(?:'ll| will| won't| need))|(?:everyone|everybody) (?:is |are )?(?:already )?(?:buys?|buying|bought|signs?|signing|signed)(?: (?:it|this|one|ours|from (?:us|me)|up))?(?=[.!,]|$| (?:now|already|today|these days))|you(?:'d| would) be (?:crazy|mad|foolish|stupid|a fool|an idiot) (?:not to|to (?:miss|say no|pass|walk away))|what(?:'s| is) there to think about|nothing to think about|stop (?:thinking|hesitating|stalling)|(?:you )?(?:need|have|must|got) to (?:decide|sign|buy|commit|pay) (?:right )?(?:now|today|immediately)(?![\w'])|(?:won't|will not|don't) take no for an answer|no more excuses|last chance|today only|just (?:buy|pay|order|take) (?:it|one|now)|^come on\b)/i,
};

// "That's not a stupid question", "no such thing as a dumb question": the words, not the tone.
const TONE_NEGATED = /(?:\b(?:not|no|never|nothing|such thing as)|n't)(?: \w+){0,2} ?$/i;

export interface ToneFinding {
  tone: Tone;
  /** The sentence that carries it, for quoting. */
  sentence: string;
}

/** Rude, dismissive or pushy sentences in one rep turn (English, plus a few unmistakable insults). */
export function findToneIssues(text: string): ToneFinding[] {
  const findings: ToneFinding[] = [];
  for (const sentence of splitSentences(text)) {
    for (const tone of Object.keys(TONE_PATTERNS) as Tone[]) {
      const match = TONE_PATTERNS[tone].exec(sentence);
      if (match && !TONE_NEGATED.test(sentence.slice(0, match.index))) {
        findings.push({ tone, sentence });
        break;
      }
    }
  }
  return findings;
}
