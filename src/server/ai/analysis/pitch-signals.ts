// Word lists and detectors for spoken pitches. Each rule is a plain regex so a report can say
// exactly why something was counted.

import { countMatches, countWords } from './text.ts';

// um, umm, uh, uhh, uhm, er, erm, ah, hmm
const HESITATION = String.raw`(?:u+h*m+|u+h+|e+r+m*|a+h+|h+m{2,})`;

interface Rule {
  label: string;
  pattern: RegExp;
}

// "because like everybody is online", "and like we deliver", "it's like you know": "like" after a
// joint or before "you know" is a filler; "cars like Toyota" and "it's like a bank" are content.
const FILLER_LIKE = String.raw`(?<=\b(?:and|but|because|it's|it is)\s)like\b(?!\s*,|\s+(?:to|that|this|a|an|the|having|him|her|them|us|me|it)\b)|\blike(?=\s+you know\b)`;

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
  { label: 'like', pattern: new RegExp(String.raw`\blike\s*,|\blike\s+${HESITATION}\b|\b${HESITATION},?\s+like\b|${FILLER_LIKE}`, 'gi') },
];

function kindOfPattern(): RegExp {
  return /(?<!\b(?:what|a|the|this|that|these|those|any|some|every|which|same|different|new|our|your|their|my|its|one|no|first|right)\s)\b(?:kind|sort) of\b/gi;
}

const SENTENCE_INITIAL_SO = /^(?:(?:um+|uh+|and|okay|ok|well|right)\b[,\s]*)*so\b(?!\s+(?:that|much|many|far|few|long|if)\b)/i;

export interface FillerCount {
  count: number;
  /** One entry per filler said, so the most frequent can be named first. */
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
      for (let i = 0; i < n; i++) labels.push(rule.label);
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
  // "a little bit about our package, if you have time": asking leave to speak shrinks the pitch.
  /\ba little bit\b/gi,
  /\bif you (?:have|got) (?:the )?(?:time|a minute|a moment|a second)\b/gi,
];

export function countHedges(sentence: string): number {
  return HEDGE_PATTERNS.reduce((sum, pattern) => sum + countMatches(sentence, pattern), 0);
}

/** The most frequent of `items` first (ties in the order said), at most `max`. */
export function mostFrequent(items: readonly string[], max = 4): string[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([item]) => item);
}

/** The softeners the speaker said, as said ("maybe", "I think", "a little bit"), most frequent first. */
export function hedgeWords(text: string, max = 4): string[] {
  const found = HEDGE_PATTERNS.flatMap((pattern) =>
    [...text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))].map((m) => ({
      at: m.index,
      word: m[0].toLowerCase().replace(/\s+/g, ' ').replace(/^i\b/, 'I'),
    })),
  );
  return mostFrequent(
    found.sort((a, b) => a.at - b.at).map((f) => f.word),
    max,
  );
}

// Removing a filler usually removes the commas the speaker wrapped around it as well.
function removeAround(text: string, core: string, flags = 'gi'): string {
  return text.replace(new RegExp(String.raw`,?\s*(?:${core})\s*,?`, flags), ' ');
}

/** The sentence as it would sound with the fillers left out. */
export function removeFillers(sentence: string): string {
  let text = sentence;
  text = text.replace(SENTENCE_INITIAL_SO, '');
  text = removeAround(text, String.raw`\blike(?=\s*,)|\blike(?=\s+${HESITATION}\b)|(?<=\b${HESITATION},?\s+)like\b|${FILLER_LIKE}`);
  text = removeAround(text, String.raw`\b${HESITATION}\b`);
  text = removeAround(
    text,
    String.raw`(?<!\b(?:did|do|don't|didn't|if|whether|as|to|would|will|let)\s)\byou know\b(?!\s+(?:what|how|why|who|where|when|that|the|about|whether|if)\b)`,
  );
  // "good, I mean they are okay": the clause after "I mean" keeps its comma.
  text = text.replace(/,\s*\bi mean\b(?!\s+(?:it|that|to)\b)\s*,?\s*/gi, ', ');
  text = removeAround(text, String.raw`\bbasically\b|\bactually\b|\bi mean\b(?!\s+(?:it|that|to)\b)`);
  // "so, yeah," and a leading "yeah": not counted as fillers, but no line to say keeps them.
  text = removeAround(text, String.raw`\byeah\b`);
  // "you can like come": "like" between a helper and its verb is a filler ("I would like to" is not).
  text = text.replace(/\b(can|could|will|would|should|must|to)\s+like\s+(?!to\b|it\b|this\b|that\b|them\b|us\b|you\b)/gi, '$1 ');
  text = text.replace(kindOfPattern(), ' ');
  return text;
}

/** The sentence said with conviction: hedges out, "we're trying to help" becomes "we help". */
export function removeHedges(sentence: string): string {
  return (
    sentence
      .replace(/\b(we|i|they)(?:'re|'m| are| am)? (?:trying|try) to\b/gi, '$1')
      .replace(/\b(?:try|trying|tries|tried) to\s+/gi, '')
      .replace(/\bi think(?: that)?\s*,?\s*/gi, '')
      .replace(/,?\s*\bi guess\b\s*,?/gi, ' ')
      .replace(/\b(?:maybe|perhaps|hopefully|probably|possibly)\b\s*,?\s*/gi, '')
      // Softeners that are not counted as hedges but still shrink the claim in a line to say.
      .replace(/,?\s*\bif you (?:have|got) (?:the )?(?:time|a minute|a moment|a second)\b\s*,?/gi, ' ')
      .replace(/\s+(?:a little bit|a bit|a little)(?=[\s.,!?]|$)/gi, '')
      .replace(/\bjust\b(?!\s+(?:launched|started|released|closed|signed|raised|hit|crossed|reached|won|opened|shipped|got)\b)\s*/gi, '')
      .replace(kindOfPattern(), ' ')
  );
}

