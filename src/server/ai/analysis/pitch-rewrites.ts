// Concrete rewrites built from the speaker's own sentences: feedback that shows the better
// version teaches more than a score does.

import { removeFillers, removeHedges } from './pitch-signals.ts';
import { capitalize, countWords, tidySentence } from './text.ts';

/** The sentence without fillers, hedges and a recogniser's stutter ("we are we are"). */
export function cleanSentence(sentence: string): string {
  return tidySentence(removeRepeats(removeHedges(removeFillers(sentence))));
}

// A cleaned line that opens on a joint ("And the seo your hotel needs…") or stops on one ("…for the")
// lost the words that held it together: it is a fragment, not a line to say.
const FRAGMENT_START = /^\W*(?:and|or|but|nor|because|which|who|whom|whose|that|than|then|plus|also|like|with|of|to|for|from|by)\b/i;
const FRAGMENT_END = /\b(?:and|or|but|because|which|that|than|the|a|an|to|of|with|for|from|by|about|into|my|our|your|their|is|are)\W*$/i;

/** Whether a cleaned sentence reads as a broken fragment once fillers and hedges are gone. */
export function isFragment(line: string): boolean {
  return FRAGMENT_START.test(line) || FRAGMENT_END.test(line);
}

// A sentence never opens on a verb said of someone ("Sells spare parts…", "Has the best prices…"): its subject
// was left behind. The base form ("Bring your ID…") is an instruction and stays.
const VERB_FIRST =
  /^\W*(?:(?:is|are|was|were|has|have|had|does|did)\b(?!\s+(?:you|your|it|there|this|that|these|those|the|a|an|we|they|he|she|our|my|their|any|anyone)\b)|(?:sells|sold|makes|made|gives|gave|offers|offered|helps|helped|provides|provided|delivers|delivered|supplies|supplied|brings|builds|works|worked|needs|wants|comes|goes|runs|costs|pays|saves|uses|used|buys|bought|grows|drills|repairs|fixes|cleans|teaches|sends|keeps|lets|takes|gets|got|serves|served|covers|lends|installs|installed)\b)/i;

/** Whether a line opens on a verb with no subject before it. */
export function startsOnVerb(line: string): boolean {
  return VERB_FIRST.test(line);
}

// A line whose chunk began mid-phrase ("…to tell you about | our maternity package so…") is a sentence
// only when it opens on a pronoun subject of its own.
const SUBJECT_START = /^\W*(?:i|we|you|they|he|she|it|i'm|we're|you're|they're|it's)\b/i;

/** Whether a line starts with a pronoun subject. */
export function hasSubjectStart(line: string): boolean {
  return SUBJECT_START.test(line);
}

/** Words said twice in a row, singly or in pairs ("in in", "we are we are"), said once. */
function removeRepeats(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\b(\w+(?:'\w+)?(?: \w+(?:'\w+)?)?) \1\b/gi, '$1');
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/**
 * Whether a suggested line only gives the speaker's words back: each of its sentences (of four
 * words or more) is a run of words they said, re-cased, re-punctuated or trimmed at either end.
 * A line to say must bring something of its own.
 */
export function isMereEcho(line: string, spoken: string): boolean {
  const said = ` ${wordsOf(spoken).join(' ')} `;
  const sentences = line
    .split(/(?<=[.!?])\s+/)
    .map(wordsOf)
    .filter((words) => words.length >= 4);
  return sentences.length > 0 && sentences.every((words) => said.includes(` ${words.join(' ')} `));
}

// Split before a conjunction only where a new clause starts, so "bread and pastries" stays whole.
const CLAUSE_SUBJECT = /^(?:i|we|it|they|he|she|you|people|this|that|then|also|so|our|my|his|her|their|now|today|during|when|nobody)$/i;
const WHICH_VERB = /^(?:is|was|means|meant|helps|makes|lets|gives|saves|costs|has|allows)$/i;

