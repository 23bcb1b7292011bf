// What a seller's turn does, read the way a buyer hears it: which questions it asks (and about
// what), whether it acknowledges, whether its answer carries specifics, whether it pitches, asks
// for the goal, or pushes. The scripted prospect answers that, not the keywords in it.

import type { SalesSetup } from '../../../shared/reports.ts';
import { acknowledges, addressesObjection, asksForGoal, findQuestions, findToneIssues, hasEvidence, raisesObjection, type Tone } from './sales-signals.ts';
import { normalizeText, splitSentences } from './text.ts';

export type QuestionTopic = 'concern' | 'decision' | 'budget' | 'pain' | 'timeline' | 'success' | 'current' | 'business' | 'process';

export interface SellerQuestion {
  text: string;
  open: boolean;
  topic: QuestionTopic;
}

export interface SellerTurn {
  /** Questions other than the ask for the goal, in order. */
  questions: SellerQuestion[];
  acknowledges: boolean;
  /** Numbers, money, a named customer or result. */
  evidence: boolean;
  /** A concrete offer that lowers the risk: a pilot, a payment plan, a guarantee, no contract. */
  offer: boolean;
  /** Specifics (evidence or an offer) that speak to the configured objection. */
  answersConcern: boolean;
  /** Says the product is good without anything specific. */
  claim: boolean;
  asksGoal: boolean;
  tone: Tone | null;
}

// Order matters: the first topic that matches names the question.
const TOPICS: [QuestionTopic, RegExp][] = [
  [
    'decision',
    /\b(?:who (?:else|decides|makes|signs|approves|would|is involved|has)|decision|decide|sign[- ]off|approv\w+|involved|your (?:boss|partner|board|director|wife|husband|family))\b/i,
  ],
  ['budget', /\b(?:budget|spend|spending|pay(?:ing)?|cost(?:s|ing)?|price|afford|how much|money)\b/i],
  [
    'pain',
    /\b(?:challenge|problem|pain|difficult|hard(?:est)?|frustrat\w*|worr\w*|biggest|struggl\w*|go(?:es)? wrong|keeps? you up|headache|issue|lose|losing|happens? when|hurt)\b/i,
  ],
  ['timeline', /\b(?:when|timeline|how soon|by when|deadline|time ?frame|season|next (?:month|quarter|year)|urgen\w+|rush)\b/i],
  ['success', /\b(?:goals?|success|achieve|hoping|ideal|look like|what would (?:make|it take|change)|improve|better|want most)\b/i],
  ['current', /\b(?:current (?:provider|supplier|vendor|tool|system)|who do you (?:use|buy from|work with)|like about|happy with|been with)\b/i],
  [
    'business',
    /\b(?:tell me (?:about|more about) (?:you|your)|your business|what do you (?:do|sell|make)|how (?:many|big|large)|size|what kind of|who are your (?:customers|clients))\b/i,
  ],
];

// The topic of each objection: a question there explores the concern itself.
const CONCERN_TOPIC: Record<SalesSetup['objection'], QuestionTopic> = {
  'Price / Budget': 'budget',
  'Competitor Loyalty': 'current',
  'Timing / No Urgency': 'timeline',
  'Value / Skepticism': 'pain',
};

function topicOf(question: string, objection: SalesSetup['objection']): QuestionTopic {
  const topic = TOPICS.find(([, pattern]) => pattern.test(question))?.[0] ?? 'process';
  if (raisesObjection(question, objection) || topic === CONCERN_TOPIC[objection]) return 'concern';
  return topic;
}

// Money as sellers say it in the markets the prospect lives in: "KSh 5,000", "₦50k", "R500", "2 lakh".
const LOCAL_MONEY =
  /(?:\b(?:ksh|kes|ngn|ghs|zar|cfa|fcfa|xof|inr|rs\.?|brl|usd)|[₦₵₹£€]|gh₵|r\$|\br(?=\d))\s?\d|\b\d[\d,.]*\s?(?:k|thousand|million|lakh|crore|bob|cedis?|francs?|reais|pounds?|euros?|quid|birr)\b/i;
// "one of our customers in Kisumu cut…", "a school like yours saved…": a result, named or placed.
const CUSTOMER_RESULT =
  /\b(?:one of our|a|another|our) (?:customers?|clients?|partners?|users?|\w+ (?:like yours|near you|in \w+))\b.{0,60}\b(?:cut|saved?|grew|increased|reduced|doubled|went from|stopped|recovered|earned|sold)\b/i;
const OFFER =
  /\b(?:free (?:trial|pilot|for|first|installation|setup)|(?:first|one) (?:month|week) free|(?:\d+|one|two|three|seven|fourteen|thirty)[- ](?:day|week|month) (?:free )?(?:trial|pilot)|pilot|trial|money[- ]back|guarantee\w*|no (?:contract|commitment|setup fee|deposit|lock-?in)|cancel (?:any ?time|whenever)|pay (?:monthly|weekly|daily|per|as you|in instal\w*|after)|instal(?:l)?ments?|payment plan|(?:\d+|ten|twenty)\s?% off|discount|start with (?:one|two|a few|a single|just|\d+)|side[- ]by[- ]side|we (?:move|migrate|import|set up|install|train) (?:it|everything|your|you)|(?:set ?up|install\w*|live) (?:in|within) (?:a|one|two|\d+))\b/i;
const CLAIM =
  /\b(?:best|leading|number one|#1|easy|easier|simple|great|amazing|powerful|better|faster|cheaper|affordable|help(?:s)?|save(?:s)?|improve(?:s)?|increase(?:s)?|reduce(?:s)?|grow(?:s)?|boost(?:s)?|solution|transform\w*|revolution\w*|world[- ]class|trusted)\b/i;
// A goal named in a sentence counts as an ask when it is a question, a proposal or an imperative.
const PROPOSAL =
  /\b(?:let's|let us|i'll (?:send|book|set|put)|i will (?:send|book|set)|shall|how about|what about|i'd like to|can we|could we|would you|can i|may i)\b|^(?:just )?(?:book|sign|schedule|send|register|try|start|buy|order|take)\b/i;

export function readSellerTurn(text: string, setup: SalesSetup): SellerTurn {
  const normalized = normalizeText(text);
  const sentences = splitSentences(normalized);
  const askSentences = sentences.filter((s) => asksForGoal(s, setup.goal) && (s.endsWith('?') || findQuestions(s).questions.length > 0 || PROPOSAL.test(s)));
  const questions = findQuestions(normalized)
    .questions.filter((q) => !askSentences.includes(q.text) && !asksForGoal(q.text, setup.goal))
    .map((q) => ({ text: q.text, open: q.open, topic: topicOf(q.text, setup.objection) }));

  const statements = sentences.filter((s) => !askSentences.includes(s) && !questions.some((q) => q.text === s));
  const statementText = statements.join(' ');
  const evidence = hasEvidence(statementText) || LOCAL_MONEY.test(statementText) || CUSTOMER_RESULT.test(statementText);
  const offer = OFFER.test(statementText);
  const specific = evidence || offer;
  return {
    questions,
    acknowledges: acknowledges(normalized),
    evidence,
    offer,
    answersConcern: specific && (offer || addressesObjection(statementText, setup.objection) || raisesObjection(statementText, setup.objection)),
    claim: !specific && statements.some((s) => CLAIM.test(s)),
    asksGoal: askSentences.length > 0,
    tone: findToneIssues(normalized)[0]?.tone ?? null,
  };
}
