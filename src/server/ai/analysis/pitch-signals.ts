// Word lists and detectors for spoken pitches. Each rule is a plain regex so a report can say
// exactly why something was counted.

import { countMatches, countWords } from './text.ts';

// um, umm, uh, uhh, uhm, er, erm, ah, hmm
const HESITATION = String.raw`(?:u+h*m+|u+h+|e+r+m*|a+h+|h+m{2,})`;

interface Rule {
  label: string;
  pattern: RegExp;
}

// Ambiguous words ("like", "so", "kind of", "you know") count only in their filler use: "like"
// next to a comma or a hesitation, "so" opening a sentence, "kind of" not after a determiner
// ("a new kind of bank" is content), "you know" not in "did you know" or "you know what/that".
const FILLER_RULES: Rule[] = [
  { label: 'um/uh', pattern: new RegExp(String.raw`\b${HESITATION}\b`, 'gi') },
  {
    label: 'you know',
    pattern: /(?<!\b(?:did|do|don't|didn't|if|whether|as|to|would|will|let)\s)\byou know\b(?!\s+(?:what|how|why|who|where|when|that|the|about|whether|if)\b)/gi,
  },
  { label: 'basically', pattern: /\bbasically\b/gi },
  { label: 'actually', pattern: /\bactually\b/gi },
  { label: 'I mean', pattern: /\bi mean\b(?!\s+(?:it|that|to)\b)/gi },
  { label: 'kind of / sort of', pattern: kindOfPattern() },
  {
    label: 'like',
    pattern: new RegExp(String.raw`\blike\s*,|\blike\s+${HESITATION}\b|\b${HESITATION},?\s+like\b`, 'gi'),
  },
];

function kindOfPattern(): RegExp {
  return /(?<!\b(?:what|a|the|this|that|these|those|any|some|every|which|same|different|new|our|your|their|my|its|one|no|first|right)\s)\b(?:kind|sort) of\b/gi;
}

const SENTENCE_INITIAL_SO = /^(?:(?:um+|uh+|and|okay|ok|well|right)\b[,\s]*)*so\b(?!\s+(?:that|much|many|far|few|long|if)\b)/i;

export interface FillerCount {
  count: number;
  labels: string[];
}

/** Fillers in one sentence; `atSentenceStart` enables the sentence-initial "so" rule. */
export function countFillers(sentence: string, atSentenceStart = true): FillerCount {
  const labels: string[] = [];
  let count = 0;
  for (const rule of FILLER_RULES) {
    const n = countMatches(sentence, rule.pattern);
    if (n > 0) {
      count += n;
      labels.push(rule.label);
    }
  }
  if (atSentenceStart && SENTENCE_INITIAL_SO.test(sentence)) {
    count += 1;
    labels.push('so');
  }
  return { count, labels };
}

// "just launched" and "just signed" report news, not doubt, so that "just" is not a hedge.
const HEDGE_PATTERNS: RegExp[] = [
  /\bmaybe\b/gi,
  /\bperhaps\b/gi,
  /\bi think\b/gi,
  /\bhopefully\b/gi,
  /\bprobably\b/gi,
  /\bjust\b(?!\s+(?:launched|started|released|closed|signed|raised|hit|crossed|reached|won|opened|shipped|got)\b)/gi,
  kindOfPattern(),
  /\bi guess\b/gi,
  /\b(?:try|trying|tries|tried) to\b/gi,
];

export function countHedges(sentence: string): number {
  return HEDGE_PATTERNS.reduce((sum, pattern) => sum + countMatches(sentence, pattern), 0);
}

// Removing a filler usually removes the commas the speaker wrapped around it as well.
function removeAround(text: string, core: string, flags = 'gi'): string {
  return text.replace(new RegExp(String.raw`,?\s*(?:${core})\s*,?`, flags), ' ');
}

