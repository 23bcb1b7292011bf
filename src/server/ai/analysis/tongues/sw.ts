// Swahili as the rules read it: Kiswahili of Kenya and Tanzania, and the Sheng and Kiswahili–English
// mix sellers in Nairobi use ("customer wako", "tunadeliver", "ni affordable sana", "manze"). The
// markers come from how the language builds meaning: a verb carries its subject, tense and object
// ("tu-na-ku-letea", "ni-ku-wekee"), so most detectors read verb shapes, not words alone. Sentences
// come typed, or recognised (lower case, no punctuation, digits for numbers).

import { tidySentence } from '../text.ts';
import { swahiliLines } from './sw-lines.ts';
import type { FillerCount, Tongue } from './tongue.ts';
import { countLabelled, matchesAny, matchesOf, mostFrequentOf, removeAll, wordPattern } from './word-rules.ts';

const W = wordPattern;
const L = String.raw`\p{L}\p{N}`;

// ---------------------------------------------------------------------------------------------
// Delivery: fillers and hedges

// eeh, ee, eh, aah, ah, mmh, hmm: the sounds of a pause.
const HESITATION = String.raw`e+h+|e{2,}|a+h+|a{3,}|m{2,}h*|h+m{2,}`;
// A pause follows: punctuation, the end, or another filler ("unaona kwa hivyo eeh…" in recognised speech).
const PAUSE_AFTER = String.raw`(?=\s*[,.!?…]|\s*$|\s+(?:${HESITATION}|kwa hivyo|yaani|manze|aki)(?![${L}]))`;

// "Unajua ni mara ngapi…", "Je, unajua kwamba…" ask a question; "watu, unajua, wanakunywa…" fills a pause.
const KNOW_COMPLEMENT = String.raw`kwamba|ni|kama|nini|jinsi|mara|ya|kuhusu|wapi|lini|vipi|gani|ngapi|kuwa|bei|faida|tofauti|hii|hiyo|hilo|huyu|\d`;
const TAG_UNAJUA = String.raw`(?<!(?:je|kama|hu|ha)[,\s]+)unajua(?!\s+(?:${KNOW_COMPLEMENT})(?![${L}]))`;
const TAG_UNAONA = String.raw`(?<!(?:je|kama)[,\s]+)unaona${PAUSE_AFTER}`;

interface Rule {
  label: string;
  pattern: RegExp;
}

// Ambiguous words count only in their filler use: "yaani" not before the amount it restates
// ("yaani shilingi hamsini"), "kwa hivyo" only before a pause ("kwa hivyo hawana haraka" is
// "therefore"), "sasa" only opening a sentence before a pause (never "sasa hivi", "sasa tuna…").
const FILLER_RULES: Rule[] = [
  { label: 'eeh', pattern: W(HESITATION) },
  { label: 'yaani', pattern: W(String.raw`yaani(?!\s+(?:\d|shilingi|bob|tsh|ksh|sh)(?![${L}]))`) },
  { label: 'ati', pattern: W('ati') },
  { label: 'unajua', pattern: W(TAG_UNAJUA) },
  { label: 'unaona', pattern: W(TAG_UNAONA) },
  { label: 'si ndio', pattern: W('si ndiyo|si ndio|siyo ndiyo') },
  { label: 'sivyo', pattern: W(`sivyo${PAUSE_AFTER}`) },
  { label: 'kwa hivyo', pattern: W(`kwa hivyo${PAUSE_AFTER}|kwa hiyo(?=\\s*,)`) },
  { label: 'manze', pattern: W('manze|maze') },
  { label: 'aki', pattern: W('aki') },
  // "…mtaa, sasa, eeh": "sasa" between pauses, wherever the sentence was cut.
  // "…ndio sasa eeh tunadeliver…": in recognised speech the hesitation after it tells the filler.
  { label: 'sasa', pattern: new RegExp(String.raw`(?<=,\s*)sasa(?=\s*,)|(?<=[\s,]|^)sasa(?=\s+(?:${HESITATION})(?![${L}]))`, 'giu') },
];
const SASA_RULE = FILLER_RULES[FILLER_RULES.length - 1].pattern;

// Opening a sentence only: "Sasa, eeh, tunadeliver…", "Basi, …".
const OPENING_FILLER = new RegExp(String.raw`^[\s"'“]*(?:(?:${HESITATION}|manze|aki)[,\s]+)*(sasa|basi)(?=\s*,|\s+(?:${HESITATION})(?![${L}]))`, 'iu');

function countFillers(sentence: string, atSentenceStart: boolean): FillerCount {
  const counted = countLabelled(sentence, FILLER_RULES);
  const match = atSentenceStart ? OPENING_FILLER.exec(sentence) : null;
  if (!match) return counted;
  const opening = match[1].toLowerCase();
  // "Sasa eeh…" opening a sentence is also a "sasa" before a hesitation: count it once.
  const at = match.index + match[0].length - match[1].length;
  if (opening === 'sasa' && matchesOf(sentence, [SASA_RULE]).some((m) => m.at === at)) return counted;
  return { count: counted.count + 1, labels: [opening, ...counted.labels] };
}

