// What a seller's turn does, read the way a buyer hears it: which questions it asks (and about
// what), whether it acknowledges, whether its answer carries specifics, whether it pitches, asks
// for the goal, or pushes. The scripted prospect answers that, not the keywords in it.

import type { SalesSetup } from '../../../shared/reports.ts';
import { acknowledges, addressesObjection, asksForGoal, findQuestions, findToneIssues, hasEvidence, raisesObjection, type Tone } from './sales-signals.ts';
import { normalizeText, splitSentences } from './text.ts';

export type QuestionTopic = 'concern' | 'decision' | 'value' | 'budget' | 'volume' | 'pain' | 'timeline' | 'success' | 'current' | 'business' | 'process';

export interface SellerQuestion {
  text: string;
  open: boolean;
  topic: QuestionTopic;
  /** The two choices of an either/or question ("is it disease or feed?"): a buyer answers with one. */
  options?: [string, string];
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
  // "How do you usually pay school fees?" asks how they do it today, not what they can spend.
  [
    'process',
    /^(?:(?:so|and|okay),?\s+)?how do (?:you|they) (?:usually |normally |currently |still )?(?:pay for|pay|handle|manage|keep|track|do|plan|run|cope)\b/i,
  ],
  [
    'decision',
    /\b(?:who (?:else|decides|makes|signs|approves|would|is involved|has)|decision|decide|sign[- ]off|approv\w+|involved|your (?:boss|partner|board|director|wife|husband|family))\b/i,
  ],
  // Before budget: "what return would make it worth paying for?" asks about results, not the money.
  [
    'value',
    /\b(?:roi|return(?: on (?:investment|it))?|results?|worth(?: it)?|benefits?|margins?|expect(?:ing)? (?:from|to see|to get)|what would you expect|(?:want|need|like|have) to see|pays? (?:for )?itself|pay(?:s)? back|payback|make a difference|gain|save you|saving you|get out of it)\b/i,
  ],
  [
    'budget',
    /\b(?:budget|spend|spending|pay(?:ing)?|cost(?:s|ing)?|price|afford|how much (?:do|does|would|will|can) (?:you|it|this|that) (?:pay|spend|cost|charge)|money)\b/i,
  ],
  [
    'current',
    /\b(?:current (?:provider|supplier|vendor|tool|system)|who do you (?:use|buy|get|order|work)|where do you (?:buy|get|order)|suppliers?|supplies you|like about|happy with|been with)\b/i,
  ],
  [
    'volume',
    /\b(?:how (?:many|much) (?:[\w-]+ ){1,4}?(?:do|does|did|can|will) (?:you|your)|volumes?|litres|liters|tons?|cartons|bags|units|(?:a|per|each) (?:day|week|month) do you)\b/i,
  ],
  [
    'pain',
    /\b(?:challenge|problem|pain|difficult|hard(?:est)?|takes? (?:up )?(?:the )?(?:most|longest|much) (?:time|work|effort)|frustrat\w*|worr\w*|biggest|struggl\w*|go(?:es)? wrong|keeps? you up|headache|issue|lose|losing|happens?(?: \w+){0,2} when|hurt)\b/i,
  ],
  // "When a cow gets sick, what do you do?" asks how they work; "when" is about timing only when it
  // asks when something could happen.
  [
    'process',
    /^(?:(?:so|and|okay),?\s+)?when (?:a|an|the|your|one|there|it|something|someone|things?|customers?|clients?|farmers?)\b.*\b(?:what|how) (?:do|does|did) (?:you|they)\b|\bwhat do (?:you|they|\w+s) do (?:today |now |usually )?when\b/i,
  ],
  // Timing is when they could buy, start or decide; "when you run payroll, what…" and "in the dry
  // season" describe how they work.
  [
    'timeline',
    /^(?:(?:so|and|okay),?\s+)?when (?:could|would|will|can|should|might|do you (?:plan|want|expect|need|think|hope)|are you (?:planning|looking|hoping|thinking)|is (?:a|the) (?:good|right|best) time)\b|\b(?:timeline|how soon|by when|deadline|time ?frame|(?:before|by|for) (?:the |next )?(?:\w+ )?season starts?|next (?:month|quarter|year)|urgen\w+|rush)\b/i,
  ],
  ['success', /\b(?:goals?|success|achieve|hoping|ideal|look like|what would (?:make|it take|change)|improve|better|want most)\b/i],
  [
    'business',
    /\b(?:tell me (?:about|more about) (?:you|your)|your business|what do you (?:do|sell|make)|how (?:many|big|large)|size|what kind of|who are your (?:customers|clients))\b/i,
  ],
];

