// How a French pitch is said: fillers, softeners, syllables. Written from how sellers in Dakar,
// Abidjan, Douala, Kinshasa or Paris talk, not from an English list: "euh" and "du coup" are
// fillers wherever they fall, but "bon", "quoi", "voilà", "genre" and "en gros" are words too
// ("un bon prix", "vous dit quoi commander", "voilà le produit", "ce genre de", "vendre en gros"),
// so they count only where a coach hears a tic.

import { tidySentence } from '../text.ts';
import type { FillerCount } from './tongue.ts';
import { countLabelled, matchesOf, mostFrequentOf, removeAll, vowelGroupSyllables, wordPattern as strictWordPattern } from './word-rules.ts';

// A recogniser writes "peut-être" as "peut être": a hyphen between letters matches a space too.
const wordPattern = (core: string) => strictWordPattern(core.replace(/(?<=\p{L})-(?=\p{L})/gu, '[- ]'));

/** Typed apostrophes (’) as the rules expect them ('). */
export const straightQuotes = (text: string) => text.replace(/[\u2018\u2019\u02BC]/g, "'");

const HESITATION = String.raw`e+u+h+|h+e+u+h*|hu+m+|hm{2,}|m{3,}|mh+`;
// Pronouns and small words a clause restarts on after a tic ("…le téléphone quoi les mamans…").
const CLAUSE_RESTART = String.raw`(?:et|donc|mais|alors|euh|voilà|hein|bon|ben|bah|du coup|en fait|parce que|nous|on|je|j'|les|moi|vous|il|ils|elle|elles|c'est|ça)`;
// "quoi" said as a tag at the end of a clause; not "vous dit quoi faire", "c'est quoi", "de quoi".
const QUOI_TAG = String.raw`(?<!(?:c'est|de|d'|à|pour|sur|en|par|avec|sans|sais|savez|sait|dit|dire|dis|disent|fait|faire|importe|ou|quoi|voir|voit|vois|est-ce|reste|comprendre|penser|pense|demande|savoir)\s)quoi(?=\s*[,.!;…]|\s*$|\s+${CLAUSE_RESTART}(?![\p{L}'-]))`;
// "voilà" as a full stop of the voice ("…90 groupes, voilà, et…"); "voilà le produit", "voilà pourquoi" are content.
const VOILA_TIC = String.raw`voilà(?=\s*[,.!;…]|\s*$|\s+(?:euh|donc|quoi|alors|et|bon|hein|ben|bah|voilà|on|nous|je|j'|du coup|en fait|c'est tout)(?![\p{L}'-]))`;
// "genre, 200 commerçantes": not "ce genre de", "un genre", "le genre humain".
const GENRE_TIC = String.raw`(?<!(?:un|le|ce|quel|quelle|mon|son|ton|du|de|même|nouveau|autre|bon|mauvais|leur|notre|votre|tout|en|quelque)\s)genre(?!\s+(?:de|d'|humain)(?![\p{L}]))`;
// "en gros, on…" sums up; "on importe en gros", "vente en gros", "prix de gros" is wholesale.
const EN_GROS_TIC = String.raw`(?<!(?:vend\p{L}*|ach[eè]t\p{L}*|import\p{L}*|command\p{L}*|prix|commerce|marchands?|ventes?|achats?|acheteurs?|livr\p{L}*|distribu\p{L}*|grossistes?|détail|et)\s)en gros(?=\s*,|\s+(?:c'est|on|nous|je|j'|il|ils|elle|elles|vous|ça|euh)(?![\p{L}'-]))`;
const VOUS_VOYEZ = String.raw`(?:tu vois|vous voyez)(?=\s*[,.!;…]|\s*$|\s+(?:euh|quoi|hein|bon|là|donc|et|mais|on|nous|je|j'|il|ils|elle|elles|c'est)(?![\p{L}'-]))`;
const VOUS_SAVEZ = String.raw`(?:tu sais|vous savez)(?=\s*[,.!;…]|\s*$|\s+(?:euh|quoi|hein|bon|donc|on|nous|je|j')(?![\p{L}'-]))`;

interface Rule {
  label: string;
  pattern: RegExp;
}

