// The prospect's own words about what they need, turned into the rep's voice ("I need X" → "you
// need X"), so a suggested line can say it back instead of leaving a "[their need]" blank.

import type { SalesObjection } from '../../../shared/reports.ts';
import { raisesObjection } from './sales-signals.ts';
import { countWords, splitSentences } from './text.ts';

const NEED =
  /\b(?:i|we) (?:really |just |also |still |do )?(?:need|want|lose|waste|struggle|worry)\b|\b(?:would|will) (?:help|be nice|be good|be great|save)\b|\bsolves?\b|\bbiggest (?:cost|problem|headache|worry)\b|\bflying blind\b/i;
// Said back, a long clause stops sounding like the prospect's point.
const MAX_NEED_WORDS = 20;
// A need usually comes before ", so that is interesting" or ", otherwise …"; keep only its own clause.
const CLAUSE_BREAK = /,\s*(?:so|but|and then|otherwise|because)\b|;|:/i;
// "I don't think we need a demo" refuses; "I need to talk to my partner" puts the call off.
const NOT_A_NEED =
  /^no\b|\b(?:don't|do not|doesn't|does not|didn't|won't)\s+(?:\w+\s+){0,3}?(?:need|want)\b|\bneed to (?:talk|think|check|ask|discuss|consult)\b/i;
// Their "you" means the rep and would swap the wrong way, so such a sentence is not said back.
const ADDRESSES_REP = /\b(?:you|your|yours|you're|you've)\b/i;

const TO_REP_VOICE: [RegExp, string][] = [
  [/\b(?:i|we) am\b|\bwe are\b/gi, 'you are'],
  [/\b(?:i|we) was\b|\bwe were\b/gi, 'you were'],
  [/\b(?:i|we)(?='(?:m|re|ve|ll|d)\b)/gi, 'you'],
  [/\byou'm\b/gi, "you're"],
  [/\b(?:i|we|me|us)\b/gi, 'you'],
  [/\b(?:my|our)\b/gi, 'your'],
  [/\b(?:mine|ours)\b/gi, 'yours'],
  [/\b(?:myself|ourselves)\b/gi, 'yourself'],
  // A double quote would end the suggested line it is said in.
  [/["\u201C\u201D]/g, ''],
];

/** The first need the prospect voiced, in the rep's voice ("you need someone who reports…"), if any. */
export function findProspectNeed(prospectTexts: readonly string[], objection: SalesObjection): string | undefined {
  const clause = prospectTexts
    .flatMap(splitSentences)
    .filter((sentence) => !sentence.endsWith('?') && !ADDRESSES_REP.test(sentence) && !raisesObjection(sentence, objection))
    .map((sentence) => sentence.split(CLAUSE_BREAK).find((part) => NEED.test(part)))
    .find((part): part is string => part !== undefined && !NOT_A_NEED.test(part) && countWords(part) <= MAX_NEED_WORDS);
  return clause === undefined ? undefined : inRepVoice(clause);
}

function inRepVoice(clause: string): string {
  const bare = clause
    .trim()
    .replace(/^(?:but|and|so|also),?\s+/i, '')
    .replace(/[.!,\s]+$/, '');
  const swapped = TO_REP_VOICE.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), bare);
  // A sentence start becomes lower case mid-line; a brand such as "MedSlot" keeps its capitals.
  const isBrand = /^[A-Z]\w*[A-Z]/.test(swapped);
  return isBrand ? swapped : swapped.charAt(0).toLowerCase() + swapped.slice(1);
}