// The topic of each objection: a question there explores the concern itself. A doubt about the
// product has no such topic: "what is the hardest part for you?" asks about the buyer's business,
// and is answered with a pain in it, not with the doubt again.
const CONCERN_TOPIC: Partial<Record<SalesSetup['objection'], QuestionTopic>> = {
  'Price / Budget': 'budget',
  'Competitor Loyalty': 'current',
  'Timing / No Urgency': 'timeline',
};

// "What happens when the money is not ready?": what goes wrong, even in the objection's words; not
// "what happens if you wait?" or "…if it costs more?", which explore the concern itself.
const CONSEQUENCE = /\bwhat happens\b(?![^?]*\b(?:wait\w*|later|delay\w*|price|cost\w*|pay\w*|switch\w*)\b)/i;

function topicOf(question: string, objection: SalesSetup['objection']): QuestionTopic {
  if (CONSEQUENCE.test(question)) return 'pain';
  const topic = TOPICS.find(([, pattern]) => pattern.test(question))?.[0] ?? 'process';
  // A results question is answered with results, even when the doubt is about results.
  if (topic === 'value') return topic;
  if (raisesObjection(question, objection) || topic === CONCERN_TOPIC[objection]) return 'concern';
  return topic;
}

// "Is it disease or feed?", "Is fuel or idle time the bigger cost?", "Do you own the bike or rent it?":
// a closed question with a choice around "or" ("or not", "or something" are no choice).
const EITHER_OR =
  /^(?:(?:so|and|but|okay),?\s+)?(?:is|are|was|were|do|does|did|would|will|should|can)\b(.*?)\s*,?\s+or\s+(?!not\b|something\b|anything\b|so\b)(.+?)\??$/i;
// Words that frame an option rather than name it: "is it the rota", "buy more jerrycans".
const FRAME = new Set(
  'is are was were do does did would will should can it its the a an your you we they more mostly mainly main problem issue thing buy use get need want have own that this'.split(
    ' ',
  ),
);
// Where the right-hand option stops: "idle time | the bigger cost", "the overtime | that hurts more".
const OPTION_END = /\s+(?:the|that|which|who|is|are|takes?|hurts?|costs?|matters?|at night|in the|for you|for your|more|most|today|now)\b.*$/i;

/** The two choices, each as a buyer would say it back: ["fuel", "idle time"], ["own the bike", "rent it"]. */
function optionsOf(question: string): [string, string] | undefined {
  const match = question.replace(/[?.!]+$/, '').match(EITHER_OR);
  if (!match) return undefined;
  const right = match[2]!
    .replace(/^(?:the|a|an|more|mostly)\s+/i, '')
    .replace(OPTION_END, '')
    .trim();
  const rightWords = right.split(/\s+/).filter(Boolean);
  if (rightWords.length === 0 || rightWords.length > 4) return undefined;
  const leftWords = match[1]!.trim().split(/\s+/);
  // A verb on the right ("rent it") pairs with the verb on the left ("own the bike").
  const verbs = /^(?:own|rent|buy|lease|use|pay|sell|hire|borrow|keep|make|do|go|stay|wait|start|grow|build|fix|repair)$/i;
  let take = 1;
  if (verbs.test(rightWords[0]!)) {
    const verbAt = leftWords.findLastIndex((w) => verbs.test(w));
    if (verbAt >= 0) take = leftWords.length - verbAt;
  } else if (/^(?:before|after|at|in|on|during|by|with|from)$/i.test(rightWords[0]!)) {
    const prepAt = leftWords.findLastIndex((w) => /^(?:before|after|at|in|on|during|by|with|from)$/i.test(w));
    if (prepAt >= 0) take = leftWords.length - prepAt;
  } else {
    while (take < 3 && leftWords.length > take && !FRAME.has(leftWords[leftWords.length - take - 1]!.toLowerCase())) take += 1;
  }
  const left = leftWords.slice(-take).join(' ');
  if (!left || FRAME.has(left.toLowerCase())) return undefined;
  return [left.toLowerCase().replace(/,$/, ''), right.toLowerCase()];
}