/** The sentence as it would sound with the fillers left out. */
export function removeFillers(sentence: string): string {
  let text = sentence;
  text = text.replace(SENTENCE_INITIAL_SO, '');
  text = removeAround(text, String.raw`\blike(?=\s*,)|\blike(?=\s+${HESITATION}\b)|(?<=\b${HESITATION},?\s+)like\b`);
  text = removeAround(text, String.raw`\b${HESITATION}\b`);
  text = removeAround(
    text,
    String.raw`(?<!\b(?:did|do|don't|didn't|if|whether|as|to|would|will|let)\s)\byou know\b(?!\s+(?:what|how|why|who|where|when|that|the|about|whether|if)\b)`,
  );
  text = removeAround(text, String.raw`\bbasically\b|\bactually\b|\bi mean\b(?!\s+(?:it|that|to)\b)`);
  text = text.replace(kindOfPattern(), ' ');
  return text;
}

/** The sentence said with conviction: hedges out, "we're trying to help" becomes "we help". */
export function removeHedges(sentence: string): string {
  return sentence
    .replace(/\b(we|i|they)(?:'re|'m| are| am)? (?:trying|try) to\b/gi, '$1')
    .replace(/\b(?:try|trying|tries|tried) to\s+/gi, '')
    .replace(/\bi think(?: that)?\s*,?\s*/gi, '')
    .replace(/\bi guess\s*,?\s*/gi, '')
    .replace(/\b(?:maybe|perhaps|hopefully|probably)\b\s*,?\s*/gi, '')
    .replace(/\bjust\b(?!\s+(?:launched|started|released|closed|signed|raised|hit|crossed|reached|won|opened|shipped|got)\b)\s*/gi, '')
    .replace(kindOfPattern(), ' ');
}

// ---------------------------------------------------------------------------------------------
// Structure: hook, problem, solution, proof, ask

const NUMBER =
  /\$\s?\d|\b\d[\d,.]*\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|millions?|billions?|dozens?|half)\b/i;

export function hasNumber(text: string): boolean {
  return NUMBER.test(text);
}