// "kidogo" shrinks a claim ("itawasaidia kidogo"); "kidogo kidogo" (bit by bit) and "doo ni kidogo"
// (the money is little) say something.
const HEDGE_KIDOGO = String.raw`(?<!(?:ni|kidogo|pesa|doo|bei|muda|mshahara|mtaji|chakula|maji)\s)kidogo(?!\s+kidogo)`;
// "tunajaribu kutoa", "najaribu kuuza": trying is not doing.
const TRYING = String.raw`(?:tu|ni|wa|a|u|m)?(?:na|me|ta|li)?jaribu(?=\s+ku|\s*$)|kujaribu(?=\s+ku|\s*$)`;
const HEDGE_PATTERNS: RegExp[] = [
  W('labda'),
  W('(?:ni)?nadhani|tunadhani|(?:ni)?nafikiri|tunafikiri|nahisi|ninahisi'),
  W('pengine|huenda|yamkini'),
  W(HEDGE_KIDOGO),
  W('(?:ni)?natumaini|tunatumaini|mungu akipenda|inshallah'),
  W('sijui|hatujui'),
  W(TRYING),
  // "kama una nafasi", "ukipata muda": asking leave to speak shrinks the pitch.
  W('kama una(?:yo)? (?:nafasi|muda)|ukipata (?:nafasi|muda)'),
];
// The hedges that voice doubt: a hook with one of them makes nobody lean in.
const DOUBT = W(String.raw`labda|(?:ni)?nadhani|tunadhani|(?:ni)?nafikiri|tunafikiri|pengine|huenda|sijui|(?:ni)?natumaini|tunatumaini|${TRYING}`);

const countHedges = (sentence: string) => matchesOf(sentence, HEDGE_PATTERNS).length;

const hedgeWords = (text: string, max = 4) =>
  mostFrequentOf(
    matchesOf(text, HEDGE_PATTERNS).map((m) => m.said),
    max,
  );

const FILLER_START = new RegExp(
  String.raw`^[\s"'“]*(?:(?:${HESITATION}|yaani|ati|manze|maze|aki|kwa hivyo|${TAG_UNAJUA}|unaona)(?![${L}])|(?:sasa|basi)(?=\s*,|\s+(?:${HESITATION})(?![${L}])))`,
  'iu',
);

/** Fillers and hedges out; "tunajaribu kutoa" becomes "tunatoa", "tungeweza" becomes "tunaweza". */
function cleanSentence(sentence: string): string {
  let text = sentence.replace(OPENING_FILLER, '');
  text = text
    .replace(/\b(tu|ni|wa|a|u|m)(na|me|ta|li)jaribu\s+ku(\p{L}+)/giu, (_, subject: string, tense: string, verb: string) => `${subject}${tense}${verb}`)
    .replace(/\bnajaribu\s+ku(\p{L}+)/giu, 'na$1')
    .replace(/\btungeweza\b/gi, 'tunaweza')
    // "sisi ni, eeh, tunauza": a false start; the verb already says "we".
    .replace(/\b(sisi|mimi|wao) ni,?\s+(?=(?:(?:e+h+|a+h+)[,\s]+)*(?:tu|ni|wa)(?:na|me|li|ta)\p{L})/giu, '$1 ')
    .replace(/\b(?:(?:ni)?nadhani|tunadhani|(?:ni)?nafikiri|tunafikiri|(?:ni)?natumaini|tunatumaini)(?:\s+(?:kwamba|kuwa))?\b/giu, ' ');
  // "sasa eeh" goes before the hesitation that tells it is a filler.
  text = removeAll(text, [SASA_RULE, ...FILLER_RULES.map((r) => r.pattern), ...HEDGE_PATTERNS, W('hivi(?=\\s*[,.!?]|\\s*$)(?<=kama [^,.!?]{1,25}hivi)')]);
  return tidySentence(text);
}

const JOINT = String.raw`na|au|lakini|ila|kwa sababu|kwa hiyo|kwa hivyo|ambayo|ambao|ambaye|ambazo|ambacho|ili|kwamba|kuwa|halafu|kisha`;
const OPENS_ON_JOINT = new RegExp(String.raw`^[\s"'“]*(?:${JOINT})(?![${L}])`, 'iu');
const STOPS_ON_JOINT = new RegExp(String.raw`(?<![${L}])(?:${JOINT}|ya|wa|za|la|cha|vya|kwa|katika|kwenye|kama|hadi|mpaka)[\s.,!?…]*$`, 'iu');

function isFragment(line: string): boolean {
  const words = line.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  return words.length < 3 || OPENS_ON_JOINT.test(line) || STOPS_ON_JOINT.test(line);
}

/**
 * Swahili syllables are open: every vowel is a nucleus ("ku-u-za", "ma-ji-i"), and m or n before a
 * consonant is a syllable of its own ("m-tu", "n-chi", "ka-m-pu-ni"), except where it only colours
 * the next sound (mb, mv, nd, ng, nj, nz, ny: "nyu-mba" has two). Digits are said as long words.
 */