// "Who do you buy from today?", "Do your shops buy more jerrycans or small bottles?": questions
// about the buyer's business, even when they name the goal's verb. The report's reading of goal
// asks (sales-signals.ts) counts them as asks; the buyer does not.
const DISCOVERY_QUESTION =
  /^(?:(?:so|and|okay),?\s+)?(?:(?:who|where|which|what|how(?: many| much| often| long)?) (?:\w+ )?(?:do|does|did|is|are|was|were|have|has) (?:you|your|they|it)\b|(?:do|does|did|are|is) (?:you|your)\b(?!.*\b(?:want to|like to|wish to)\b))/i;

function isDiscovery(sentence: string): boolean {
  return sentence.trim().endsWith('?') && DISCOVERY_QUESTION.test(sentence.trim()) && !PROPOSAL.test(sentence);
}

// Money as sellers say it in the markets the prospect lives in: "KSh 5,000", "₦50k", "R500", "2 lakh", "4,500 shillings".
const LOCAL_MONEY =
  /(?:\b(?:ksh|kes|ngn|ghs|zar|cfa|fcfa|xof|inr|rs\.?|brl|usd)|[₦₵₹£€]|gh₵|r\$|\br(?=\d))\s?\d|\b\d[\d,.]*\s?(?:k|thousand|million|lakh|crore|bob|shillings?|naira|rand|rupees?|dollars?|cedis?|francs?|reais|pounds?|euros?|quid|birr)\b/i;
// "one of our customers in Kisumu cut…", "a school like yours saved…": a result, named or placed.
const CUSTOMER_RESULT =
  /\b(?:one of our|a|another|our) (?:customers?|clients?|partners?|users?|\w+ (?:like yours|near you|in \w+))\b.{0,60}\b(?:cut|saved?|grew|increased|reduced|doubled|went from|stopped|recovered|earned|sold)\b/i;