function splitLead(lower: string, next: string | undefined): string | null | undefined {
  const nextWord = (next ?? '').replace(/[^\w']/g, '');
  if (lower === 'and') return CLAUSE_SUBJECT.test(nextWord) ? null : undefined;
  if (lower === 'but') return 'But';
  if (lower === 'so') return 'So';
  if (lower === 'which') return /^are$/i.test(nextWord) ? 'These' : WHICH_VERB.test(nextWord) ? 'This' : undefined;
  // "…are scared because they don't know…": the reason as its own sentence.
  if (lower === 'because') return 'That is because';
  return undefined;
}

/**
 * A long sentence cut into short ones at its own joints (", and we", "but", "which is", commas),
 * so the rewrite keeps the speaker's words.
 */
export function splitLongSentence(sentence: string, maxWords = 25): string {
  const tokens = sentence
    .replace(/[.!?]+$/, '')
    .split(' ')
    .filter(Boolean);
  if (tokens.length <= maxWords) return tidySentence(sentence);
  const chunks: string[][] = [[]];
  tokens.forEach((token, i) => {
    const current = chunks[chunks.length - 1];
    const remaining = tokens.length - i;
    // A sentence just cut at a comma must not start on its joint either ("which are…", "and during…").
    if (current.length === 0 && chunks.length > 1 && token === token.toLowerCase()) {
      const word = token.replace(/[^a-z]/g, '');
      const lead = word === 'and' ? null : splitLead(word, tokens[i + 1]);
      if (lead !== undefined) {
        if (lead) current.push(lead);
        return;
      }
    }
    if (current.length >= 4 && remaining >= 4 && token === token.toLowerCase()) {
      const lead = splitLead(token.replace(/[^a-z]/g, ''), tokens[i + 1]);
      if (lead !== undefined) {
        chunks.push(lead ? [lead] : []);
        return;
      }
    }
    current.push(token);
    if (current.length >= 12 && remaining >= 6 && /[,;:]$/.test(token)) chunks.push([]);
  });
  return chunks
    .filter((chunk) => chunk.length > 0)
    .map((chunk) => tidySentence(chunk.join(' ')))
    .join(' ');
}

/**
 * A long sentence split at its joints, about `maxWords` words of it, including at least one joint
 * said anew ("This means…", "That is because…"), so it is a rewrite, not a trim; undefined when
 * the sentence has no joint to say anew.
 */
export function splitRewrite(sentence: string, maxWords: number): string | undefined {
  const cleaned = cleanSentence(sentence);
  const split = splitLongSentence(cleaned);
  const leading = leadingSentences(split, maxWords);
  if (!isMereEcho(leading, sentence)) return withoutLeadingJoint(leading);
  const sentences = split.split(/(?<=[.!?])\s+/);
  const first = sentences.findIndex((part) => !isMereEcho(part, sentence));
  if (first < 0) return undefined;
  // Lead in with the sentence before the new joint when both fit.
  const withBefore = first > 0 ? leadingSentences(sentences.slice(first - 1).join(' '), maxWords) : '';
  return withoutLeadingJoint(withBefore && !isMereEcho(withBefore, sentence) ? withBefore : leadingSentences(sentences.slice(first).join(' '), maxWords));
}

/** "And we are on Kirinyaga Road." said as a sentence of its own: "We are on Kirinyaga Road." */
function withoutLeadingJoint(text: string): string {
  return text.replace(/^(?:and|but|so|or)\s+(\w)/i, (_, letter: string) => letter.toUpperCase());
}

/** Whole sentences from the start of `text`, up to about `maxWords` words. */
export function leadingSentences(text: string, maxWords: number): string {
  const parts = text.split(/(?<=[.!?])\s+/);
  let result = '';
  for (const part of parts) {
    if (result && countWords(result) + countWords(part) > maxWords) break;
    result = result ? `${result} ${part}` : part;
  }
  return result;
}

export interface PitchContent {
  /** The offer's name as the speaker said it; undefined when the pitch never names it. */
  productName?: string;
  audience?: string;
  money?: string;
  investor: boolean;
  business: BusinessKind;
  hookSentence?: string;
  problemSentence?: string;
  solutionSentence?: string;
  proofSentence?: string;
  firstSentence?: string;
}

// ---------------------------------------------------------------------------------------------
// The kind of business, so that asks and next steps fit it: a tailor is not offered a free trial.

export const BUSINESS_KINDS = ['software', 'agriculture', 'manufacturing', 'distribution', 'services', 'shop'] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];

// Earlier kinds win a tie: "an app for farmers" is software sold to agriculture.
const BUSINESS_WORDS: Record<BusinessKind, RegExp> = {
  software:
    /\b(?:app|apps|software|platform|dashboard|online|sms|api|cloud|digital|systems?|builds?|engineers|pipeline|marketplace|ledger|text messages?|reminders?|waitlist|whatsapp|m-pesa|phones?)\b/gi,
  agriculture:
    /\b(?:farms?|farmers?|harvests?|crops?|seeds?|fertili[sz]ers?|maize|potatoes|poultry|birds|dairy|milk|co-?op|cattle|irrigation|grain|feed|tomatoes|smallholders?)\b/gi,
  manufacturing: /\b(?:manufactur\w*|factory|factories|machines?|we make|makes|produce\w*|pressed|crates|garments?|knitted|looms?|incense|sticks)\b/gi,
  distribution: /\b(?:deliver\w*|distribut\w*|wholesal\w*|supply|supplier|logistics|parcels?|riders?|vans?|trucks?|fleet|restock)\b/gi,
  services:
    /\b(?:services?|clean\w*|repairs?|mechanics?|insurance|bookkeeping|accounting|catering|lunch|training|plumbers?|electricians?|tailor\w*|sew|uniforms|security|loans?|credit|instalments|fees|consult\w*)\b/gi,
  shop: /\b(?:shops?|stores?|stalls?|sell|sells|buy|lamps|coffee|boutiques?|bakery|bakeries|retail|customers)\b/gi,
};

/** The kind of business the pitch is about, from its words (services when nothing stands out). */
export function detectBusiness(text: string): BusinessKind {
  let best: BusinessKind = 'services';
  let bestCount = 0;
  for (const kind of BUSINESS_KINDS) {
    const count = text.match(BUSINESS_WORDS[kind])?.length ?? 0;
    if (count > bestCount) [best, bestCount] = [kind, count];
  }
  return best;
}

// The customer each kind of business usually sells to, when the pitch does not say.
const DEFAULT_CUSTOMER: Record<BusinessKind, string> = {
  software: 'teams like yours',
  agriculture: 'farmers',
  manufacturing: 'buyers like you',
  distribution: 'shop owners',
  services: 'businesses like yours',
  shop: 'families',
};

const customerOf = (content: PitchContent) => content.audience ?? DEFAULT_CUSTOMER[content.business];
/** The offer's name, or the plain words a listener would use for it. */
const subjectOf = (content: PitchContent, unnamed: string) => content.productName ?? unnamed;

const OFFER_NOUN: Record<BusinessKind, string> = {
  software: 'our app',
  agriculture: 'our service',
  manufacturing: 'what we make',
  distribution: 'our delivery',
  services: 'our service',
  shop: 'what we sell',
};

/**
 * A one-sentence ask with an action and a time that fits the business: software is set up,
 * a service booked, a farm or co-op visited, a trial batch delivered, a first delivery made.
 */
export function askTemplate(content: PitchContent): string {
  const name = content.productName;
  if (content.investor) {
    const amount = content.money ? `We're raising ${content.money}. ` : '';
    return `${amount}Can we book 20 minutes next week to walk you through the numbers and the round?`;
  }
  switch (content.business) {
    case 'software':
      return `Can I set up ${name ?? 'the app'} for you this week, free for the first month?`;
    case 'agriculture':
      return `Can we come to your farm or co-op next Tuesday and sign up your first ten farmers${name ? ` for ${name}` : ''}?`;
    case 'manufacturing':
      return `Can we deliver a trial batch next week, so you can test ${name ?? 'it'} before you order for the season?`;
    case 'distribution':
      return `Can we make your first delivery${name ? ` with ${name}` : ''} next Monday, so you can compare it with your current supplier?`;
    case 'shop':
      return `Shall I set one aside for you today, so you can take it home this afternoon?`;
    case 'services':
      return `Can we book your first visit${name ? ` from ${name}` : ''} for this Friday, so you can judge the work for yourself?`;
  }
}

const KIND_PAIN: Record<BusinessKind, string> = {
  software: 'lose hours every week to work that a phone could do for them',
  agriculture: 'lose part of every harvest before it reaches the market',
  manufacturing: 'lose money every season to goods that break or arrive late',
  distribution: 'lose a day every week waiting for stock that comes late',
  services: 'lose time and money every month to jobs done late or done badly',
  shop: 'pay too much for things that do not last',
};

/** The pain said before the product, for a pitch that names none. */
export function problemTemplate(content: PitchContent): string {
  const subject = content.productName ? `${capitalize(content.productName)} fixes that` : 'We fix that';
  return `Today, ${customerOf(content)} ${KIND_PAIN[content.business]}. ${subject}.`;
}

const KIND_OFFER: Record<BusinessKind, (customer: string) => string> = {
  software: (customer) => `does that work for ${customer}, on the phone they already have`,
  agriculture: (customer) => `helps ${customer} grow more and lose less of every harvest`,
  manufacturing: (customer) => `makes what ${customer} need, built to last, at a price they can plan on`,
  distribution: (customer) => `brings ${customer} what they need, on time, at the wholesaler's price`,
  services: (customer) => `does the job for ${customer}, on time and at a fixed price`,
  shop: (customer) => `sells ${customer} what they need at a fair price, close to home`,
};

/** What is offered, in one sentence, for a pitch that never says it. */
export function solutionTemplate(content: PitchContent): string {
  return capitalize(`${subjectOf(content, OFFER_NOUN[content.business])} ${KIND_OFFER[content.business](customerOf(content))}.`);
}

/**
 * Proof the speaker can give without a number they have not got: customers the listener can call.
 * The exercise then asks them to count their results for the next take.
 */
export function proofTemplate(content: PitchContent): string {
  const who = content.audience ?? 'customers';
  return `Don't take my word for it: I'll give you the phone numbers of three ${who} who use ${subjectOf(content, OFFER_NOUN[content.business])} today, and you can call them this week.`;
}

function shortClean(sentence: string): string {
  const cleaned = tidyClause(cleanSentence(sentence));
  return countWords(cleaned) > 25 ? leadingSentences(splitLongSentence(cleaned), 25) : cleaned;
}

// A recogniser's chunk starts and ends anywhere: "and", "because" at its start, "a", "of" at its end.
const DANGLING_START = /^(?:and|but|so|because|then|also)\s+/i;
const DANGLING_END = /\s+(?:a|an|the|of|and|to|in|at|with|for|from|which|who|because|on|by|is|are|was|they|we|its|their|our|your)[.!?]?$/i;

/** The sentence without a dangling joint at either end. */
export function tidyClause(sentence: string): string {
  const question = sentence.trim().endsWith('?');
  let text = sentence.replace(/[.!?]+$/, '').replace(DANGLING_START, '');
  while (DANGLING_END.test(text)) text = text.replace(DANGLING_END, '');
  return text ? tidySentence(question ? `${text}?` : text) : '';
}

// "sends…", "is…", "runs…": a clause that can follow "it".
const startsWithVerb = (text: string) =>
  /^(?:is|has|can|will|does|sends|puts|lets|makes|keeps|gives|reads|runs|tracks|connects|brings|builds|caches|calculates|records|links|installs|delivers|pays|sits|helps|shows|tells|saves|cuts|turns|works|fills|measures|collects|sells|supplies|offers|powers|holds|lasts)\b/i.test(
    text,
  );

const lowerFirst = (text: string) => (/^(?:I\b|[A-Z]{2}|[A-Z][a-z]+[A-Z])/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
const withoutStop = (sentence: string) => sentence.replace(/[.!?]+$/, '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "We fix that for farmers.": the promise after the pain, when the pitch never said how. */
function fixLine(content: PitchContent): string {
  return capitalize(`${content.productName ? `${content.productName} fixes` : 'We fix'} that for ${customerOf(content)}.`);
}

/** A hook made from a sentence that is not one: the pain or the proof asked as a question. */
function hookFrom(sentence: string): string {
  const first = sentence.split(/(?<=[.!?])\s+/)[0];
  return `Did you know that ${lowerFirst(withoutStop(first))}?`;
}

/**
 * The solution said as the answer to the problem: "StockYangu, a simple app, fixes that: it reads
 * your M-Pesa sales…", "FleetEye fixes that: it puts a tracker…", "Here is how we fix that: …".
 */
function bridgeFrom(solution: string, content: PitchContent, afterProblem: boolean): string {
  const name = content.productName;
  const whole = withoutStop(solution.split(/:\s|;\s/)[0]);
  // A recogniser's chunk may start mid-problem: the solution starts where the name is said.
  const at = name ? whole.toLowerCase().indexOf(name.toLowerCase()) : -1;
  const clause = at > 0 ? whole.slice(at) : whole;
  const verb = afterProblem ? 'fixes that' : 'makes it happen';
  if (name) {
    const lead = new RegExp(`^(?:at |with )?${escapeRegExp(name)},?\\s+`, 'i');
    const rest = lead.test(clause) ? clause.replace(lead, '').replace(/^and\s+/i, '') : '';
    const described = rest.match(/^is (an? [^,]+?)(?:,? (?:that|which|who) (.+))?$/i);
    if (described) {
      const [, what, relative] = described;
      if (!relative) return tidySentence(`${name}, ${what}, ${verb}`);
      if (startsWithVerb(relative)) return tidySentence(`${name}, ${what}, ${verb}: it ${relative}`);
      // "…a solar pump that farmers pay for…" does not go on as "it farmers pay for".
      return tidySentence(`${name} ${verb}: it is ${what} that ${relative}`);
    }
    if (rest && /^(?:we|it|they)\b/i.test(rest)) return tidySentence(`${name} ${verb}: ${rest}`);
    if (rest && startsWithVerb(rest)) return tidySentence(`${name} ${verb}: it ${rest}`);
    if (rest && /^(?:an?|the|every|each)\b/i.test(rest)) return tidySentence(`${name} ${verb}: ${rest}`);
    return tidySentence(`${name} ${verb}: ${lowerFirst(whole)}`);
  }
  return tidySentence(`${afterProblem ? 'Here is how we fix that' : 'Here is how'}: ${lowerFirst(clause)}`);
}

/**
 * Opening = a hook, then the solution said as the answer to the problem. The hook is the
 * speaker's own when they had one; otherwise their pain or proof asked as a question. Never the
 * speaker's sentences merely reordered: the bridge is always said anew.
 */
export function buildRewrittenOpening(content: PitchContent): string {
  const { hookSentence, problemSentence, proofSentence, solutionSentence, firstSentence } = content;
  const source = hookSentence ?? problemSentence ?? proofSentence;
  const hook = hookSentence ? shortClean(hookSentence) : source ? hookFrom(shortClean(source)) : '';
  const parts = hook && countWords(hook) <= 32 ? [hook] : [];
  const afterProblem = Boolean(problemSentence);
  if (problemSentence && hookSentence && problemSentence !== hookSentence) {
    const problem = shortClean(problemSentence);
    if (countWords(problem) <= 25) parts.push(problem);
  }
  // The solution said anew, unless it is the very sentence already used as hook or problem.
  const solution = solutionSentence !== source && solutionSentence !== problemSentence ? solutionSentence : undefined;
  const bridge = solution ? bridgeFrom(shortClean(solution), content, afterProblem) : '';
  if (bridge && parts.length > 0) parts.push(bridge);
  else if (afterProblem) parts.push(fixLine(content));
  else if (solution) parts.push(`Here is the one thing to remember about ${content.productName ?? 'us'}: ${lowerFirst(shortClean(solution))}`);
  else {
    const remembered = parts.shift() ?? (firstSentence ? shortClean(firstSentence) : '');
    if (remembered) parts.unshift(`Here is the one thing to remember about ${content.productName ?? 'us'}: ${lowerFirst(remembered)}`);
  }
  return parts.slice(0, 3).join(' ');
}