function swahiliSyllables(text: string): number {
  let total = 0;
  for (const word of text.toLowerCase().match(/[\p{L}']+/gu) ?? []) {
    const vowels = word.match(/[aeiouáéíóú]/g)?.length ?? 0;
    const nasals = word.match(/m(?=[^aeiouáéíóúbvwy'])|n(?=[^aeiouáéíóúdgjzy'])/g)?.length ?? 0;
    total += Math.max(1, vowels + nasals);
  }
  // "85" is "themanini na tano", "15,000" is "elfu kumi na tano": about three syllables a significant
  // digit and two for the "mia/elfu/laki" that its zeros say.
  for (const number of text.match(/\d[\d,.]*/g) ?? []) {
    const digits = number.replace(/\D/g, '');
    const significant = digits.replace(/0+$/, '');
    total += Math.min(10, Math.max(1, significant.length) * 3 + (significant.length < digits.length ? 2 : 0));
  }
  return total;
}

// "na" joins clauses when a finite verb follows ("na tunataka…"); "na pikipiki tatu" joins nouns.
const FINITE_VERB = String.raw`(?:tu|wa|ni|a|u|m|ki|vi|zi|li|ya|i|hu)(?:na|li|me|ta|ka|nge)\p{L}{2,}`;
const clauseJoiners = new RegExp(
  String.raw`(?<![${L}])(?:na(?=\s+(?:${FINITE_VERB}|pia|sasa|katika|baada|halafu)(?![${L}]))|halafu|kisha|ambayo|ambao|ambaye|ambazo|ambacho|ambavyo|ambalo|kwa sababu|kwa hiyo|kwa hivyo|lakini|ila|ili|kwamba|tena|juu)(?![${L}])`,
  'giu',
);

// ---------------------------------------------------------------------------------------------
// Structure

const NUMBER_WORDS = String.raw`mbili|tatu|nne|tano|sita|saba|nane|tisa|kumi|ishirini|thelathini|arobaini|hamsini|sitini|sabini|themanini|tisini|mia|elfu|laki|milioni|bilioni|nusu|robo|theluthi|asilimia|dazeni|mamia|maelfu|mamilioni|two|three|four|five|ten|twenty|fifty|hundred|thousand`;
const NUMBER = new RegExp(String.raw`\d|(?<![${L}])(?:${NUMBER_WORDS})(?![${L}])`, 'iu');
const hasNumber = (text: string) => NUMBER.test(text);

const DAYS = String.raw`jumatatu|jumanne|jumatano|alhamisi|ijumaa|jumamosi|jumapili|monday|tuesday|wednesday|thursday|friday|saturday|sunday`;
const MONTHS = String.raw`januari|februari|machi|aprili|mei|juni|julai|agosti|septemba|oktoba|novemba|desemba`;
const TIME = W(
  String.raw`${DAYS}|${MONTHS}|leo|kesho|keshokutwa|asubuhi|mchana|jioni|usiku|alfajiri|today|tomorrow|sasa hivi|saa (?:\d+|moja|mbili|tatu|nne|tano|sita|saba|nane|tisa|kumi)|tarehe \d+|(?:wiki|mwezi|mwaka|msimu|muhula) (?:huu|hii|ujao|ijayo)|this (?:week|month)|next week`,
);
const hasTime = (text: string) => matchesAny(text, [TIME]);

// Years in business are credentials, not a hook: "kwa miaka saba sasa", "tangu 2019".
const YEARS_IN_BUSINESS = /\b(?:kwa )?miaka \p{L}+(?: sasa)?|\btangu (?:mwaka )?(?:19|20)\d\d\b|\bmwaka (?:19|20)\d\d\b/giu;

const BOLD_CLAIM = W(
  String.raw`je|hebu fikiria|fikiria|wazia|ngapi|kiasi gani|nani|kwa nini|umewahi|hakuna mtu|kila (?:siku|wiki|mwezi|mwaka|asubuhi|jioni|usiku|msimu|muhula|saa)|pekee|wa kwanza|(?:bora|rahisi|nafuu|haraka) kuliko|namba moja|mamilioni|maelfu|imagine`,
);
const SPEAKER = W(String.raw`sisi|mimi|yetu|wetu|zetu|letu|chetu|vyetu|kwetu|yangu|wangu|langu|changu|(?:tu|ni)(?:na|me|li|ta)\p{L}{2,}|nauza|nina`);

const GREETING = new RegExp(
  String.raw`^[\s"'“]*(?:(?:habari|hujambo|hamjambo|jambo|mambo|salamu|shikamoo|karibuni|niaje|mabibi na mabwana|wapendwa|jina langu ni|naitwa|ninaitwa|hello|hi|good morning)(?![${L}])|sasa\s*[!.]?\s*$|sasa\s+(?:wasee|msee|bro|boss|mabeshte|wadau)(?![${L}]))`,
  'iu',
);
// "Mimi ni Juma": a name, told by its capital, or in recognised speech by standing alone; "mimi ni
// mkulima wa kahawa" says a trade (a class-1 noun: m-/mw-, or a trade word).
const NAME_GIVEN = new RegExp(
  String.raw`^[\s"'“]*[Mm]imi (?:ni|naitwa) (?:\p{Lu}|(?!(?:m|fundi|dereva|daktari|mama|baba|mke|mume)\p{Ll}*)\p{Ll}+\s*[,.!]?\s*$)`,
  'u',
);
const isGreeting = (sentence: string) => GREETING.test(sentence) || NAME_GIVEN.test(sentence);

const BIOGRAPHY = W(
  String.raw`jina langu|naitwa|ninaitwa|natoka|ninatoka|nilizaliwa|nimezaliwa|mzaliwa wa|nilikulia|naishi|ninaishi|nimeolewa|nimeoa|nina watoto|mama wa watoto|baba wa watoto|nilianza (?:kazi|biashara|kampuni|duka)|biashara yangu ilianza|nimekuwa nikifanya`,
);
const isBiography = (sentence: string) => matchesAny(sentence, [BIOGRAPHY]);

const RUDE = W(
  String.raw`hujui (?:kitu|chochote|lolote)|hamjui (?:kitu|chochote)|hamna akili|huna akili|mjinga|wajinga|ujinga|mpumbavu|wapumbavu|upumbavu|nyamaza|sikiliza vizuri|(?:unapoteza|mnapoteza) muda wangu|mafala|fala|mshamba|washamba|ni wazembe|mtajuta|utajuta|mnanihitaji|unanihitaji kuliko`,
);
const isRude = (sentence: string) => matchesAny(sentence, [RUDE]);

// The customer's pain: loss, rot, delay, shortage, theft, sickness, debt, middlemen; and the
// negative verbs that say what they cannot do ("hawawezi kulipa", "hawapati gari").
const PROBLEM = W(
  String.raw`tatizo|matatizo|shida|hasara|changamoto|\p{L}*potez\p{L}*|\p{L}*oza|\p{L}*ozwa|\p{L}*haribik\p{L}*|\p{L}*chelew\p{L}*|\p{L}*kosa|\p{L}*kos(?:i|ekana|efu)|ukosefu|foleni|ghali|gharama kubwa|bei (?:ya )?juu|bei (?:inapanda|imepanda|inaongezeka)|\p{L}*shindw\p{L}*|\p{L}*ugua|magonjwa (?:ya|yanayo)\p{L}*|ugonjwa wa|\p{L}*kufa|wanakufa|vifo|wizi|\p{L}*ibiwa|ajali|ukame|madalali|dalali|middlem[ae]n|\p{L}*ishiwa|\p{L}*kwisha muda|zimekwisha|bandia|feki|mbovu|\p{L}*chanik\p{L}*|\p{L}*rudishwa nyumbani|\p{L}*katika(?=\s+(?:kila|jioni|usiku|mara))|stima (?:inakatika|inayokatika|ikikatika)|giza|\p{L}*lalamik\p{L}*|usumbufu|\p{L}*hangaik\p{L}*|\p{L}*teseka|madeni|deni|riba (?:kubwa|ya juu)|shylocks?|upungufu|\p{L}*pungukiwa|\p{L}*vuja|hawawezi|huwezi|hawezi|hawapati|hupati|hapati|hawana|huna|hana|hakuna (?!paperwork|malipo|haja)|bila (?:kazi|pesa|barafu|umeme|stima|maji|dhamana)|hasara|loss(?:es)?|stress|late|expensive|problem|haimfit|haifit|vibaya|mabaya|\p{L}*rudisha(?= \p{L}+ kwa sababu)|\p{L}*subiri|wanakula faida|expire\p{L}*`,
);
// A result the offer brought is not a pain: "wamepunguza hasara kwa nusu", "hasara yao imeshuka".
const RESULT_CLAUSE = W(
  String.raw`\p{L}*(?:punguz|shush)\p{L}* (?:\p{L}+ )?(?:hasara|gharama|upotevu)\p{L}*|hasara (?:\p{L}+ )?(?:imeshuka|imepungua|ilishuka|ilipungua)|bila (?:malipo|paperwork)`,
);
const isProblem = (sentence: string) => matchesAny(sentence.replace(RESULT_CLAUSE, ' '), [PROBLEM]);

// What the seller does for the buyer, as a verb with its subject ("tunatengeneza", "inawakopesha",
// "nakuletea", "huuza", "tumeunda") or a name said to be a thing ("Jua Letu ni taa ya sola").
const OFFER_STEMS = String.raw`uza|let\p{L}*|tengenez\p{L}*|toa|sambaz\p{L}*|deliver\p{L}*|kopesh\p{L}*|shon\p{L}*|chukua|safirish\p{L}*|unganish\p{L}*|install\p{L}*|rekebish\p{L}*|pim\p{L}*|fundish\p{L}*|saidi\p{L}*|onyesh\p{L}*|ambia|hifadhi|tum\p{L}*|kinga|lind\p{L}*|safish\p{L}*|fua|pik\p{L}*|ok\p{L}*|jeng\p{L}*|chimb\p{L}*|unda|zalisha|fikish\p{L}*|hudumi\p{L}*|ord\p{L}*|weka|wash\p{L}*|pozesha|poza|fanya (?:kazi ya|usafi)`;
const OFFER_VERB = new RegExp(
  String.raw`(?<![${L}])(?:(?:tu|ni|i|ki|zi|li|ya|u|a|hu)(?:na|me|ta|li)?(?:yo|o|zo|cho|lo|vyo)?|na|hu|ku)(?:ku|wa|ki|m|zi|ya|ji|i|li|u|tu)?(?:${OFFER_STEMS})(?![${L}])`,
  'iu',
);
const IS_A_THING = W(
  String.raw`(?:ni|ni kama) (?:an? )?(?:programu|app|huduma|kampuni|taa|mashine|bima|insurance|mfumo|kifaa|tangi|jukwaa|platform|mkopo|package|mpango|chakula|dawa|mbolea|system|software|service)|sisi ni (?:kampuni|biashara|kikundi|chama|duka|wauzaji|watengenezaji|mafundi|wasambazaji)|tuna(?:uza|toa|leta) (?:huduma|bidhaa)|inayolipa|inalipa (?:hospitali|bili|karo|gharama)|tumeunda|tumeanzisha|tumetengeneza`,
);
const isSolution = (sentence: string) => OFFER_VERB.test(sentence) || matchesAny(sentence, [IS_A_THING]);

// Who already buys or uses, counted: "maduka 85 yanaitumia", "wakulima 1,100 walikopa kwetu".
const BUYERS = String.raw`wateja|mteja|customers?|clients?|wakulima|wafugaji|wavuvi|maduka|duka|shule|hoteli|riders|madereva|wanafunzi|wazazi|familia|nyumba|vikundi|ma-?kiosk|ma-?dealer|dealers|wauzaji|mama mboga|akina mama|kampuni|makampuni|vibanda|wenye maduka|hospitali|kliniki|makanisa|salon|saluni|wagonjwa|users|watumiaji`;
const TRACTION = W(
  String.raw`${BUYERS}|mauzo|mapato|faida|kipato|safari|claims|mizigo|oda|orders?|\p{L}*tumi\p{L}*|\p{L}*nunu\p{L}*|\p{L}*kopa|\p{L}*lip(?:a|wa)|\p{L}*(?:panda|ongez)\p{L}*|\p{L}*punguz\p{L}*|imeshuka|\p{L}*okoa|uzito|mavuno`,
);
const PERCENT = W(String.raw`asilimia \p{L}+|\d+(?:[.,]\d+)?\s?%|\d+\s?(?:percent|times)|mara (?:mbili|tatu|nne|tano)`);
// Forms that report what happened: "wanaitumia", "wananunua kwetu", "tumelipia", "wako na cover yetu".
// A positive finite verb ("wa-na-tumia", "ya-na-i-tumia", "wa-li-kopa"): "hawawezi kulipa" buys nothing.
const USED_OR_BOUGHT = W(
  String.raw`(?:wa|ya|zi|a|tu|i|vi|li|ma)(?:na|me|li|ta|ka)?(?:ki|m|i|ya|zi|tu|wa|ku)?(?:tumia|nunua|agiza|kopa|lipa|lipia|unganisha|hudumia|pata kazi)\p{L}*|wako na (?:cover|bima)|\p{L}*(?:fanya|fanyia) kazi nasi`,
);
// "mitungi ya lita ishirini", "gunia la kilo 70": a quantity sold, not a count of buyers.
const QUANTITY = W(String.raw`(?:lita|kilo|kg|gramu|tani|mita) (?:\d[\d,.]*|(?:${NUMBER_WORDS})\p{L}*)|\d[\d,.]*\s?(?:lita|kilo|kg|gramu|tani)`);
const MANY = W(String.raw`wengi|zaidi ya|mamia|maelfu|tayari|kila (?:wiki|mwezi|siku)`);
const SOCIAL_PROOF = W(String.raw`tuzo|award|tumetambuliwa|tunaaminiwa na|tunafanya kazi na (?:benki|serikali|kampuni)`);
// "asilimia thelathini chini ya…", "nafuu kuliko…": a price compared, not a result.
const COMPARISON = W(String.raw`asilimia \p{L}+ chini ya|(?:nafuu|bora|rahisi) kuliko`);
// "ndani ya dakika mbili", "kwa siku saba": how fast the offer works, not a count of its buyers.
const DURATION = W(
  String.raw`(?:ndani ya |kwa |baada ya |kila )?(?:dakika|saa|siku|wiki|miezi|mwezi|miaka|mwaka|masaa) (?:\d+|mbili|tatu|nne|tano|sita|saba|nane|tisa|kumi|moja|ishirini|thelathini)`,
);

function isProof(sentence: string): boolean {
  // A price, a duration or a year is not a count of buyers: "kila customer … shilingi 500 kwa mwezi".
  const claim = sentence.replace(COMPARISON, ' ').replace(DURATION, ' ').replace(YEARS_IN_BUSINESS, ' ').replace(PRICE, ' ').replace(QUANTITY, ' ');
  const counted = hasNumber(claim) && matchesAny(claim, [TRACTION]);
  const buyers = new RegExp(`(?<![${L}])(?:${BUYERS})(?![${L}])`, 'iu').test(claim) && matchesAny(claim, [USED_OR_BOUGHT]);
  return (
    counted ||
    (buyers && (hasNumber(claim) || matchesAny(claim, [MANY]))) ||
    (matchesAny(claim, [PERCENT]) && isOwnClaim(claim)) ||
    matchesAny(sentence, [SOCIAL_PROOF])
  );
}

// The speaker's own: a "we" or "I" verb, "yetu/kwetu", "tayari", a before-and-after.
const OWN = W(
  String.raw`(?:tu|ni)(?:na|me|li|ta|ka)\p{L}{2,}|tuna|nina|yetu|wetu|zetu|letu|chetu|vyetu|kwetu|kwangu|nasi|nami|tayari|\p{L}+(?:itumia|yatumia)|kutoka asilimia \p{L}+ hadi|kutoka \d+ hadi \d+`,
);
function isOwnClaim(sentence: string): boolean {
  return matchesAny(sentence, [OWN]);
}

// A request anywhere: "naomba…", "nikuwekee…", "tukutane…", "tunatafuta wawekezaji", "tunatafuta shilingi milioni tano".
// The first-person subjunctive with or without an object ("ni-ku-letee", "tu-anze", "ni-je") is how
// Swahili offers to do something for the listener.
const SUBJUNCTIVE_OFFER = String.raw`(?:ni|tu)(?:ku|wa|m|ki|zi)?\p{L}{1,12}e(?:e)?`;
const STRONG_ASK = W(
  String.raw`naomba|tunaomba|ninaomba|tafadhali|nikuandikishe|nikusajili|tukutane|tuonane|tupange|tuanze|nianze|nije|tuje|nikuwekee|nikuletee|nikuonyeshe|nikuinstallie|nikusetupie|nikutumie|tunatafuta (?:wawekezaji|uwekezaji|mwekezaji|investors?)|(?:tu|ni)natafuta (?:(?:shilingi|dola|ksh|tsh|kes|\$)\s?(?:\d[\d,.]*|(?:${NUMBER_WORDS})\p{L}*)|\d[\d,.]*\s?(?:shilingi|dola|ksh|tsh|kes|dollars?))|jiunge|jisajili|(?:sign|register) (?:up|now)`,
);
const STRONG_SUBJUNCTIVE = new RegExp(String.raw`(?<![${L}])(?:${SUBJUNCTIVE_OFFER})(?=\s*\?)`, 'iu');
const STRONG_ASK_START = new RegExp(String.raw`^[\s"'“]*(?:${SUBJUNCTIVE_OFFER})(?![${L}])`, 'iu');
// …and forms that only ask near the end: a closing question, an instruction, "karibu ununue".
const CLOSING_ASK = W(
  String.raw`karibu(?:ni)?(?: \p{L}+)?|piga simu|nipigie|tupigie|tuma (?:order|oda|ujumbe|sms|pesa|namba)|njoo|njooni|tembelea|agiza|nunua|pakua|download|wasiliana|tuwasiliane|nijulishe|mnijulishe|kama una nia|kama unahitaji|kama mko interested|ukitaka|ukipenda|tunaweza ku\p{L}+|tungeweza ku\p{L}+|ungependa|mngependa|order leo|order sasa|whatsapp (?:me|us)|call me|tuongee|niletee|tutumie|\p{L}*kupigia|(?:ni|tu)taku\p{L}{3,}`,
);
const IMPERATIVE = new RegExp(
  String.raw`^[\s"'“]*(?:(?:kwa hivyo|basi|sasa|haya|na|hebu|ebu)[,\s]+)*(?:tuma|piga|njoo|tembelea|agiza|nunua|jaribu|lipa|chukua|pakua|jiunge|jisajili|ingia|fika|karibu)(?![${L}])`,
  'iu',
);

function isAsk(sentence: string, nearEnd: boolean): boolean {
  if (matchesAny(sentence, [STRONG_ASK]) || STRONG_SUBJUNCTIVE.test(sentence) || STRONG_ASK_START.test(sentence)) return true;
  return nearEnd && (matchesAny(sentence, [CLOSING_ASK]) || IMPERATIVE.test(sentence) || IMPERATIVE_ANYWHERE.test(sentence));
}
// In recognised speech an instruction may start mid-chunk: "…kila wiki tuma order kwa whatsapp leo".
const IMPERATIVE_ANYWHERE = W(String.raw`tuma (?:order|oda|ujumbe|sms)|piga simu|njoo (?:dukani|ofisini|sokoni|uone)|tembelea (?:duka|ofisi|tovuti)`);

const VAGUE_ASK = W(
  String.raw`wakati wowote|siku (?:moja|yoyote|nyingine)|kama una nia|kama mko interested|kama uko interested|ukipenda|nijulishe|mnijulishe|tuwasiliane|tutawasiliana|baadaye|any ?time|msaada wenu|support yenu|support yako|mtuunge mkono`,
);
const SPECIFIC = new RegExp(String.raw`${NUMBER.source}|${TIME.source}|(?<![${L}])dakika(?![${L}])`, 'iu');
/**
 * The request from its cue to the end: a chunk of recognised speech may hold "…wakulima kama 200 hivi
 * sijui labda tungeweza kuongea", whose number belongs to the proof, not to the ask.
 */
function requestPart(sentence: string): string {
  const starts = [STRONG_ASK, CLOSING_ASK, IMPERATIVE_ANYWHERE, W('tungeweza|tunaweza|labda')]
    .map((pattern) => matchesOf(sentence, [pattern])[0]?.at)
    .filter((at): at is number => at !== undefined);
  return starts.length > 0 ? sentence.slice(Math.min(...starts)) : sentence;
}

const isSpecificAsk = (sentence: string) => SPECIFIC.test(requestPart(sentence)) && !matchesAny(sentence, [VAGUE_ASK]);

const PRICE = W(
  String.raw`(?:ksh|kes|tsh|tzs|ush|sh)\.?\s?\d[\d,.]*|\d[\d,.]*\s?(?:\/=|shilingi|bob|ksh|tsh|kes)|(?:shilingi|bob|bei (?:yake )?ni|gharama (?:yake )?ni|inagharimu|unalipa|kwa bei ya) (?:\d[\d,.]*|(?:${NUMBER_WORDS})\p{L}*)`,
);
const isPrice = (sentence: string) => matchesAny(sentence, [PRICE]);

const TAG_QUESTION = W(String.raw`(?:si ndiyo|si ndio|sivyo|siyo|unaona|unajua|sawa|ama)\s*\?`);

function isHook(sentence: string, isFirst: boolean): boolean {
  const words = sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  if (words > 30 || matchesAny(sentence, [DOUBT]) || isRude(sentence) || isBiography(sentence) || isGreeting(sentence)) return false;
  if (FILLER_START.test(sentence) && !sentence.includes('?')) return false;
  // "…watoto wanaugua, si ndio?": a tag asks nothing.
  const claim = sentence.replace(YEARS_IN_BUSINESS, ' ').replace(TAG_QUESTION, '.');
  // A price alone ("mikate shilingi hamsini") is a price tag, not a reason to listen.
  const numberHook = hasNumber(claim) && !(isPrice(claim) && !isProblem(claim));
  if (claim.includes('?') || numberHook || matchesAny(claim, [BOLD_CLAIM])) return true;
  return isFirst && words <= 20 && isProblem(sentence) && !matchesAny(sentence, [SPEAKER]);
}

// ---------------------------------------------------------------------------------------------
// The product's name

const NAME_STOPWORDS = new Set(
  `je naomba kila sisi mimi tayari ni kwa na habari karibu tunaamini tumeunda gharama unalipa wamiliki wakulima wafugaji wavuvi wageni
  madereva wazazi mwaka leo kesho m-pesa mpesa whatsapp tsh ksh sh mungu kama sasa basi yaani eeh manze aki nikuinstallie nikuandikishe
  ${DAYS.replace(/\|/g, ' ')} ${MONTHS.replace(/\|/g, ' ')} app simu`
    .split(/\s+/)
    .filter(Boolean),
);
// Towns and markets a name could be mistaken for when said twice.
const PLACES = new Set(
  `nairobi mombasa kisumu nakuru eldoret thika kiambu kayole umoja kibera eastlands gikomba kariobangi kasarani ruiru embakasi kawangware
  dar salaam arusha mwanza dodoma moshi tanga mbeya zanzibar kariakoo temeke kinondoni ilala kampala goma bukavu kigali kenya tanzania
  uganda kilifi shimoni kitale kakamega uasin gishu murang'a ilemela magu kilimanjaro`
    .split(/\s+/)
    .filter(Boolean),
);
const NAME_CUE =
  /(?<![\p{L}])(?:inaitwa|zinaitwa|inaitwa kwa jina la|tunaiita|jina lake ni|kwa jina la|called|named)\s+([\p{L}\d][\p{L}\d'-]*)(?:\s+([\p{L}][\p{L}'-]*))?/iu;
// "Tunajaribu", "Wanauza": a verb opening a sentence, not a name.
const VERB_FORM = /^(?:tu|ni|wa|a|u|i|ki|vi|zi|li|ya|hu)(?:na|li|me|ta|ka|nge)\p{L}{3,}$/iu;
const CAMEL_CASE = /^\p{Lu}\p{Ll}+\p{Lu}[\p{L}\d]*$/u;
// "Jua Letu ni taa…", "Samaki Feed inatengeneza…", "Fundi Bora tunashona…": the subject of the offer.
const OFFER_SUBJECT = new RegExp(
  String.raw`(?:^|[.!?,]\s+|\s)(\p{Lu}[\p{L}\d'-]+(?:\s+\p{Lu}[\p{L}\d'-]+)?)\s+(?:ni (?:an? )?(?:programu|app|huduma|taa|mashine|bima|insurance|mfumo|kifaa|tangi|mkopo|chakula|platform|system|software|service)|${OFFER_VERB.source.replace(/^\(\?<!\[[^\]]+\]\)/, '')})`,
  'gu',
);
const isNameWord = (word: string | undefined): word is string =>
  !!word && word.length > 2 && !NAME_STOPWORDS.has(word.toLowerCase()) && !PLACES.has(word.toLowerCase());

function findProductName(sentences: string[]): string | undefined {
  const text = sentences.join(' ');
  const cued = NAME_CUE.exec(text);
  if (cued && isNameWord(cued[1])) {
    // The second word belongs to the name when capitalised like the first ("Safi Laundry") or said again with it.
    const pair = cued[2] && /^\p{Lu}/u.test(cued[1]) && /^\p{Lu}/u.test(cued[2]) && isNameWord(cued[2]) ? `${cued[1]} ${cued[2]}` : undefined;
    return pair ?? cued[1];
  }
  for (const match of text.matchAll(OFFER_SUBJECT)) {
    const name = match[1];
    const parts = name.split(/\s+/);
    if (!parts.every((part) => isNameWord(part) && !VERB_FORM.test(part))) continue;
    // A capitalised word opening a sentence is a name only when CamelCase or said again.
    const opensSentence = /^(?:$|[.!?])/.test(match[0].trimStart().slice(0, 0) || text.slice(0, match.index).trimEnd().slice(-1));
    if (parts.length === 1 && opensSentence && !CAMEL_CASE.test(name) && text.split(name).length - 1 < 2) continue;
    return name;
  }
  const counts = new Map<string, number>();
  for (const sentence of sentences) {
    sentence.split(/\s+/).forEach((raw, i) => {
      const token = raw.replace(/[^\p{L}\d'-]/gu, '');
      const capitalised = i === 0 ? CAMEL_CASE.test(token) : /^\p{Lu}/u.test(token);
      if (capitalised && isNameWord(token)) counts.set(token, (counts.get(token) ?? 0) + 1);
    });
  }
  const camel = [...counts.keys()].find((token) => CAMEL_CASE.test(token));
  const repeated = [...counts.entries()].sort((a, b) => b[1] - a[1]).find(([, n]) => n >= 2)?.[0];
  return camel ?? repeated ?? spokenOfferSubject(text);
}

// Without capitals: "bodacare ni insurance ya…", said as the subject of a definition and again later.
function spokenOfferSubject(text: string): string | undefined {
  const lower = text.toLowerCase();
  const match =
    /(?:^|\s)([a-z][a-z'-]{2,})(?:\s+([a-z][a-z'-]{2,}))?\s+ni (?:an? )?(?:programu|app|huduma|taa|mashine|bima|insurance|mfumo|kifaa|mkopo|platform|system|software|service)\b/.exec(
      lower,
    );
  if (!match) return undefined;
  const [, first, second] = match;
  const said = (phrase: string) => lower.split(phrase).length - 1;
  if (second && isNameWord(second) && isNameWord(first) && said(`${first} ${second}`) >= 2) return `${first} ${second}`;
  const last = second ?? first;
  return isNameWord(last) && said(last) >= 2 ? last : undefined;
}

// ---------------------------------------------------------------------------------------------
// Recognised speech: a chunk cut by length may hold the end of one part and the start of the next.

/** Where a request starts inside a chunk: "…yamepanda kwa asilimia thelathini | naomba nikuwekee…". */
const ASK_START = new RegExp(
  String.raw`(?<![${L}])(?:naomba|tunaomba|ninaomba|tafadhali|(?:ni|tu)(?:ku|wa|m)\p{L}{2,12}e|tukutane|tuonane|tupange|tuanze|nianze|nije|tuje|tuma (?:order|oda)|karibu (?:ununue|dukani|ofisini)|(?:tu|ni)natafuta(?= (?:shilingi|dola|ksh|tsh|kes|wawekezaji|\d)))(?![${L}])`,
  'iu',
);
function beforeAsk(sentence: string): string {
  const at = sentence.search(ASK_START);
  return at > 0 ? sentence.slice(0, at).trim() : at === 0 ? '' : sentence;
}
function askPart(sentence: string): string {
  const at = sentence.search(ASK_START);
  return at > 0 ? sentence.slice(at) : sentence;
}

// Where a result starts: "…ndani ya saa moja | tangu mwaka jana tumeunganisha safari 1200".
const PROOF_START = W(
  String.raw`tuna (?:${BUYERS})|tuko na (?:${BUYERS})|tangu mwaka (?:jana|\d+)|mwaka (?:jana|huu)|mwezi uliopita|msimu uliopita|hadi sasa|tayari|(?:tu|ni)(?:me|li)(?:uza|unganisha|lipa|lipia|hudumia|fikisha|tengeneza|sambaza|deliver|funga|install)\p{L}*`,
);
function proofPart(sentence: string): string {
  const at = matchesOf(sentence, [PROOF_START])[0]?.at;
  if (at === undefined || at === 0) return sentence;
  const part = sentence.slice(at);
  return isProof(part) ? part : sentence;
}

// "Tufanye hivyo?", "Sawa?", "Unasemaje?": a closing question whose content is the sentence before.
const BACK_REFERENCE =
  /^\W*(?:(?:je|basi|sasa|haya),?\s+)?(?:tufanye hivyo|tuanze basi|sawa|ni sawa|tukubaliane|tumekubaliana|unasemaje|mnasemaje|uko tayari|mko tayari|inafaa|deal|tuko pamoja)\W*$/i;

/** "DukaSmart inakuambia…", "BodaCare ni insurance…": the named offer doing its work. */
function namesOffer(sentence: string, productName: string): boolean {
  const name = productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    String.raw`(?<![${L}])${name}\s+(?:ni (?:an? )?(?:programu|app|huduma|taa|mashine|bima|insurance|mfumo|kifaa|mkopo|chakula)|${OFFER_VERB.source.replace(/^\(\?<!\[[^\]]+\]\)/, '')})`,
    'iu',
  ).test(sentence);
}

// Where recognised speech starts a new sentence it did not mark: the product's name, a
// self-introduction, "sisi/tayari/je", or a new subject with its verb ("…kila mwezi | wamiliki wa
// maduka…", "…ufukweni | samaki wakioza…") that does not follow a joint ("juu customer amekuja").
const NEW_SUBJECT = String.raw`wamiliki|wenye|mwenye|wakulima|mkulima|wafugaji|wavuvi|madereva|dereva|wazazi|wateja|mteja|customer|ma kiosk|ma tailor|dalali|madalali|samaki|chakula|sare|hoteli|maduka|mgeni|wageni|watoto|benki`;
const NEW_SENTENCE = new RegExp(
  String.raw`(?<![${L}])(?:jina langu|naitwa|mimi ni|sisi|tayari|je(?! [a-z]+ni)|(?<!(?:juu|sababu|na|kwamba|ambao|ambaye|kama|wakati|ili|lakini|kwa|wa|ya|za|la|cha|kuliko)\s)(?:${NEW_SUBJECT})(?=\s+(?:wa|ya|za|wengi|wako|wetu|wao|wake|hicho|hiki|hiyo|hao|(?:wa|a|ya|i|zi|ki|u|li)(?:na|li|me|ta|ki|ka)\p{L}{2,})(?![${L}])))(?![${L}])`,
  'giu',
);
function openingQuote(text: string, productName?: string): string {
  const wordsBefore = (at: number) => text.slice(0, at).split(/\s+/).filter(Boolean).length;
  const starts = matchesOf(text, [NEW_SENTENCE, ...(productName ? [W(productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))] : [])])
    .map((m) => m.at)
    .filter((at) => wordsBefore(at) >= 8 || (wordsBefore(at) >= 6 && productName !== undefined && text.startsWith(productName, at)));
  return starts.length > 0 ? text.slice(0, Math.min(...starts)).trim() : text;
}