// "Auntie Muni's in Osu stopped losing lunch orders…", "Mrs Adeyemi near Ibadan hatched 85 of every
// 100 eggs last season", "Schools like St Mary's in Kisumu stopped paying for bowsers": a customer
// named (a capitalised name, or "schools like St Mary's") with what happened to them.
const NAMED_CUSTOMER_RESULT =
  /(?:\b(?:Mr|Mrs|Ms|Mama|Baba|Auntie|Aunty|Uncle|Dr)\.? [A-Z][\w']*|(?<![.!?]\s|^)\b[A-Z][a-z][\w']*(?: [A-Z][\w']*)*|\b\w+s like [A-Z][\w']*(?: [A-Z][\w']*)*)(?: (?:in|near|from|at|on) [A-Z][\w']*)?[^.;]{0,40}?\b(?:stopped|cut|saved|grew|increased|reduced|doubled|tripled|went from|recovered|earned|sold|hatched|harvested|planted|paid (?:back|off)|lost (?:no|none|fewer))\b/;
const OFFER =
  /\b(?:free (?:trial|pilot|for|first|installation|setup)|(?:first|one) (?:month|week) free|(?:\d+|one|two|three|seven|fourteen|thirty)[- ](?:day|week|month) (?:free )?(?:trial|pilot)|pilot|trial|money[- ]back|guarantee\w*|no (?:contract|commitment|setup fee|deposit|lock-?in)|cancel (?:any ?time|whenever)|pay (?:monthly|weekly|daily|per|as you|in instal\w*|after)|instal(?:l)?ments?|payment plan|(?:\d+|ten|twenty)\s?% off|discount|start with (?:one|two|a few|a single|just|\d+)|side[- ]by[- ]side|we (?:move|migrate|import|set up|install|train) (?:it|everything|your|you)|(?:set ?up|install\w*|live) (?:in|within) (?:a|one|two|\d+))\b/i;
const CLAIM =
  /\b(?:best|leading|number one|#1|easy|easier|simple|great|amazing|powerful|better|faster|cheaper|affordable|help(?:s)?|save(?:s)?|improve(?:s)?|increase(?:s)?|reduce(?:s)?|grow(?:s)?|boost(?:s)?|solution|transform\w*|revolution\w*|world[- ]class|trusted)\b/i;
// A goal named in a sentence counts as an ask when it is a question, a proposal or an imperative.
const PROPOSAL =
  /\b(?:let's|let us|i'll (?:send|book|set|put)|i will (?:send|book|set)|shall|how about|what about|i'd like to|can we|could we|would you|can i|may i)\b|^(?:just )?(?:book|sign|schedule|send|register|try|start|buy|order|take)\b/i;

// "Do you have a minute?", "Can you hear me?": manners of a call, not something the buyer answers with facts.
const SMALL_TALK =
  /^(?:(?:hi|hello)\b.*?[,.!]\s*)?(?:do you have (?:a|one|two|five) (?:minute|moment|second)s?|is (?:this|now) a good time|can you hear me|how are you(?: doing| today)?|how is your day(?: going)?)\b/i;

// "Do you want to try it?", "Maybe we can talk again sometime?": a yes/no proposal, even a weak one
// or one for less than the goal. A buyer answers it with a stance, not with a fact.
const YES_NO_PROPOSAL =
  /^(?:(?:so|and|okay|ok|then|maybe|perhaps|well),?\s+)*(?:do you want to|would you (?:like|want) to|are you (?:ready|willing) to|shall (?:we|i)|should we|can we|could we|we (?:can|could)|may i|why don't (?:we|you)|how about (?:we|you|i)|will you)\s+(?:\w+\s+){0,2}?(?:try|test|buy|take|get|start|sign|order|book|register|meet|talk|speak|call|chat|visit|come|see|go ahead|set up|put you down|reserve|pay|join)\b/i;

// "Do you have a meeting free on Thursday at 9?", "Are you free next week?": a time asked for, not a fact.
const TIME_ASKED =
  /^(?:(?:so|and|okay|ok|then),?\s+)*(?:do you have|have you got|would you have|are you)\s+(?:(?:any|some|a|an|half an?|twenty|thirty|fifteen|ten)\s+)?(?:time|slot|hour|meeting|moment|minutes?|free|available)\b[^?]*\b(?:free|on|next|this|tomorrow|today|at \d|morning|afternoon|week)\b/i;

function isProposal(sentence: string): boolean {
  const text = sentence.trim();
  return text.endsWith('?') && (YES_NO_PROPOSAL.test(text) || TIME_ASKED.test(text));
}

export function readSellerTurn(text: string, setup: SalesSetup): SellerTurn {
  const normalized = normalizeText(text);
  const sentences = splitSentences(normalized);
  const askSentences = sentences.filter(
    (s) => (asksForGoal(s, setup.goal) && !isDiscovery(s) && (s.endsWith('?') || findQuestions(s).questions.length > 0 || PROPOSAL.test(s))) || isProposal(s),
  );
  const questions = findQuestions(normalized)
    .questions.filter((q) => !askSentences.includes(q.text) && (isDiscovery(q.text) || !asksForGoal(q.text, setup.goal)) && !SMALL_TALK.test(q.text))
    .map((q) => {
      const options = optionsOf(q.text);
      const topic = topicOf(q.text, setup.objection);
      // "Is fuel or idle time the bigger cost?", "is it the rota or the overtime?": which hurts more, not what the buyer spends.
      const choice = options && (topic === 'budget' || topic === 'process') ? 'pain' : topic;
      return { text: q.text, open: q.open && !options, topic: choice, ...(options ? { options } : {}) };
    });

  const statements = sentences.filter((s) => !askSentences.includes(s) && !questions.some((q) => q.text === s));
  const statementText = statements.join(' ');
  const evidence =
    hasEvidence(statementText) ||
    LOCAL_MONEY.test(statementText) ||
    CUSTOMER_RESULT.test(statementText) ||
    statements.some((s) => NAMED_CUSTOMER_RESULT.test(s));
  const offer = OFFER.test(statementText);
  const specific = evidence || offer;
  return {
    questions,
    acknowledges: acknowledges(normalized),
    evidence,
    offer,
    // A doubt is answered by proof: a result for someone, whatever words it is in.
    answersConcern:
      specific &&
      (offer ||
        (evidence && setup.objection === 'Value / Skepticism') ||
        addressesObjection(statementText, setup.objection) ||
        raisesObjection(statementText, setup.objection)),
    claim: !specific && statements.some((s) => CLAIM.test(s)),
    asksGoal: askSentences.length > 0,
    tone: findToneIssues(normalized)[0]?.tone ?? null,
  };
}