const BOLD_CLAIM =
  /\b(?:imagine|picture this|what if|did you know|never|nobody|no one|every (?:single )?(?:day|week|month|year|minute|hour)|the (?:only|first|biggest|largest|fastest|cheapest|best|worst)|world's|number one|#1|most|millions?|billions?)\b/i;

/** A hook is a question, a number or a bold claim. */
export function isHook(sentence: string): boolean {
  // A 40-word sentence is a story, not a hook, whatever it contains.
  if (countWords(sentence) > 30) return false;
  return sentence.includes('?') || hasNumber(sentence) || BOLD_CLAIM.test(sentence);
}

const PROBLEM =
  /\b(?:problems?|pain(?:ful)?|struggl\w*|frustrat\w*|wast\w*|costly|too (?:slow|long|much|hard|expensive|many)|slow|hard to|difficult|challeng\w*|los(?:e|es|ing|t)|broken|hate|tired of|manual(?:ly)?|can't|cannot|headaches?|risk\w*|fail\w*|inefficien\w*|stuck|miss(?:es|ed|ing)?|spend(?:s|ing)? (?:hours|days|weeks)|nightmare|annoying|chaos|mess(?:y)?|overwhelm\w*|unpaid|late payments?|throw(?:s|ing)? away|thrown away|costing|costs? (?:them|him|her|us|me|you)|no-shows?)\b/i;

export function isProblem(sentence: string): boolean {
  return PROBLEM.test(sentence);
}

const SOLUTION =
  /\b(?:we (?:built|build|created|developed|make|made|offer|provide|help)|we've (?:built|created|developed|made)|our (?:product|platform|app|solution|tool|service|software|system|technology|device)|introducing|that's why|this is why|meet|helps?|lets? (?:you|them|teams|owners|people)|allows?|enables?|so (?:that )?you can|makes? it (?:easy|simple|fast)|is (?:a|an) (?:\w+ ){0,3}(?:platform|app|tool|service|marketplace|software|solution|device|product|system|api))\b/i;

export function isSolution(sentence: string): boolean {
  return SOLUTION.test(sentence);
}

const TRACTION =
  /\b(?:customers?|clients?|users?|subscribers?|members?|revenue|sales|mrr|arr|paying|signed|sign-?ups|downloads|growth|grew|grown|growing|saved?|saves|cut|increased?|reduced?|boosted|doubled|tripled|pilots?|partners?|stores|shops|restaurants|schools|clinics|companies|businesses|teams|orders|waitlist)\b/i;
const PERCENT_OR_MULTIPLE = /\d+(?:\.\d+)?\s?(?:%|percent\b|x\b|times\b)/i;
const SOCIAL_PROOF =
  /\b(?:customers like|used by|trusted by|case stud(?:y|ies)|testimonials?|awards?|featured in|backed by|letters? of intent|LOIs?|pilot with)\b/i;

/** Proof is traction with a number, a percentage or multiple, or named social proof. */
export function isProof(sentence: string): boolean {
  return (hasNumber(sentence) && TRACTION.test(sentence)) || PERCENT_OR_MULTIPLE.test(sentence) || SOCIAL_PROOF.test(sentence);
}

// Phrases that are an ask wherever they appear…
const STRONG_ASK =
  /\b(?:we(?:'re| are) raising|raising \$?\d|(?:we're|we are|i'm|i am) looking for|invest(?:ing|ors?|ment)?|(?:i'm|i am|we're|we are) asking|our ask|the ask|sign up|join (?:us|our|the)|pre-?order|back us|funding)\b/i;
// …and words that are only an ask near the end ("call" in the problem is not a request).
const CLOSING_ASK =
  /\b(?:book|schedule|call|meeting|demo|partner(?:ship)?|reach out|contact|email|visit|download|try it|free trial|pilot|buy|order|let's talk|get in touch|come (?:see|talk)|would you|will you|can we|could we|let me know|i'd love to)\b/i;

export function isAsk(sentence: string, nearEnd: boolean): boolean {
  return STRONG_ASK.test(sentence) || (nearEnd && CLOSING_ASK.test(sentence));
}

const SPECIFIC_ASK =
  /\$\s?\d|\b\d[\d,.]*(?:k|m|bn)?\b|\b(?:today|tomorrow|this week|next week|this month|(?:mon|tues|wednes|thurs|fri)day|minutes?|two|three|five|ten|fifteen|twenty|thirty)\b/i;

/** A clear ask names an amount, a number or a time. */
export function isSpecificAsk(sentence: string): boolean {
  return SPECIFIC_ASK.test(sentence);
}

const INVESTOR_CONTEXT = /\b(?:invest\w*|raising|funding|seed|series [ab]|pre-seed|valuation|angels?|vcs?|round)\b/i;

export function isInvestorPitch(text: string): boolean {
  return INVESTOR_CONTEXT.test(text);
}

const MONEY = /\$\s?\d[\d,.]*\s?(?:k|m|mm|million|thousand|b|billion)?\b|\b\d[\d,.]*\s?(?:k|m|million|thousand|billion)\b(?:\s?dollars)?/i;

/** An amount of money; call it on the ask only ("40 thousand users" is not money). */
export function findMoney(text: string): string | undefined {
  return text.match(MONEY)?.[0].replace(/\s+/g, '');
}

const NAME_STOPWORDS = new Set([
  'I',
  "I'm",
  "I've",
  'We',
  "We're",
  'Our',
  'The',
  'A',
  'An',
  'And',
  'But',
  'So',
  'It',
  "It's",
  'This',
  'That',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'Today',
  'Hi',
  'Hello',
  'My',
  'You',
  'Your',
  'If',
  'What',
  'How',
  'Why',
  'When',
  'With',
  'For',
  'In',
  'On',
  'At',
]);

const CAMEL_CASE = /^[A-Z][a-z]+[A-Z]\w*$/;

/** The product's name when the speaker said one ("we built ShiftPal", "founder of ShiftPal"). */
export function findProductName(sentences: string[]): string | undefined {
  const text = sentences.join(' ');
  const named = text.match(
    /\b(?:called|named|meet|introducing|we built|we've built|we created|we developed|founder of|co-founder of|ceo of|with|this is)\s+([A-Z][\w'-]*[a-z0-9][\w'-]*(?:\s+[A-Z][\w'-]+)?)/,
  );
  if (named && !NAME_STOPWORDS.has(named[1].split(' ')[0])) return named[1].replace(/'s$/, '');
  // Otherwise the most repeated capitalised word; a sentence's first word only when CamelCase.
  const counts = new Map<string, number>();
  for (const sentence of sentences) {
    sentence.split(' ').forEach((raw, i) => {
      const token = raw.replace(/[^\w'-]/g, '').replace(/'s$/, '');
      const capitalised = i === 0 ? CAMEL_CASE.test(token) : /^[A-Z][a-z]*[A-Z]?\w*$/.test(token);
      if (capitalised && token.length > 2 && !NAME_STOPWORDS.has(token)) counts.set(token, (counts.get(token) ?? 0) + 1);
    });
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (best && best[1] >= 2) return best[0];
  // CamelCase ("StockSense") is a product name even when said once; a person's name is not.
  return [...counts.keys()].find((token) => CAMEL_CASE.test(token));
}

const AUDIENCE =
  /\bfor ((?:[a-z]+ ){0,2}(?:owners|managers|teams|founders|businesses|restaurants|shops|stores|parents|students|teachers|doctors|clinics|companies|startups|freelancers|retailers|agencies|families|farmers|landlords|developers|marketers|salespeople|drivers|workers|nurses|patients|customers))\b/i;

export function findAudience(text: string): string | undefined {
  return text.match(AUDIENCE)?.[1].toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// Other languages: counts only. The offline analysis does not understand French, Portuguese,
// Spanish or Swahili; these lists let a report say how often the speaker filled a pause or
// softened a point, never what the pitch said. Ambiguous words count only in their filler use
// where a cheap rule tells it (a comma after "este", "tipo" not before "de").

export const WORD_LIST_LANGUAGES = ['fr', 'pt', 'es', 'sw'] as const;
export type WordListLanguage = (typeof WORD_LIST_LANGUAGES)[number];
type OtherLanguage = WordListLanguage;

// Letters of these languages, for word boundaries that \b (ASCII only) would get wrong.
const L = String.raw`\p{L}`;
const word = (core: string) => new RegExp(String.raw`(?<![${L}'’-])(?:${core})(?![${L}'’-])`, 'giu');

const OTHER_FILLERS: Record<OtherLanguage, RegExp[]> = {
  fr: [
    word(String.raw`eu+h+|heu+|hum+|bah|ben`),
    word(String.raw`en fait|du coup|tu vois|vous voyez|en gros`),
    word(String.raw`(?<!(?:un|le|ce|quel|mon|son|du|de|même|nouveau) )genre(?! de)`),
  ],
  pt: [word(String.raw`hum+|hã+|ahn+|éé+|né|tipo(?! de| um| uma)|basicamente|na verdade|sabe(?=\s*[,?])`)],
  es: [
    word(
      String.raw`eh+|ehm+|mmm+|o sea|este(?=\s*[,…]|\.\.\.)|pues(?=\s*,)|(?<!(?:es|muy|más|tan|lo|un|el|está|sea|son) )bueno(?=\s*,)|tipo(?! de)|básicamente|en plan`,
    ),
  ],
  sw: [word(String.raw`e+h+|ee+|aah+|yaani|unajua|kwa hivyo|sasa(?=\s*,)|basi(?=\s*,)`)],
};

const OTHER_HEDGES: Record<OtherLanguage, RegExp[]> = {
  fr: [word(String.raw`peut-être|je pense|je crois|un peu|on va dire|normalement|j[’']espère|en quelque sorte|plus ou moins|disons`)],
  pt: [word(String.raw`talvez|acho que|eu acho|penso que|provavelmente|meio que|espero que|mais ou menos|um pouco`)],
  es: [word(String.raw`tal vez|quizás?|creo que|pienso que|probablemente|un poco|más o menos|ojalá|espero que|como que`)],
  sw: [word(String.raw`labda|nadhani|nafikiri|pengine|huenda|kidogo|natumaini|sijui`)],
};

/** Whether `language` (not English, whose rules are above) has filler and hedge lists. */
export function isWordListLanguage(language: string): language is WordListLanguage {
  return (WORD_LIST_LANGUAGES as readonly string[]).includes(language);
}

/** Filler words in a pitch spoken in French, Portuguese, Spanish or Swahili: a count, nothing more. */
export function countFillersIn(text: string, language: OtherLanguage): number {
  return OTHER_FILLERS[language].reduce((sum, pattern) => sum + countMatches(text, pattern), 0);
}

/** Softeners ("peut-être", "talvez", "quizás", "labda") in a pitch spoken in another language. */
export function countHedgesIn(text: string, language: OtherLanguage): number {
  return OTHER_HEDGES[language].reduce((sum, pattern) => sum + countMatches(text, pattern), 0);
}