// A long sentence cut at its own joints. A Swahili verb carries its subject, so "…na tunataka kufikia"
// cut before "na" is a whole sentence: "Tunataka kufikia…".
const SPLIT_AT = new RegExp(
  String.raw`,?\s+(?:na\s+(?=(?:${FINITE_VERB}|pia|sasa|katika|baada|tangu)(?![${L}]))|halafu\s+|kisha\s+|(?=kwa (?:hiyo|hivyo)\s)|(?=lakini\s))`,
  'giu',
);
function splitRewrite(sentence: string, maxWords: number): string | undefined {
  const cleaned = cleanSentence(sentence).replace(/[.!?]$/, '');
  const parts = cleaned
    .split(SPLIT_AT)
    .map((part) => part.trim())
    .filter(Boolean);
  // A chunk of recognised speech may end mid-phrase ("…na katika miaka"): its tail is no sentence.
  const tail = parts[parts.length - 1] ?? '';
  if (parts.length > 1 && (isFragment(tail) || tail.split(/\s+/).length < 4)) parts.pop();
  if (parts.length < 2) return undefined;
  let result = '';
  for (const part of parts.map((p) => tidySentence(p))) {
    if (result && (result + ' ' + part).split(/\s+/).length > maxWords) break;
    result = result ? `${result} ${part}` : part;
  }
  return result;
}