const FILLER_RULES: Rule[] = [
  { label: 'euh', pattern: wordPattern(String.raw`e+u+h+|h+e+u+h*`) },
  { label: 'hum', pattern: wordPattern(String.raw`hu+m+|hm{2,}|m{3,}|mh+`) },
  { label: 'bah', pattern: wordPattern('ba+h+') },
  { label: 'ben', pattern: wordPattern('(?:eh )?be+n+') },
  { label: 'hein', pattern: wordPattern('hein') },
  { label: 'quoi', pattern: wordPattern(QUOI_TAG) },
  { label: 'voilà', pattern: wordPattern(VOILA_TIC) },
  { label: 'genre', pattern: wordPattern(GENRE_TIC) },
  { label: 'en fait', pattern: wordPattern('en fait') },
  { label: 'du coup', pattern: wordPattern(String.raw`du coup(?!\s+(?:de|d')(?![\p{L}]))`) },
  { label: 'tu vois', pattern: wordPattern(VOUS_VOYEZ.replace('(?:tu vois|vous voyez)', 'tu vois')) },
  { label: 'vous voyez', pattern: wordPattern(VOUS_VOYEZ.replace('(?:tu vois|vous voyez)', 'vous voyez')) },
  { label: 'vous savez', pattern: wordPattern(VOUS_SAVEZ) },
  { label: 'en gros', pattern: wordPattern(EN_GROS_TIC) },
  { label: 'disons', pattern: wordPattern(String.raw`disons(?!\s+(?:que|qu')(?![\p{L}]))`) },
  { label: 'je veux dire', pattern: wordPattern(String.raw`je veux dire(?!\s+(?:que|qu'|par)(?![\p{L}]))`) },
  { label: 'comment dire', pattern: wordPattern(String.raw`comment (?:dire|dirais-je)`) },
  // "…et, bon, on a…": "bon" between commas is a breath, never "un bon prix".
  { label: 'bon', pattern: wordPattern(String.raw`(?<=[,;]\s*)bon(?=\s*,)`) },
];

// "Bon, alors…", "Euh, bon, on a…", "bon c'est simple": "bon" opening a sentence, said before a
// pause or a new clause, never before a noun ("Bon appétit", "bon prix").
const OPENING_BON = new RegExp(
  String.raw`^(?:\W*(?:${HESITATION}|ben|bah|alors|et|mais|donc|oui|ok|ah)(?![\p{L}'-])[\s,]*)*\W*bon(?=\s*[,.!…]|\s+(?:alors|ben|bah|euh|donc|voilà|écoutez|bref|ok|d'accord|eh|je|j'|on|nous|c'est|ça|là|moi|ben)(?![\p{L}'-]))`,
  'iu',
);

/** Fillers in one sentence; `atSentenceStart` counts "bon" opening it. */
export function countFillers(sentence: string, atSentenceStart: boolean): FillerCount {
  const text = straightQuotes(sentence);
  const found = countLabelled(text, FILLER_RULES);
  const opening = atSentenceStart ? OPENING_BON.exec(text) : null;
  // "Euh, bon, alors": the "bon" between commas was counted already.
  const counted = opening && matchesOf(text, [FILLER_RULES[FILLER_RULES.length - 1].pattern]).some((m) => m.at < opening[0].length);
  return opening && !counted ? { count: found.count + 1, labels: ['bon', ...found.labels] } : found;
}

// Softeners that shrink a claim. "peut être" without its hyphen is the verb after a subject
// ("ça peut être cher"); "un peu de sel" is a quantity; "essayer de" is an effort, not a result.
const HEDGE_PATTERNS: RegExp[] = [
  wordPattern(String.raw`peut[-]être|(?<!(?:ça|il|elle|on|qui|cela|ce|ne|n'|vous|je|tout|qu'il|qu'elle|qu'on)\s)peut être`),
  wordPattern(String.raw`je (?:pense|crois)|j'ai l'impression`),
  wordPattern(String.raw`un (?:petit )?peu(?!\s+(?:de|d'|partout)(?![\p{L}]))`),
  wordPattern('on va dire'),
  wordPattern('normalement'),
  wordPattern("j'espère"),
  wordPattern('en quelque sorte'),
  wordPattern('plus ou moins'),
  wordPattern('à peu près'),
  wordPattern('probablement|sans doute|il me semble|je dirais|a priori'),
  wordPattern(String.raw`essa(?:ie|ies|ient|ye|yes|yent|yons|yez|yer|yé|yait|yaient|ierons|ierai)\s+(?:de|d')`),
];

export function countHedges(sentence: string): number {
  return matchesOf(straightQuotes(sentence), HEDGE_PATTERNS).length;
}

/** The softeners as said ("peut-être", "je pense", "essaie de"), most frequent first. */
export function hedgeWords(text: string, max = 4): string[] {
  return mostFrequentOf(
    matchesOf(straightQuotes(text), HEDGE_PATTERNS).map((m) => m.said),
    max,
  );
}

const FILLER_START = new RegExp(
  String.raw`^\W*(?:(?:${HESITATION}|bah|ben|hein|en fait|du coup|genre|tu vois|vous voyez|en gros|disons|voilà|bref|eh bien)(?![\p{L}'-])|bon(?=\s*[,.!…]|\s+(?:alors|ben|bah|euh|donc|voilà|bref|je|j'|on|nous|c'est|ça|moi)(?![\p{L}'-]))|alors(?=\s*,)|donc(?=\s*,))`,
  'iu',
);

