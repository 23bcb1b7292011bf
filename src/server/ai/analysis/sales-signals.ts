// Detectors shared by the scripted prospect and the sales-call report, so the prospect yields
// on exactly the behaviour the report later credits.

import type { SalesDifficulty, SalesGoal, SalesObjection } from '../../../shared/reports.ts';
import { countWords, normalizeText, splitSentences } from './text.ts';

// ---------------------------------------------------------------------------------------------
// Questions

const LEAD_IN = /^(?:(?:so|and|but|okay|ok|well|right|great|now|um+|uh+|just|curious|quick question|i'm curious|out of interest|tell me)\b[,\s]*)+/i;
const OPEN_START = /^(?:what|how|why|which|where|when|who|whose|tell me|walk me through|help me understand|describe|explain|in what way)\b/i;
const CLOSED_START = /^(?:do|does|did|is|are|was|were|can|could|would|will|have|has|had|should|shall|may|might|any)\b/i;

export interface QuestionCount {
  open: number;
  closed: number;
  /** The questions themselves, in order, for quoting. */
  questions: { text: string; open: boolean }[];
}

// "…from shiftpal how do you handle scheduling today": a wh-word shortly before an auxiliary
// and a pronoun is a question even inside an unpunctuated run of speech.
const EMBEDDED_QUESTION =
  /\b(?:what|how|why|which|when|where|who)\b(?:\s+[\w']+){0,3}?\s+(?:do|does|did|are|is|was|were|can|could|would|will|have|has|should)\s+(?:you|your|they|we|it)\b/gi;

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
      add(sentence, OPEN_START.test(stripped) || /(?:^|[,\s])(?:what|how|why|walk me through|tell me)\b/i.test(head));
      continue;
    }
    if (/[.!]$/.test(sentence)) continue;
    if (OPEN_START.test(stripped) || CLOSED_START.test(stripped)) {
      add(sentence, OPEN_START.test(stripped));
      continue;
    }
    for (let n = [...stripped.matchAll(EMBEDDED_QUESTION)].length; n > 0; n--) add(sentence, true);
  }
  return result;
}

export function isQuestionTurn(text: string): boolean {
  return findQuestions(text).questions.length > 0;
}

const DISCOVERY_TOPIC =
  /\b(?:today|currently|right now|process|challenge|problem|goal|priorit\w*|budget|timeline|decision|decide|who else|team|using|biggest|important|looking for|need|tried|work(?:s|ing)?|happen|impact|cost you|customers)\b/i;

export function isDiscoveryQuestion(question: string): boolean {
  return DISCOVERY_TOPIC.test(question);
}

// ---------------------------------------------------------------------------------------------
// Objection handling: acknowledge + clarify + value/evidence for *this* objection

// Also a few Swahili and West African Pidgin markers ("nakuelewa", "ni kweli", "na true"): reps mix them into English calls.
const ACKNOWLEDGE =
  /\b(?:i (?:completely |totally |absolutely |really )?(?:understand|hear you|get (?:it|that|why))|understandabl[ey]|(?:that|it) makes (?:total |complete )?sense|makes sense|fair (?:point|enough|question|concern)|(?:that's|that is|it's|it is) (?:a )?(?:fair|valid|reasonable|good|great|important)(?: (?:point|question|concern))?|good (?:point|question)|great question|i appreciate|appreciate (?:that|you|the|your)|you're right|you are right|i see (?:why|what|where)|i know (?:how|what|that)|sounds like|i'd feel the same|(?:many|a lot) of (?:our )?(?:customers|clients|people|partners) (?:felt|feel|said|told|thought)|(?:others|customers|clients) (?:felt|said|told me) the same|thanks for (?:being honest|telling me|sharing)|(?:na|ni)kuelewa|naelewa|nimekuelewa|nakusikia|(?:ni|hiyo ni) kweli|uko sahihi|na true|na so)\b/i;

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
    raised: /\b(?:price|pricing|cost|costs|expensive|budget|afford|money|pay|paying|cheap|cheaper|margin|margins)\b/i,
    value:
      /\b(?:roi|return on|pays? for itself|pay(?:s|ing)? (?:it )?back|payback|sav(?:e|es|ed|ing|ings)|cost of (?:doing nothing|waiting|the problem|not)|per (?:day|week|month|user|seat)|less than|cheaper than|worth|recoup|break[- ]even|cut (?:your )?costs?|lower (?:your )?costs?|reduce[sd]? (?:your )?(?:cost|costs|spend)|profit|earn|extra revenue|more revenue|payment plan|monthly plan|starter plan|smaller plan|spread the cost|financ\w+|budget (?:option|fits?))\b/i,
  },
  'Competitor Loyalty': {
    raised:
      /\b(?:already (?:use|have|work with|buy from)|current (?:provider|vendor|supplier|tool|system|partner)|happy with|loyal|competitor|been with|switch|switching|relationship|years with)\b/i,
    value:
      /\b(?:switch(?:ing|ed)?|migrat\w*|move (?:your|over)|import|alongside|side[- ]by[- ]side|compar\w*|unlike|differen\w*|instead of|on top of|works with|integrat\w*|keep (?:your|using|them)|no need to (?:replace|switch|drop)|in addition|complement\w*|gap|don't (?:offer|do|have)|doesn't (?:offer|do|have)|can't (?:do|offer))\b/i,
  },
  'Timing / No Urgency': {
    raised:
      /\b(?:not (?:right )?now|timing|later|next (?:quarter|year|month)|busy|no rush|no hurry|bad time|wait(?:ing)?|priorit\w*|revisit|down the road|not a good time|after the)\b/i,
    value:
      /\b(?:cost of (?:waiting|delay\w*)|every (?:week|month|day)|each (?:week|month|day)|losing|already (?:losing|paying)|deadline|before (?:the|your|next)|in time for|quick(?:ly)? to (?:set up|start|implement|roll out)|(?:minutes|hours|days|a day|a week) to (?:set up|get started|implement|go live)|takes? (?:only |just )?(?:\d+|a few|two|one|an?) (?:minutes?|days?|hours?)|start small|small (?:start|pilot)|no (?:commitment|long[- ]term|contract)|low effort|lock in|this (?:quarter|month|season)|season|delay\w*|wait(?:ing)? (?:costs|means))\b/i,
  },
  'Value / Skepticism': {
    raised:
      /\b(?:doubt|skeptic\w*|sceptic\w*|not sure|don't see|prove|proof|buzzwords?|heard (?:it|that|this) before|every (?:vendor|company|salesperson)|worth it|does it (?:really|actually)|sounds too good|convince|what's the point|why would)\b/i,
    value:
      /\b(?:case stud(?:y|ies)|results?|proof|proven|customers? (?:like|such as)|for example|for instance|references?|testimonials?|data|measured|tracked|pilot|trial|guarantee\w*|money[- ]back|show you|demo|numbers|saw|achieved|improved|increased|reduced)\b/i,
  },
};

