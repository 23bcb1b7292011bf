// English as the rules read it: the detectors of pitch-signals.ts, the rewrites of pitch-rewrites.ts
// and the lines of pitch-lines.ts, which read what is sold and to whom (pitch-offer.ts).

import {
  askPart,
  beforeAsk,
  countFillers,
  countHedges,
  findMoney,
  findProductName,
  hasNumber,
  hasTime,
  hedgeWords,
  isAsk,
  isBackReference,
  isBiography,
  isCustomerResult,
  isGreeting,
  isHook,
  isInvestorPitch,
  isPriceList,
  isProblem,
  isProof,
  isRude,
  isSolution,
  isSpecificAsk,
  namesOffer,
  openingQuote,
  proofPart,
  requestOf,
  startsWithFiller,
  withoutResults,
} from '../pitch-signals.ts';
import { askLine, openingLine, problemLine, proofLine, sellsStock, solutionLine, type LineFacts } from '../pitch-lines.ts';
import { readOffer } from '../pitch-offer.ts';
import { cleanSentence, detectBusiness, hasSubjectStart, isFragment, splitRewrite, startsOnVerb } from '../pitch-rewrites.ts';
import type { LineInput, Tongue } from './tongue.ts';
import { vowelGroupSyllables } from './word-rules.ts';

// "They cost 1500 shillings", "A bar costs 400 naira": the price said as a number, which a buyer needs to say yes.
const PRICE = /\b(?:costs?|priced?|prices|charges?|pay|for only|per (?:month|week|day|bag|pupil))\b/i;

// The speaker's own: "we", "our customers", "already use", or a before-and-after of their own.
const OWN = /\b(?:we|we've|we're|our|us|customers?|clients?|users?|pilots?|already (?:use|buy|pay|trust))\b|\bfrom \d[\d,.]*(?: percent|%)? to \d/i;

/** What the English lines are written from: the offer read from the whole pitch. */
export function lineFacts({ text, productName, problemSentence, askSentence }: LineInput): LineFacts {
  return {
    offer: readOffer(text, productName, problemSentence),
    business: detectBusiness(text),
    investor: isInvestorPitch(text),
    money: askSentence ? findMoney(askSentence) : undefined,
    stock: sellsStock(text),
    text,
  };
}

// A silent final "e" ("make", "offline") is no syllable; "-le" after a consonant ("table") is.
const englishSyllables = (word: string, groups: number) => (groups > 1 && /[^aeiouy]e$/.test(word) && !/[^aeiouy]le$/.test(word) ? groups - 1 : groups);

export const ENGLISH: Tongue = {
  language: 'en',
  countFillers,
  countHedges,
  hedgeWords,
  startsWithFiller,
  cleanSentence,
  isFragment,
  countSyllables: (text) => vowelGroupSyllables(text, 'aeiouy', englishSyllables),
  clauseJoiners: /\b(?:and|which|because|so|but|then|when|where)\b/gi,
  isHook,
  hookStart: /^(?:if|did|what|how|imagine|why)$/i,
  isGreeting,
  isBiography,
  isRude,
  isProblem,
  isSolution,
  isProof,
  isOwnClaim: (sentence) => OWN.test(sentence) || isCustomerResult(sentence),
  isAsk,
  isSpecificAsk,
  isPrice: (sentence) => PRICE.test(sentence) && hasNumber(sentence),
  hasNumber,
  hasTime,
  findProductName,
  lines(input) {
    const facts = lineFacts(input);
    return { opening: openingLine(facts), ask: askLine(facts), problem: problemLine(facts), solution: solutionLine(facts), proof: proofLine(facts) };
  },
  beforeAsk,
  requestOf,
  askPart,
  proofPart,
  isBackReference,
  withoutResults,
  isPriceList,
  namesOffer,
  openingQuote,
  splitRewrite,
  startsOnVerb,
  hasSubjectStart,
};