/** The opening sound is a filler ("Euh, alors…", "Bon, en fait…"). */
export function startsWithFiller(sentence: string): boolean {
  return FILLER_START.test(straightQuotes(sentence));
}

// "on essaie de faire" said with conviction is "on va faire": the effort becomes a plan, the
// grammar holds whatever verb follows.
const TRY_TO: [RegExp, string][] = [
  [/\bessa(?:ie|ye)s\s+(?:de|d')\s*/giu, 'vas '],
  [/\bessa(?:ie|ye)nt\s+(?:de|d')\s*/giu, 'vont '],
  [/\bessayons\s+(?:de|d')\s*/giu, 'allons '],
  [/\bessayez\s+(?:de|d')\s*/giu, 'allez '],
  [/\bessa(?:ie|ye)\s+(?:de|d')\s*/giu, 'va '],
  [/\b(?:essayer|essayé)\s+(?:de|d')\s*/giu, ''],
];

const HEDGES_OUT: RegExp[] = [
  wordPattern(
    String.raw`peut[-]être (?:que|qu')|peut[-]être|(?<!(?:ça|il|elle|on|qui|cela|ce|ne|n'|vous|je|tout|qu'il|qu'elle|qu'on)\s)peut être(?: que| qu')?`,
  ),
  wordPattern(String.raw`je (?:pense|crois)(?: (?:vraiment|sincèrement|aussi|personnellement|franchement))?(?: que| qu')?|j'ai l'impression (?:que|qu')`),
  wordPattern(String.raw`un (?:petit )?peu(?!\s+(?:de|d'|partout)(?![\p{L}]))`),
  wordPattern('on va dire'),
  wordPattern('normalement'),
  wordPattern("j'espère (?:que|qu')|j'espère"),
  wordPattern('en quelque sorte|plus ou moins|à peu près|probablement|sans doute|il me semble|je dirais|a priori'),
];

/** Words said twice in a row ("on a, on a", "nous nous"), said once. */
function removeRepeats(text: string): string {
  return text.replace(/(?<![\p{L}'])([\p{L}']+(?: [\p{L}']+)?),? \1(?![\p{L}'])/giu, '$1');
}

/** French spacing before "?", "!", ";" and ":" (a no-break space, as the catalogs write it). */
export function frenchSpacing(text: string): string {
  return text.replace(/\s*([?!;:])(?=\s|$)/g, '\u00a0$1');
}

/** The sentence said cleanly: fillers and hedges out, grammar kept, tidied, French spacing. */
export function cleanSentence(sentence: string): string {
  let text = straightQuotes(sentence);
  const openedOnFiller = startsWithFiller(text);
  text = text.replace(OPENING_BON, '');
  text = removeAll(
    text,
    FILLER_RULES.map((rule) => rule.pattern),
  );
  for (const [pattern, replacement] of TRY_TO) text = text.replace(pattern, replacement);
  const before = text;
  text = removeAll(text, HEDGES_OUT);
  // "je pense qu'on…", "…, et j'espère qu'elles…": the "qu'" of a removed softener goes with it.
  if (text !== before) text = text.replace(/(^\W*|[,;]\s*|\bet\s+|\bmais\s+)(?:que|qu')\s*(?=\S)/giu, '$1');
  text = removeRepeats(text);
  // "Euh, bon, alors, nous…": the "alors" that carried the hesitation goes with it.
  if (openedOnFiller) text = text.replace(/^\W*(?:alors|donc|et)(?![\p{L}'-])\s*,?\s*/iu, '');
  return frenchSpacing(tidySentence(text));
}

const FRAGMENT_START = wordPattern(String.raw`^\W*(?:et|ou|mais|donc|car|parce que|parce qu'|que|qu'|qui|dont|où|puis|avec|de(?! plus)|d'|par|sans|ni)`);
const FRAGMENT_END = new RegExp(
  String.raw`(?<![\p{L}'-])(?:et|ou|mais|donc|car|parce que|que|qu'|qui|dont|le|la|les|l'|un|une|des|du|de|d'|à|au|aux|pour|avec|par|sur|dans|en|sans|notre|nos|votre|vos|leur|leurs|mon|ma|mes|son|sa|ses|ce|cet|cette|ces|est|sont|c'est|très|plus)[\s\u00a0]*[.!?…]*\s*$`,
  'iu',
);

/** A cleaned line that lost what held it together: opens on "et", "qui", "parce que" or stops on "le", "de", "pour". */
export function isFragment(line: string): boolean {
  const text = straightQuotes(line);
  return new RegExp(FRAGMENT_START.source, 'iu').test(text) || FRAGMENT_END.test(text);
}

// ---------------------------------------------------------------------------------------------
// Syllables

const VOWELS = 'aeiouyàâäéèêëîïôöùûüœæ';
const CONSONANT = `[^${VOWELS}]`;
// Words in "-ent" whose ending is sounded (nouns, adjectives, adverbs): the verbs' "-ent" is silent.
const SOUNDED_ENT = new Set(
  `cent dent vent lent gent argent parent souvent comment content présent absent accident agent urgent talent différent excellent
  intelligent équivalent prudent président récent adolescent ardent torrent serpent continent occident incident pourcent évident
  fréquent concurrent permanent client patient orient orient ingrédient trident régent dent strident décent innocent indulgent
  diligent pertinent imminent éminent apparent transparent cohérent compétent expédient astringent convergent divergent`.split(/\s+/),
);

function adjustFrench(word: string, groups: number): number {
  let count = groups;
  // "réel", "créé", "réalité": "é" before another vowel opens a new syllable; "idée", "journée" do not.
  count += (word.match(/é(?=[aàâéèêioôuû]|e(?!s?$))/g) ?? []).length;
  // "naïf", "maïs": the diaeresis splits the vowels.
  count += (word.match(/[aeiouy][ïü]/g) ?? []).length;
  const bare = word.replace(/^[\p{L}]+'/u, '');
  // Final "-e"/"-es" after a consonant (or "qu"/"gu") is silent: "boutique", "marchandises".
  if (count > 1 && new RegExp(`(?:${CONSONANT}|qu|gu)es?$`, 'u').test(bare)) return count - 1;
  // The plural verb ending "-ent" is silent ("achètent", "perdent"), not "argent" or "moment".
  if (count > 1 && new RegExp(`${CONSONANT}ent$`, 'u').test(bare) && !/ment$/.test(bare) && !SOUNDED_ENT.has(bare)) return count - 1;
  return count;
}

const UNITS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize'];
const TENS = ['', 'dix', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante', 'soixante', 'quatre vingt', 'quatre vingt'];

function below100(n: number): string {
  if (n <= 16) return UNITS[n];
  if (n < 20) return `dix ${UNITS[n - 10]}`;
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  if (tens === 7 || tens === 9) return `${TENS[tens]} ${below100(10 + unit)}`;
  if (unit === 0) return TENS[tens];
  return unit === 1 && tens < 8 ? `${TENS[tens]} et un` : `${TENS[tens]} ${UNITS[unit]}`;
}

function below1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 0 ? '' : hundreds === 1 ? 'cent' : `${UNITS[hundreds]} cent`;
  return [head, rest || !head ? below100(rest) : ''].filter(Boolean).join(' ');
}

/** A number as a French speaker says it ("40 000" → "quarante mille"), to count its syllables. */
export function spellNumber(n: number): string {
  if (!Number.isFinite(n) || n >= 1e12) return 'beaucoup';
  const parts: string[] = [];
  const billions = Math.floor(n / 1e9);
  const millions = Math.floor((n % 1e9) / 1e6);
  const thousands = Math.floor((n % 1e6) / 1000);
  const rest = n % 1000;
  if (billions) parts.push(`${below1000(billions)} milliard`);
  if (millions) parts.push(`${below1000(millions)} million`);
  if (thousands) parts.push(thousands === 1 ? 'mille' : `${below1000(thousands)} mille`);
  if (rest || parts.length === 0) parts.push(below1000(rest));
  return parts.join(' ');
}

// "40 000", "40.000", "150 000": thousands grouped by a space or a dot are one number.
const DIGITS = /\d{1,3}(?:[ \u00a0\u202f.]\d{3})+(?!\d)|\d+/g;

/** Syllables as spoken: vowel nuclei, silent endings dropped, numbers said in words. */
export function countSyllables(text: string): number {
  const spoken = straightQuotes(text)
    .replace(/%/g, ' pour cent ')
    .replace(DIGITS, (digits) => ` ${spellNumber(Number(digits.replace(/\D/g, '')))} `);
  return vowelGroupSyllables(spoken, VOWELS, adjustFrench);
}

/** Words that chain clauses; many per 100 words in unpunctuated speech is a run-on. */
// "ce qui", "quand", "où" chain as "which", "when", "where" do in English run-ons.
export const clauseJoiners = wordPattern(
  String.raw`et|donc|mais|parce que|parce qu'|puis|alors|ensuite|car|du coup|après ça|et après|ce qui|quand|où|puisque|en plus|pendant que|alors que|tandis que`,
);

export { FILLER_RULES, HEDGE_PATTERNS };