// Numbers with a unit, money, percentages, multiples, or a named customer result.
const EVIDENCE =
  /\d+\s?%|\$\s?\d|\b\d[\d,.]*\s?(?:x|times|percent|hours?|hrs|days?|weeks?|months?|minutes?|customers|clients|users|companies|businesses|teams|stores|shops|restaurants|partners|accounts|dollars|rand|naira|shillings|pesos|rupees)\b|\bcase stud(?:y|ies)\b|\b(?:customers?|clients?) (?:like|such as)\b/i;
// Case-sensitive on purpose: a capitalised name before the result ("Mama's Kitchen cut…").
const NAMED_RESULT = /\b[A-Z][a-z]+ (?:saw|cut|saved|grew|increased|reduced|doubled)\b/;

export function hasEvidence(text: string): boolean {
  const normalized = normalizeText(text);
  return EVIDENCE.test(normalized) || NAMED_RESULT.test(normalized);
}

/** Value or evidence that speaks to this objection (a customer count alone does not answer price). */
export function addressesObjection(text: string, objection: SalesObjection): boolean {
  const normalized = normalizeText(text);
  const lexicon = OBJECTION_LEXICON[objection];
  if (lexicon.value.test(normalized)) return true;
  return hasEvidence(normalized) && (objection === 'Value / Skepticism' || lexicon.raised.test(normalized));
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
  const ack = acknowledges(userText);
  const question = isQuestionTurn(userText);
  const addressed = addressesObjection(userText, objection);
  const evidence = addressed && hasEvidence(userText);
  const next: HandlingProgress = {
    acknowledged: progress.acknowledged || ack,
    clarified: progress.clarified || question,
    addressed: progress.addressed || addressed,
    evidence: progress.evidence || evidence,
    contributingTurns: progress.contributingTurns + (ack || question || addressed ? 1 : 0),
    handled: progress.handled,
    handledAtTurn: progress.handledAtTurn,
  };
  if (!next.handled && next.acknowledged && next.clarified && next.addressed) {
    const hard = difficulty === 'Hard (Hostile/Resistant)';
    if (!hard || next.contributingTurns >= 2 || next.evidence) {
      next.handled = true;
      next.handledAtTurn = turnIndex;
    }
  }
  return next;
}