export const SWAHILI: Tongue = {
  language: 'sw',
  countFillers,
  countHedges,
  hedgeWords,
  startsWithFiller: (sentence) => FILLER_START.test(sentence),
  cleanSentence,
  isFragment,
  countSyllables: swahiliSyllables,
  clauseJoiners,
  isHook,
  hookStart: /^(?:je|fikiria|hebu|wazia|umewahi|unajua|ngapi|nani|kama|imagine)$/i,
  isGreeting,
  isBiography,
  isRude,
  isProblem,
  isSolution,
  isProof,
  isOwnClaim,
  isAsk,
  isSpecificAsk,
  isPrice,
  hasNumber,
  hasTime,
  findProductName,
  lines: swahiliLines,
  beforeAsk,
  requestOf: requestPart,
  askPart,
  proofPart,
  isBackReference: (sentence) => BACK_REFERENCE.test(sentence),
  withoutResults: (sentence) => sentence.replace(RESULT_CLAUSE, ' '),
  namesOffer,
  openingQuote,
  splitRewrite,
  // A Swahili verb carries its subject ("tunauza"): only an infinitive ("kuuza…") has lost it.
  startsOnVerb: (line) => /^\W*ku\p{L}{3,}/iu.test(line),
  hasSubjectStart: (line) => !OPENS_ON_JOINT.test(line),
};