// ---------------------------------------------------------------------------------------------
// Structure: hook, problem, solution, proof, ask

const NUMBER =
  /\$\s?\d|\b\d[\d,.]*\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|millions?|billions?|dozens?|half|a (?:third|quarter|fifth|tenth)|one in (?:\d+|\w+))\b/i;

export function hasNumber(text: string): boolean {
  return NUMBER.test(text);
}

const BOLD_CLAIM =
  /\b(?:imagine|picture (?:this|your)|what if|did you know|how (?:many|much)|have you ever|never|nobody|no one|every (?:single )?(?:day|week|month|year|minute|hour|morning|evening|night|season|term|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|january|february|march|april|may|june|july|august|september|october|november|december)|the (?:only|first|biggest|largest|fastest|cheapest|best|worst)|world's|number one|#1|most|millions?|billions?)\b/i;

// The hedges that voice doubt; "just" is left out, as in "just to water his crops" it means "only".
const DOUBT = /\b(?:maybe|perhaps|i think|hopefully|probably|i guess|kind of|sort of)\b/i;

// Years in business are credentials, not a hook: "for the last 12 years" does not make anyone lean in.
const YEARS_IN_BUSINESS = /\bfor (?:the (?:last|past) )?(?:\d+|\w+) years\b|\bsince (?:19|20)\d\d\b/gi;

/**
 * A hook is a question, a number or a bold claim; the first sentence may also hook with a short,
 * concrete pain ("farmers in Limpopo can't get loans from the banks"). A hedged or rude sentence
 * is never a hook, whatever it contains: "probably the best in Karnataka" makes nobody lean in.
 */
// Who the speaker is: a name, a home town, a family, the year they started. Never a hook.
const BIOGRAPHY =
  /\b(?:my name is|my name's|i am from|i'm from|i come from|i live in|i was born|born in|i grew up|i have (?:\w+ )?(?:children|kids|sons|daughters|brothers|sisters|grandchildren)|i am married|i'm married|mother of|father of|i (?:started|opened|began|founded) (?:my|our|this|the) (?:business|company|shop)|(?:my|our) (?:business|company|shop) (?:started|opened) in)\b/i;

/** A sentence about the speaker (name, town, family, when they started): polite, not a hook. */
export function isBiography(sentence: string): boolean {
  return BIOGRAPHY.test(sentence);
}

// A line of a price list: "Rice, 25 kilos, 3,200 shillings." Its numbers are prices, not a reason to listen.
const PRICE_TAG_WORDS =
  /\b(?:\d[\d,.]*|kilos?|kgs?|grams?|litres?|liters?|ml|bags?|pieces?|packets?|cartons?|crates?|dozens?|trays?|shillings|ksh|kes|naira|cedis|francs|cfa|rand|reais|meticais|dollars|rupees|each|per|a|an|the|for|at|only)\b/gi;
function isPriceTag(sentence: string): boolean {
  return hasNumber(sentence) && countWords(sentence.replace(PRICE_TAG_WORDS, ' ').replace(/[^\p{L}\s'-]/gu, ' ')) <= 2;
}

// An item of a price list, with or without its commas: "rice 25 kilos 3200 shillings", "Sugar, 50 kilos, 6,800 shillings".
const PRICE_ITEM =
  /\b\p{L}[\p{L}'-]*(?: \p{L}[\p{L}'-]*)?,?\s+\d[\d,.]*\s*(?:kilos?|kgs?|grams?|litres?|liters?|ml|bags?|pieces?|packets?|cartons?|crates?|dozens?|trays?|bales?|boxes|tins?)\b,?\s+(?:at |for )?\d[\d,.]*\s*(?:shillings|ksh|kes|naira|cedis|francs|cfa|rand|reais|meticais|dollars|rupees|kwacha|birr)\b/giu;

/** Two items or more with their quantity and price: a price list says what is sold, and nothing else. */
export function isPriceList(text: string): boolean {
  return countMatches(text, PRICE_ITEM) >= 2;
}

export function isHook(sentence: string, isFirst = false): boolean {
  // A 40-word sentence is a story, not a hook, whatever it contains.
  if (countWords(sentence) > 30 || DOUBT.test(sentence) || isRude(sentence) || isBiography(sentence) || isPriceTag(sentence) || isPriceList(sentence))
    return false;
  const claim = sentence.replace(YEARS_IN_BUSINESS, ' ');
  if (claim.includes('?') || hasNumber(claim) || BOLD_CLAIM.test(claim)) return true;
  return isFirst && countWords(sentence) <= 20 && isProblem(sentence) && !/\b(?:i|we|our|my)\b/i.test(sentence);
}

const FILLER_START = /^\W*(?:u+h*m+|u+h+|e+r+m*|a+h+|so|like|you know|well|okay|ok|basically|actually|i mean)\b/i;

/** An opening whose first sound is a filler ("Um, you know how…"): whatever follows, it starts weak. */
export function startsWithFiller(sentence: string): boolean {
  return FILLER_START.test(sentence);
}

// "I am Grace", "I'm Tunde": a name, told by its capital; "I am tired of…" is not a greeting.
const GREETING = /^\W*(?:(?:hello|hi|hey|greetings|good (?:morning|afternoon|evening|day)|jambo|habari|my name is)\b|(?:i am|i'm) (?=[A-Z]))/i;
const NAME_AFTER_I_AM = /^\W*(?:i am|i'm) [A-Z]/;

/** A first sentence that greets or gives a name: polite, but it gives the listener no reason to listen. */
// "…waiting at the salon i'm achieng and i come to your house": in recognised speech the speaker's name
// starts a new sentence the transcript did not mark. "I am" + a name, not + a state ("i am happy",
// "i am selling", "i am here").
const SELF_INTRODUCTION =
  /\s(?:my name is|(?:i'm|i am) (?!(?:a|an|the|here|so|very|not|also|now|sure|happy|glad|proud|going|able|from|with|in|at|on|your|our|calling|offering|selling|talking|asking|sure|just|really|the|one|only)\b)(?![a-z]+ing\b)[a-z]+\b)/i;

/** The words before a self-introduction the speaker ran into ("…at the salon" of "…at the salon i'm achieng"). */
export function beforeIntroduction(text: string): string {
  const at = text.search(SELF_INTRODUCTION);
  return at > 0 && countWords(text.slice(0, at)) >= 4 ? text.slice(0, at).trim() : text;
}

// "…money to the village in pikine most shops send": a new sentence opened by "most shops", "many
// parents" or the product's name, which recognised speech runs into the one before.
const NEW_SENTENCE = /\s(?:most|many|some|all|few)\s(?:[a-z'-]+\s)?[a-z'-]+s\s/gi;

/** The opening of recognised speech as a quote: it stops before a self-introduction or the next sentence. */
export function openingQuote(text: string, productName?: string): string {
  const own = beforeIntroduction(text);
  const name = productName ? own.toLowerCase().indexOf(` ${productName.toLowerCase()} `) : -1;
  const starts = [...[...own.matchAll(NEW_SENTENCE)].map((m) => m.index), name].filter((at) => at > 0 && countWords(own.slice(0, at)) >= 6);
  return starts.length > 0 ? own.slice(0, Math.min(...starts)).trim() : own;
}

export function isGreeting(sentence: string): boolean {
  if (/^\W*(?:i am|i'm) /i.test(sentence)) return NAME_AFTER_I_AM.test(sentence);
  return GREETING.test(sentence);
}

// Talking down to the listener or insulting them: a coach names it before anything else.
const RUDE =
  /\b(?:no clue|clueless|listen carefully|frankly|be blunt|obviously need|need us more than|or don't|keep wondering|someone smarter|should not be investing|wasting (?:my|our|your) time|stupid|idiots?|shut up|clearly nobody|looks like it was made in)\b/i;

/** A sentence that talks down to or insults the listener. */
export function isRude(sentence: string): boolean {
  return RUDE.test(sentence);
}

const PROBLEM =
  /\b(?:problems?|rot(?:s|ting)?|spoil\w*|queu\w*|mistakes?|fines|penalt(?:y|ies)|dies|die|fake|expired|tears?|don't fit|flat|middlem[ae]n|earn less|burn fast|load-shedding|a fortune|scared|afraid|bursts?|idle|(?:don't|doesn't|do not|never) know|can't tell|sent home|expensive|crime|disappears|without affordable|cash boxes|notebooks|on paper|in excel|spreadsheets|spends? (?:\d[\d,.]* )?(?:\w+ )?(?:on|every|a month|a week)|pain(?:ful)?|struggl\w*|frustrat\w*|wast\w*|costly|too (?:slow|long|much|hard|expensive|many)|slow|hard to|difficult|challeng\w*|los(?:e|es|ing|t)|broken|hate|tired of|manual(?:ly)?|can't|cannot|headaches?|risk\w*|fail\w*|inefficien\w*|stuck|miss(?:es|ed|ing)?|spend(?:s|ing)? (?:hours|days|weeks)|nightmare|annoying|chaos|mess(?:y)?|overwhelm\w*|unpaid|late payments?|throw(?:s|ing)? away|thrown away|costing|costs? (?:them|him|her|us|me|you)|no-shows?|run(?:s|ning)? out|ran out|out of stock|shortages?|stolen|theft|crash(?:es|ed)?|accidents?|without (?:your|their|his|her|an?) income|complain\w*|cracks?|cracked|falls? sick|gets? sick|eats? (?:\w+ )?savings|(?:goes|go|arrive|arrives|comes?) (?:in )?late|wait(?:s|ing)? (?:for )?(?:\w+ )?(?:days|weeks|months|hours|until)|find (?:the|it|them) \w+ closed|walk(?:s|ed)? out|have to (?:import|walk|travel|queue|carry|wait|close)|run(?:s|ning)? short|ran short|pay(?:s|ing)? (?:double|twice|extra|more)|sell(?:s|ing)? out|sold out|(?:ran|runs?|went|goes|go) dry|droughts?|diseases?|kill(?:s|ed)?|somewhere else|elsewhere|(?:send|sends|turn|turns) (?:them|customers|people) away|borrow(?:s|ing)? from|shylocks?|moneylenders?|loan sharks?|carry (?:the )?water)\b/i;

export function isProblem(sentence: string): boolean {
  return PROBLEM.test(sentence);
}

const SOLUTION =
  /\b(?:we (?:are|'re) an? (?:\w+ ){0,3}(?:company|manufacturer|service|business|exporter|supplier|distributor|maker|roaster|bakery|factory|depot|wholesaler|agency|workshop)|(?:we|i) (?:built|build|created|developed|make|made|offer|provide|help|sell|supply|deliver|install|roast|sew|measure|clean|cook|feed|give|connect|collect|bake|service|lend|place|handle|print|plough|plow|drill|teach|train|bring|repair|test|design|insure|cover|transport|grow|pack|hire|rent)|(?:we|i) can (?:make|build|print|deliver|supply|install|design|repair|teach)|i sell|is made (?:in|from|by|with)|(?:pays|covers) your|our (?:[\w-]+ ){1,4}(?:fix|fixes|solve|solves|keep|keeps|powers?|makes?)|we've (?:built|created|developed|made)|our (?:product|platform|app|solution|tool|service|software|system|technology|device)|introducing|that's why|this is why|helps?|(?:to )?build an? (?:[\w-]+ ){0,2}(?:franchise|network|company|business|platform|app)|lets? (?:you|them|teams|owners|people)|lets \w+ (?:pay|see|order|book|track|sell|save|confirm)|(?:in|into) one (?:place|system|app)|that is why we|(?:installs|sends|puts|keeps|connects|gives|brings|calculates|caches|collects|delivers|supplies|rents) (?:a|an|every|each|all|the|your|solar|tested|certified)|is (?:an? )?(?:[\w-]+ ){0,2}(?:insurance|software|cover) (?:for|that)|allows?|enables?|so (?:that )?you can|makes? it (?:easy|simple|fast)|is (?:a|an) (?:[\w-]+ ){0,3}(?:platform|app|tool|service|marketplace|software|solution|device|product|system|api|company|network|filter|pump|kit|machine|ledger|business|manufacturer)|(?:delivers?|brings?|sends?|supplies|drops?|bakes?) (?:it |them )?(?:[\w,'-]+ ){0,4}?(?:to|at) (?:your|you)\b|(?:we|i) come to (?:your|you)|pays (?:the|your) (?:[\w-]+ )?(?:fees|bills?)|(?:company|business|shop|firm|depot|agency|wholesaler) that\W+(?:(?:um|uh|like|you know)\W+)*(?:sells?|makes?|suppl(?:y|ies)|delivers?|repairs?|fix(?:es)?|provides?|offers?)|become an? (?:[\w-]+ ){0,2}(?:agent|member|partner|reseller|distributor|stockist)|(?:we|i) (?:have|offer) (?:an? |the |our )?(?:[\w-]+ ){0,2}(?:package|plan|course|programme|program)|our (?:[\w-]+ ){0,2}(?:package|plan|course|programme))\b/i;

export function isSolution(sentence: string): boolean {
  return SOLUTION.test(sentence);
}

const TRACTION =
  /\b(?:farmers|traders|riders|families|pupils|fishers|households|merchants|vendors|hotels|pharmacies|temples|bakeries|looms|offices|groups|brands|factories|kits|filters|pieces|parcels|buy from us|jobs|use (?:it|us|\w+ today)|fell|dropped|rose|went up|customers?|clients?|users?|subscribers?|members?|revenue|sales|mrr|arr|paying|signed|sign-?ups|downloads|growth|grew|grown|growing|saved?|saves|cut|increased?|reduced?|boosted|doubled|tripled|pilots?|partners?|stores|shops|restaurants|schools|clinics|companies|businesses|teams|orders|waitlist)\b/i;
const PERCENT_OR_MULTIPLE = /\d+(?:\.\d+)?\s?(?:%|percent\b|x\b|times\b)/i;
const SOCIAL_PROOF =
  /\b(?:customers like|used by|trusted by|case stud(?:y|ies)|testimonials?|awards?|featured in|backed by|letters? of intent|LOIs?|pilot with)\b/i;

// "Imported boxes cost four times more" compares prices; it proves nothing about the speaker.
const PRICE_COMPARISON = /\bcosts? (?:about |almost |nearly )?\d+(?:\.\d+)? times\b/i;
// "Cheaper than the big brands", "as good as the imported ones": what follows is the comparand,
// not the speaker's customers ("more than 900 homes" is a count, and is kept).
const COMPARED_WITH = /\b(?:(?:\w+er|more \w+|less \w+) than|as (?:many|much|good|cheap|strong)(?: \w+)? as)\b[^,.;!?]*/gi;
// People who already buy or use what the speaker sells, counted or said to be many: "900 homes
// already use one", "260 students bought one from us", "many mothers buy it every week".
const BUYERS =
  /\b(?:homes|households|families|mothers|mums|moms|fathers|parents|women|men|people|students|pupils|teachers|patients|doctors|nurses|drivers|riders|farmers|traders|shops|kiosks|schools|clinics|hospitals|restaurants|hotels|churches|salons|offices|companies|businesses|customers|clients|users|buyers|neighbours|neighbors|builders|contractors|mechanics|garages|cafés|cafes|bakeries|farms)\b/i;
const BOUGHT_OR_USED =
  /\b(?:use[sd]?|using|buy(?:s|ing)?|bought|order(?:s|ed)?|reorder(?:s|ed)?|pay(?:s)?|paid|trust|rely on|switched to|come back|book(?:s|ed)?|hire[sd]?|call(?:s|ed)?)\b(?:\s+(?:it|one|them|ours|us|our|from us|with us|this|these|me|from me)\b)/i;
const SMALL_NUMBER = String.raw`(?:\d{1,2}(?::\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight)`;
const TIME_OF_DAY = new RegExp(
  String.raw`\b(?:before|after|by|until|till) ${SMALL_NUMBER}(?:\s?(?:am|pm|a\.m\.|p\.m\.|o'clock))?(?=\s*(?:[,.;!?]|$|in the (?:morning|evening)\b|(?:our|we|i|and|so|every|each|to|on|then)\b))|\b${SMALL_NUMBER}\s?(?:am|pm|o'clock)\b`,
  'gi',
);
const COUNT = String.raw`(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|dozens?)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine|hundred|thousand))?`;
// "Twenty pharmacies use it today", "14 hotels have taken 900 bookings", "over 300 homes already have one".
const COUNTED_USERS = new RegExp(
  String.raw`\b${COUNT}\s+(?:[a-z-]+\s+){0,2}?[a-z-]+s\b(?:\s+(?:in|at|across|from|around|on)\s+(?!(?:your|my|our|their|his|her)\b)(?:the\s+)?[\w-]+(?:\s+(?:market|town|estate|county|district|village|city|[A-Z][\w-]*))?)?\s+(?:already\s+|now\s+|today\s+)?(?:use|used|buy|bought|order|ordered|book|booked|hire|hired|trust|pay for|rely on|have (?:taken|used|bought|ordered|one|it)|have|own|get|take|sell|stock|joined|are (?:covered|insured|members|enrolled))\b`,
  'i',
);
// "…and they cut expired stock by forty percent", "one of them cut their waste by half".
const THEIR_RESULT = new RegExp(
  String.raw`\b(?:they|them|each of them|one of them|our (?:customers|clients|users))\b[^.?!]{0,30}?\b(?:cut|cuts|saved?|saves|earned?|earns|reduced|increased|doubled|tripled|sold|grew|raised)\b[^.?!]{0,40}?(?:\d|percent|%|half|a third|a quarter|${COUNT}\s+(?:shillings|cedis|naira|dollars|rand|rupees|francs))`,
  'i',
);

// "cut their waste by half", "reduced no-shows by 30 percent": a result the offer brought, not a pain.
const RESULT_CLAUSE =
  /\b(?:cut|cuts|reduced?|reduces|halved|lowered|ended|stopped)\s+(?:[\w-]+\s+){0,3}?by\s+(?:half|a (?:third|quarter)|[\w-]+\s+(?:percent|%)|\d[\d.]*\s?(?:%|percent))/gi;

/** The sentence without the results it reports, to look for a pain in what is left. */
export function withoutResults(sentence: string): string {
  return sentence.replace(RESULT_CLAUSE, ' ');
}

// "last month we sold over two hundred phones", "we paid 412 claims": the speaker's own results, counted.
const OUR_COUNTED_RESULT = new RegExp(
  String.raw`\b(?:we|i) (?:have )?(?:sold|delivered|installed|drilled|supplied|served|trained|paid|printed|repaired|ploughed|built|fixed|insured|covered)\s+(?:over |more than |about |nearly |almost )?${COUNT}\b`,
  'i',
);

// "Our 310 farms lost fewer than two birds in a hundred": the speaker's customers, counted.
const OUR_COUNTED_CUSTOMERS = new RegExp(
  String.raw`\bour (?:over |more than |about )?${COUNT} (?:[a-z-]+ )?(?:farms|farmers|customers|clients|shops|schools|clinics|hotels|restaurants|members|users|families|households|riders|traders|stores|businesses)\b`,
  'i',
);
// "We did the borehole for Kyeni Primary School last year": one named job, a reference the listener can check.
const NAMED_JOB_DONE =
  /\b(?:we|i) (?:did|drilled|built|installed|supplied|delivered|fitted|printed|cleaned|catered|painted) (?:the|a|an) [\w-]+ for (?:[\w'-]+ ){1,4}?(?:school|clinic|hospital|hotel|farm|church|company|shop|restaurant|factory|cooperative|co-op)\b/i;

/** Customers counted who use or buy the offer, or a result they achieved: "Twenty pharmacies use it today". */
// "The farm next to yours has pumped 8,000 litres a day from our borehole since 2024", "my neighbour's
// borehole has given water for 3 years": a result someone the listener knows already has is proof.
const NEIGHBOUR_RESULT =
  /\b(?:neighbou?r(?:'s|s)?|next (?:door|to (?:yours|you|your \w+))|down the (?:road|street))\b[^.?!]{0,60}?\b(?:has|have|had|is|are|was)?\s*(?:pumped|given|produced|saved|harvested|earned|sold|grown|run|worked|yielded|doubled|tripled|cut|supplied|flowed|served|lasted)\b[^.?!]{0,60}?(?:\d|\b(?:for|since) (?:\w+ ){1,2}(?:years?|months?|seasons?)\b|\bhalf\b)/i;

export function isCustomerResult(sentence: string): boolean {
  const text = sentence.replace(TIME_OF_DAY, ' ');
  return (
    COUNTED_USERS.test(text) ||
    THEIR_RESULT.test(text) ||
    OUR_COUNTED_RESULT.test(text) ||
    OUR_COUNTED_CUSTOMERS.test(text) ||
    NAMED_JOB_DONE.test(text) ||
    NEIGHBOUR_RESULT.test(text)
  );
}

const MANY = /\b(?:many|most|some|several|more than|over|hundreds|thousands|dozens|already|every (?:day|week|month))\b/i;

/**
 * Proof is traction with a number, a percentage or multiple, named social proof, or buyers who
 * already use or buy the offer. A comparison ("cheaper than the big brands") is a claim, not proof.
 */
export function isProof(sentence: string): boolean {
  // "every morning before seven" is a time of day, not a count of results.
  const claim = sentence.replace(COMPARED_WITH, ' ').replace(TIME_OF_DAY, ' ');
  const multiple = PERCENT_OR_MULTIPLE.test(sentence) && !PRICE_COMPARISON.test(sentence);
  const buyers = BUYERS.test(claim) && BOUGHT_OR_USED.test(claim) && (hasNumber(claim) || MANY.test(claim));
  return (hasNumber(claim) && TRACTION.test(claim)) || multiple || buyers || SOCIAL_PROOF.test(sentence) || isCustomerResult(sentence);
}

// Phrases that are an ask wherever they appear…
const STRONG_ASK =
  /\b(?:we(?:'re| are) raising|(?:can|could|shall|may) i (?:set|sign|register|put|book|send|bring|show|deliver|install|list|add)|shall (?:i|we)|write the cheque|raising \$?\d|(?:we're|we are|i'm|i am) looking for|invest(?:ing|ors?|ment)?|(?:i'm|i am|we're|we are) asking|our ask|the ask|sign up|join (?:us|our|the)|pre-?order|back us|funding)\b/i;
// …and words that are only an ask near the end ("call" in the problem is not a request).
const CLOSING_ASK =
  /\b(?:can (?:i|your|you)|let's|let us|we(?:'d| would) (?:like|love)|i(?:'d| would) like|we want (?:you|your)|please|order (?:your|now|today)|register|sign (?:you|your)|consider us|give us|(?:you|we) could|could you|stock|(?<!\b(?:customers|clients|people|buyers|farmers|they|who|that)\s)come and|interested|(?:any|your) support|work(?:ing)? together|talk sometime|book|schedule|call|meeting|demo|partner(?:ship)?|reach out|contact|email|visit|download|try it|free trial|pilot|buy|order|let's talk|get in touch|come (?:see|talk)|would you|will you|can we|could we|let me know|i'd love to|(?<!\b(?:customers|clients|people|buyers|farmers|they|who|that)\s)come (?:to|by|in)|(?:we|i) can (?:talk|do|come|start|bring|send|show|deliver|install|meet|book))\b/i;

// Where a request starts inside an unpunctuated chunk: "…cut their waste by half can I bring you a crate…".
const ASK_START =
  /\b(?:can|could|shall|may) (?:i|we) (?:bring|book|set|sign|send|show|deliver|install|come|meet|start|put|take|add|register|visit|talk|schedule|do|get|give you|drop)\b|\b(?:would|will) you |\bwe(?:'re| are) raising\b|\b(?:please|let's|let us) /i;

/** The part of a chunk before its request: a chunk may hold the proof and then the ask. */
export function beforeAsk(sentence: string): string {
  const at = sentence.search(ASK_START);
  return at > 0 ? sentence.slice(0, at).trim() : at === 0 ? '' : sentence;
}

// An ask said as an instruction: "…and only four came back come to the shop today". Not after a
// subject ("customers come to your shop") or a helper verb ("you can call us").
const IMPERATIVE_ASK_START =
  /(?<!\b(?:i|we|you|they|he|she|it|who|that|to|will|can|could|would|should|people|customers|clients|and|they're|we're|you're|i'm)\s)\b(?:come (?:to|and|by|in|see|visit)|visit (?:us|our)|call (?:me|us)|text (?:me|us)|whatsapp (?:me|us)|bring (?:your|it|them)|order (?:now|today|yours)|book (?:now|today|your)|(?:drop|stop|pass) by)\b/i;

/**
 * The request of a chunk of recognised speech from its cue, to judge: "…for 10 years contact us" asks
 * for nothing specific, whatever number came before the cue.
 */
export function requestOf(sentence: string): string {
  const cued = askPart(sentence);
  // "…this friday free for the first month can we do that": the question points back at the chunk.
  if (isBackReference(cued)) return sentence;
  if (cued !== sentence) return cued;
  const at = [STRONG_ASK, CLOSING_ASK].map((pattern) => sentence.search(pattern)).filter((i) => i >= 0);
  return at.length > 0 ? sentence.slice(Math.min(...at)) : sentence;
}

/** The request of a chunk, from its first word: "can I bring you a sample crate tomorrow morning". */
export function askPart(sentence: string): string {
  const question = sentence.search(ASK_START);
  const at = question >= 0 ? question : sentence.search(IMPERATIVE_ASK_START);
  return at > 0 ? sentence.slice(at) : sentence;
}

// Where a result starts inside an unpunctuated chunk: "…a three month warranty last month we sold over
// two hundred phones". A cue at the end ("we sold 200 phones last month") leaves the chunk whole.
const PROOF_START =
  /\b(?:(?:last|this) (?:month|year|week|season|term)|(?:in|since) (?:19|20)\d\d|so far|(?:we|i)(?:'ve| have)? (?:already )?(?:sold|served|helped|delivered|installed|trained|drilled|registered|signed|paid|printed|fitted|repaired|covered|supplied))\b/i;

/** The result of a chunk, from its first word: "last month we sold over two hundred phones". */
export function proofPart(sentence: string): string {
  const at = sentence.search(PROOF_START);
  if (at <= 0) return sentence;
  const part = sentence.slice(at);
  return isProof(part) ? part : sentence;
}

// "Can we do that?", "Shall we?", "Deal?": a closing question whose content is the sentence before.
const BACK_REFERENCE =
  /^\W*(?:so,?\s+)?(?:(?:can|could|shall|may) (?:we|i) (?:do|go ahead with|start with|agree on|book|set up) (?:that|it|this|then)|shall we|deal|agreed|what do you say|what do you think|how does that sound|does that (?:work|sound good)(?: for you)?|sound good|is that (?:okay|ok|all right|alright|fine)(?: with you)?|are you in|ok(?:ay)?|yes)\W*$/i;

/** A short closing question that only points back: its ask is the sentence before. */
export function isBackReference(sentence: string): boolean {
  return BACK_REFERENCE.test(sentence);
}

// "Bring your ID to our office this Saturday.", "Come to the shop today.": a request said as an
// instruction. Only a whole sentence (it ends on its stop): a chunk of recognised speech may start
// anywhere ("…we | bring them to your door").
const IMPERATIVE_SENTENCE =
  /^\W*(?:(?:so|and|now|please|then),?\s+)?(?:bring|come|visit|call|text|send|order|book|sign|register|join|try|drop by|stop by|pass by|whatsapp|pick)\b.*[.!?]\W*$/is;

export function isAsk(sentence: string, nearEnd: boolean): boolean {
  return STRONG_ASK.test(sentence) || (nearEnd && (CLOSING_ASK.test(sentence) || IMPERATIVE_SENTENCE.test(sentence) || isImperativeAsk(sentence)));
}

/**
 * "…not one child was sent home for fees bring your id to our office this saturday": in recognised
 * speech an instruction to the buyer (come, call, bring, visit…) is an ask wherever the chunk cuts it,
 * but not after a subject ("customers come to your shop") or a helper ("you can call us").
 */
export function isImperativeAsk(sentence: string): boolean {
  return IMPERATIVE_ASK_START.test(sentence);
}

const SPECIFIC_ASK =
  /\$\s?\d|\b\d[\d,.]*(?:k|m|bn)?\b|\b(?:today|tomorrow|tonight|this (?:week|month|quarter|season|saturday|sunday)|next (?:week|month|season|term)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|minutes?|two|three|four|five|six|ten|fifteen|twenty|thirty|january|february|march|april|june|july|august|september|october|november|december)\b/i;
// "Let me know if you're interested", "reach out sometime": an ask with nothing to say yes to.
const VAGUE_ASK =
  /\b(?:let me know|reach out|sometime|some day|(?<!\bin )one day|in the future|any thoughts|what you think|whenever|if (?:you're|you are|that's|anyone is) (?:\w+ )?(?:interested|open|okay)|if you (?:want|like|wish)$|if you (?:want|like|wish)(?=[.!?])|any support|your support|consider us|explore)\b/i;

/** A clear ask names an amount, a number or a time, and does not leave the when to the listener. */
export function isSpecificAsk(sentence: string): boolean {
  return SPECIFIC_ASK.test(sentence) && !VAGUE_ASK.test(sentence);
}

const TIME =
  /\b(?:today|tomorrow|tonight|this (?:week|month|quarter|season|term|year)|next (?:week|month|season|term)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|morning|afternoon|the \d+(?:st|nd|rd|th)|january|february|march|april|june|july|august|september|october|november|december)\b/i;

/** Whether a sentence names a day or a time ("on Saturday", "this month"). */
export function hasTime(sentence: string): boolean {
  return TIME.test(sentence);
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
const PLACE_PREPOSITION = /^(?:in|at|from|near|around|across|to|of)$/i;

/** The product's name when the speaker said one ("we built ShiftPal", "founder of ShiftPal"). */
export function findProductName(sentences: string[]): string | undefined {
  const text = sentences.join(' ');
  const named = text.match(
    /\b(?:called|named|meet|introducing|we built|we've built|we created|we developed|founder of|co-founder of|ceo of|with|this is)\s+([A-Z][\w'-]*[a-z0-9][\w'-]*(?:\s+[A-Z][\w'-]+)?)/,
  );
  if (named && !NAME_STOPWORDS.has(named[1].split(' ')[0])) return named[1].replace(/'s$/, '');
  // Otherwise the most repeated capitalised word; a sentence's first word only when CamelCase.
  const counts = new Map<string, number>();
  const places = new Set<string>();
  for (const sentence of sentences) {
    sentence.split(' ').forEach((raw, i, tokens) => {
      const token = raw.replace(/[^\w'-]/g, '').replace(/'s$/, '');
      const capitalised = i === 0 ? CAMEL_CASE.test(token) : /^[A-Z][a-z]*[A-Z]?\w*$/.test(token);
      if (capitalised && token.length > 2 && !NAME_STOPWORDS.has(token)) counts.set(token, (counts.get(token) ?? 0) + 1);
      // "born in Kisumu", "farmers in São Paulo": a word said after a place preposition is a place.
      const afterPreposition =
        PLACE_PREPOSITION.test(tokens[i - 1] ?? '') || (/^[A-Z]/.test(tokens[i - 1] ?? '') && PLACE_PREPOSITION.test(tokens[i - 2] ?? ''));
      if (capitalised && afterPreposition) places.add(token);
    });
  }
  for (const place of places) if (!CAMEL_CASE.test(place)) counts.delete(place);
  const camel = [...counts.entries()].filter(([token]) => CAMEL_CASE.test(token)).sort((a, b) => b[1] - a[1])[0];
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  // The subject of "… is an app", "… sends a reminder" names the offer; then CamelCase ("StockSense"),
  // a product name even when said once; then the most repeated capitalised word (not a person's
  // name said once); last, a name said without capitals.
  return (
    findOfferSubject(text, 'capitalised') ??
    camel?.[0] ??
    (best && best[1] >= 2 ? best[0] : undefined) ??
    findSpokenProductName(text) ??
    findOfferSubject(text, 'lower case')
  );
}

const OFFER_VERBS = String.raw`(?:is an?|rents|insures|puts|sends|lets|makes|keeps|gives|calculates|caches|connects|builds|brings|reads|tracks|links|installs|records|ends|fixes)`;
const OFFER_VERB = new RegExp(String.raw`(?:\b([\w'-]+)( |[.,] ))?\b([\w'-]+),?(?: (?:uh|um),?)? ${OFFER_VERBS}\b`, 'gi');

/** "bimapoa pays claims in 48 hours": the named offer doing its work, whatever numbers surround it. */
export function namesOffer(sentence: string, productName: string): boolean {
  const name = productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Once the name is known, paying claims and delivering count too; they would not find a name.
  return new RegExp(String.raw`\b${name},?(?: (?:uh|um),?)? (?:${OFFER_VERBS}|pays|delivers)\b`, 'i').test(sentence);
}
const DETERMINERS = /^(?:the|a|an|this|that|our|your|their|his|her|its|my|every|each|one|no|which|who|and|it)$/i;

/** "StockYangu is a simple app", "Shule Desk brings fees…", "fleeteye puts a tracker…": the offer's name. */
function findOfferSubject(text: string, casing: 'capitalised' | 'lower case'): string | undefined {
  for (const [, before, gap, subject] of text.matchAll(OFFER_VERB)) {
    if (!isNameWord(subject) || DETERMINERS.test(before ?? '') || /^[A-Z]/.test(subject) !== (casing === 'capitalised')) continue;
    // The word before belongs to the name when both are capitalised ("Shule Desk") or, without
    // capitals, when the pair comes back later ("shule desk … shule desk").
    if (!before || gap !== ' ') return subject;
    const capitalisedPair = /^[A-Z]/.test(subject) && /^[A-Z]/.test(before) && !NAME_STOPWORDS.has(before);
    const spokenPair = /^[a-z]/.test(subject) && occurrences(text, `${before} ${subject}`) >= 2;
    return isNameWord(before) && (capitalisedPair || spokenPair) ? `${before} ${subject}` : subject;
  }
  return undefined;
}

// Words that follow "with", "at" or "we are" without naming anything: the rest of the language.
const COMMON_WORDS = new Set(
  `a an the this that these those our your their his her my its it us them him you me we they i one two three four five six seven eight nine ten
  every each all any some no not more most less least first last next same other own only just very really also now still then there here
  home school work night once low high cash money time day days week weeks month months year years hour hours minute minutes
  people customers farmers shops owners family families friends
  about after before from into over under up down out off on in at of for to by with and or but so because if when while as than
  is are was were be been being have has had do does did can could will would should may might must shall
  proud happy based looking raising growing planning going trying glad able sure ready new old small big local
  um uh uhm er erm like well okay ok yes`.split(/\s+/),
);
const STRONG_NAME_CUE = /^(?:called|named|we built|we've built|we created|we developed|founder of|co-founder of|ceo of|our company|work for|we are|we're)$/i;
const SPOKEN_NAME_CUE =
  /\b(called|named|we built|we've built|we created|we developed|founder of|co-founder of|ceo of|our company|work for|we are|we're|with|at|this is)\s+(?:(?:uh|um)\s+)?([a-z][\w'-]*)(?:\s+([a-z][\w'-]*))?/gi;
const NAME_FOLLOWER = /^(?:\s*,|\s+(?:we|is an?|an app)\b)/i;
const isNameWord = (word: string | undefined): word is string => !!word && word.length > 2 && !COMMON_WORDS.has(word.toLowerCase()) && !/ing$/i.test(word);
const occurrences = (text: string, phrase: string) => text.toLowerCase().split(phrase.toLowerCase()).length - 1;

/**
 * The product's name as a recogniser writes it, without capitals ("a company called uh fundi link",
 * "with bimapoa, a rider pays…"): the uncommon word or two after a cue that names an offer, kept
 * when the cue is strong, the name comes back later, or a comma, "we" or "is a" follows it.
 */
function findSpokenProductName(text: string): string | undefined {
  for (const match of text.matchAll(SPOKEN_NAME_CUE)) {
    const [whole, cue, first, second] = match;
    // Capitalised words were weighed above ("struggle with VAT" names no product).
    if (!isNameWord(first) || first !== first.toLowerCase()) continue;
    const pair = isNameWord(second) ? `${first} ${second}` : undefined;
    const name = pair && (occurrences(text, pair) >= 2 || occurrences(text, first) < 2) ? pair : first;
    const rest = text.slice((match.index ?? 0) + whole.indexOf(first) + name.length);
    if (STRONG_NAME_CUE.test(cue) || occurrences(text, name) >= 2 || NAME_FOLLOWER.test(rest)) return name;
  }
  return undefined;
}

const AUDIENCE =
  /\bfor ((?:[a-z]+ ){0,2}(?:owners|managers|teams|founders|businesses|restaurants|shops|stores|parents|students|teachers|doctors|clinics|companies|startups|freelancers|retailers|agencies|families|farmers|landlords|developers|marketers|salespeople|drivers|workers|nurses|patients|customers))\b/i;

export function findAudience(text: string): string | undefined {
  return text.match(AUDIENCE)?.[1].toLowerCase();
}