// ---------------------------------------------------------------------------------------------
// Goals: the rep asking for it, and the prospect agreeing to it

const DAY_OR_TIME = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next week|this week|\d{1,2}(?::\d{2})?\s?(?:am|pm)|at \d{1,2}\b`;

const GOAL_ASK: Record<SalesGoal, RegExp> = {
  'Book a Demo/Meeting': new RegExp(
    String.raw`\b(?:demo|meeting|(?:a|quick|short|follow[- ]up|another|\d+[- ]minute) call|calendar|schedule|book|set up (?:a )?time|walk you through|show you|${DAY_OR_TIME}|\d+[- ]minutes?)\b`,
    'i',
  ),
  'Secure a Trial/Pilot': /\b(?:trial|pilot|try it|test it|proof of concept|poc|free for \d+ (?:days|weeks))\b/i,
  'Close the Sale':
    /\b(?:buy|purchase|sign (?:up|the|today|now)|contract|agreement|order|get (?:you )?started|move forward|go ahead|subscribe|onboard\w*|ready to (?:start|buy|go)|paperwork|invoice|close (?:this|the deal))\b/i,
  'Advance the Opportunity': new RegExp(
    String.raw`\b(?:next step|follow[- ]up|proposal|introduce|intro|send (?:you|over)|loop in|decision[- ]maker|demo|meeting|(?:a|quick|short|another|\d+[- ]minute) call|trial|pilot|${DAY_OR_TIME})\b`,
    'i',
  ),
};

/** The rep proposes the goal of this call (a demo, a pilot, the sale, a next step). */
export function asksForGoal(text: string, goal: SalesGoal): boolean {
  return GOAL_ASK[goal].test(normalizeText(text));
}

export function namesTime(text: string): boolean {
  return new RegExp(String.raw`\b(?:${DAY_OR_TIME}|today|\d+[- ]minutes?)\b`, 'i').test(text) || /\bor\b.*\?/.test(text);
}

// With the common Swahili/Sheng and Pidgin ones ("sawa", "poa", "ndiyo", "na so").
const ACCEPT =
  /\b(?:yes|yeah|sure|sawa|poa|ndiyo|ndio|haya|na so|oya|ok(?:ay)?|alright|all right|fine|deal|let's|sounds good|works for me|that works|go ahead|i'm in|count me in|you've earned|send (?:me |over )?(?:the|an?) (?:invite|contract|agreement|link|paperwork|details|invoice)|book (?:it|us|me)|sign (?:me|us) up|we'll (?:do|take|go|start|try|run|book|sign))\b/i;

const GOAL_AGREEMENT: Record<SalesGoal, RegExp> = {
  'Book a Demo/Meeting': new RegExp(String.raw`\b(?:demo|meeting|call|calendar|invite|book(?:ed)?|schedule[d]?|${DAY_OR_TIME})\b`, 'i'),
  'Secure a Trial/Pilot': /\b(?:trial|pilot|try it|test it|proof of concept|poc)\b/i,
  'Close the Sale': /\b(?:buy|purchase|sign|contract|agreement|order|invoice|paperwork|subscribe|get started|go ahead|take it|onboard\w*|deal)\b/i,
  'Advance the Opportunity': new RegExp(
    String.raw`\b(?:follow[- ]up|next step|proposal|introduce|intro|send (?:me|over)|talk (?:again|next)|loop in|demo|meeting|call|invite|trial|pilot|${DAY_OR_TIME})\b`,
    'i',
  ),
};

const NEGATION = /\b(?:not|no|never|nope|won't|can't|don't|isn't|doesn't|wouldn't|not yet|hapana|sitaki)\b/i;

/**
 * The prospect agrees to the goal: an acceptance word in the turn and a goal word in a sentence
 * that is neither a question nor negated just before it ("no demo until…").
 */
export function agreesToGoal(prospectText: string, goal: SalesGoal): boolean {
  const text = normalizeText(prospectText).replace(/\b(?:no problem|not a problem|no worries|no wahala)\b/gi, '');
  if (!ACCEPT.test(text)) return false;
  const pattern = new RegExp(GOAL_AGREEMENT[goal].source, 'gi');
  return splitSentences(text).some((sentence) => {
    if (sentence.endsWith('?')) return false;
    for (const match of sentence.matchAll(pattern)) {
      const before = sentence.slice(0, match.index).split(' ').slice(-5).join(' ');
      if (!NEGATION.test(before)) return true;
    }
    return false;
  });
}

export function wordCount(text: string): number {
  return countWords(text);
}
