// The language a pitch is spoken in, as the rules read it. Every rule that depends on the words
// (fillers, hedges, the five parts of the structure, the lines to say) comes from the speaker's
// tongue; scores, priorities and the reader's commentary do not. Each language writes its own
// markers from how its speakers pitch, not a translated English word list.

import type { SpokenLanguage } from '../../../../shared/reports.ts';

export type TongueLanguage = Exclude<SpokenLanguage, 'unknown'>;

export interface FillerCount {
  count: number;
  /** One entry per filler said, as said ("euh", "du coup"), so the most frequent can be named first. */
  labels: string[];
}

/** What a line to say is written from: the speaker's facts, never their sentence handed back. */
export interface LineInput {
  /** The whole pitch, normalised. */
  text: string;
  productName?: string;
  problemSentence?: string;
  solutionSentence?: string;
  proofSentence?: string;
  askSentence?: string;
}

/** Lines to say in the speaker's language, in new words; undefined when the facts are missing. */
export interface PitchLines {
  opening?: string;
  ask?: string;
  problem?: string;
  solution?: string;
  /** Proof the speaker can give without a number they have not got (always possible). */
  proof: string;
}

/** The rules of one spoken language. Sentences come as said: typed, or recognised (lower case, no punctuation). */
export interface Tongue {
  readonly language: TongueLanguage;

  // Delivery ----------------------------------------------------------------------------------
  /** Fillers in one sentence; `atSentenceStart` allows fillers that only count opening a sentence. */
  countFillers(sentence: string, atSentenceStart: boolean): FillerCount;
  /** Softeners that shrink a claim ("peut-être", "talvez", "quizás", "labda"). */
  countHedges(sentence: string): number;
  /** The softeners as said, most frequent first, at most `max`. */
  hedgeWords(text: string, max?: number): string[];
  /** The sentence's first sound is a filler ("Euh, alors…"). */
  startsWithFiller(sentence: string): boolean;
  /** The sentence said cleanly: fillers and hedges out, grammar kept, tidied. */
  cleanSentence(sentence: string): string;
  /** A cleaned line that lost the words holding it together (opens or stops on a joint). */
  isFragment(line: string): boolean;
  /** Syllables in a text, as spoken (vowel nuclei), for a pace that does not depend on word length. */
  countSyllables(text: string): number;
  /** Words that chain clauses ("et", "donc", "parce que"…): many per 100 words in unpunctuated speech is a run-on. */
  readonly clauseJoiners: RegExp;

  // Structure ---------------------------------------------------------------------------------
  /** A question, a number or a bold claim; the first sentence may also hook with a short concrete pain. */
  isHook(sentence: string, isFirst: boolean): boolean;
  /**
   * One word that opens the real opening after a short greeting ("si", "imaginez", "combien"); tested
   * against each single word of the first chunk of recognised speech, so anchor it: /^(?:si|imaginez)$/i.
   */
  readonly hookStart: RegExp;
  /** A greeting or a name first: polite, no reason to listen. */
  isGreeting(sentence: string): boolean;
  /** About the speaker (name, town, family, when they started): never a hook. */
  isBiography(sentence: string): boolean;
  /** Talks down to or insults the listener. */
  isRude(sentence: string): boolean;
  /** A pain of the customer is named. */
  isProblem(sentence: string): boolean;
  /** What is offered and what it does. */
  isSolution(sentence: string): boolean;
  /** The speaker's own evidence: customers, sales, results with a number, named social proof. */
  isProof(sentence: string): boolean;
  /** The proof is the speaker's own ("nous", "nos clients"), not a market statistic. */
  isOwnClaim(sentence: string): boolean;
  /** A request to the listener; `nearEnd` admits softer closing forms and instructions. */
  isAsk(sentence: string, nearEnd: boolean): boolean;
  /** The ask names an amount, a number or a time and does not leave the when to the listener. */
  isSpecificAsk(sentence: string): boolean;
  /** A price said as a number ("coûte 500 francs", "custa 30 reais"). */
  isPrice(sentence: string): boolean;
  hasNumber(text: string): boolean;
  /** Names a day or a time ("samedi", "amanhã", "jumamosi"). */
  hasTime(text: string): boolean;
  /** The product's name when the speaker said one. */
  findProductName(sentences: string[]): string | undefined;

  // Lines to say ------------------------------------------------------------------------------
  lines(input: LineInput): PitchLines;

  // Refinements for recognised speech (optional: English has them; without them the whole chunk is read)
  /** The part of a chunk before its request ("…cut waste by half | can I bring you a crate"). */
  beforeAsk?(sentence: string): string;
  /** The request of a chunk from its cue, to judge its specificity. */
  requestOf?(sentence: string): string;
  /** The request of a chunk from its first word, to quote. */
  askPart?(sentence: string): string;
  /** The result of a chunk from its first word, to quote. */
  proofPart?(sentence: string): string;
  /** "Can we do that?": a closing question whose content is the sentence before. */
  isBackReference?(sentence: string): boolean;
  /** The sentence without the results it reports, to look for a pain in what is left. */
  withoutResults?(sentence: string): string;
  /** Two priced items or more: a price list says what is sold. */
  isPriceList?(text: string): boolean;
  /** The named offer doing its work ("bimapoa pays claims"). */
  namesOffer?(sentence: string, productName: string): boolean;
  /** The opening of recognised speech as a quote, stopped before a self-introduction. */
  openingQuote?(text: string, productName?: string): string;
  /** A long sentence cut into short ones at its own joints, or undefined. */
  splitRewrite?(sentence: string, maxWords: number): string | undefined;
  /** A cleaned line that opens on a verb with its subject left behind. */
  startsOnVerb?(line: string): boolean;
  /** A line that starts with a pronoun subject of its own. */
  hasSubjectStart?(line: string): boolean;
}
