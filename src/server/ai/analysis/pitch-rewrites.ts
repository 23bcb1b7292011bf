// Concrete rewrites built from the speaker's own sentences: feedback that shows the better
// version teaches more than a score does.

import { removeFillers, removeHedges } from './pitch-signals.ts';
import { capitalize, countWords, tidySentence } from './text.ts';

/** The sentence without fillers and hedges. */
export function cleanSentence(sentence: string): string {
  return tidySentence(removeHedges(removeFillers(sentence)));
}

// Split before a conjunction only where a new clause starts, so "bread and pastries" stays whole.
const CLAUSE_SUBJECT = /^(?:i|we|it|they|he|she|you|people|the|this|that|then|also|so|our|my|his|her|their|now|today)$/i;
const WHICH_VERB = /^(?:is|was|means|meant|helps|makes|lets|gives|saves|costs|has|allows)$/i;

function splitLead(lower: string, next: string | undefined): string | null | undefined {
  const nextWord = (next ?? '').replace(/[^\w']/g, '');
  if (lower === 'and') return CLAUSE_SUBJECT.test(nextWord) ? null : undefined;
  if (lower === 'but') return 'But';
  if (lower === 'so') return 'So';
  if (lower === 'which') return WHICH_VERB.test(nextWord) ? 'This' : undefined;
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
  productRef: string;
  audience?: string;
  money?: string;
  investor: boolean;
  hookSentence?: string;
  problemSentence?: string;
  solutionSentence?: string;
  proofSentence?: string;
  firstSentence?: string;
}

/** A one-sentence ask with an amount or action and a time, using the pitch's own nouns. */
export function askTemplate(content: PitchContent): string {
  if (content.investor) {
    return `We're raising ${content.money ?? '[amount]'} to take ${content.productRef} to [next milestone]. Can we book 20 minutes next week to walk you through the numbers?`;
  }
  return `We're looking for five ${content.audience ?? 'teams like yours'} to try ${content.productRef} free for 14 days. Can we book a 15-minute call this week to set yours up?`;
}

function shortClean(sentence: string): string {
  const cleaned = cleanSentence(sentence);
  return countWords(cleaned) > 25 ? leadingSentences(splitLongSentence(cleaned), 25) : cleaned;
}

/**
 * Opening = hook, then the problem, then the solution: the speaker's own sentences, cleaned
 * and reordered. Without a hook we lead with their strongest number, or set the problem as a
 * scene.
 */
export function buildRewrittenOpening(content: PitchContent): string {
  const used = new Set<string>();
  const parts: string[] = [];
  const add = (sentence: string | undefined, prefix = '') => {
    if (!sentence || used.has(sentence)) return;
    used.add(sentence);
    const cleaned = shortClean(sentence);
    // A sentence that cannot be cut below ~30 words would make a rambling opening: leave it out.
    if (cleaned && countWords(cleaned) <= 30) parts.push(prefix ? `${prefix}${cleaned}` : cleaned);
  };
  if (content.hookSentence) add(content.hookSentence);
  else if (content.proofSentence) add(content.proofSentence);
  else if (content.problemSentence) add(content.problemSentence, 'Picture this: ');
  add(content.problemSentence);
  add(content.solutionSentence);
  if (parts.length === 0 && content.firstSentence) {
    add(content.firstSentence, `Here is the one thing to remember about ${content.productRef}: `);
  }
  if (parts.length <= 2 && content.problemSentence && !content.solutionSentence) {
    parts.push(`${capitalize(content.productRef)} fixes that${content.audience ? ` for ${content.audience}` : ''}.`);
  }
  return parts.slice(0, 3).join(' ');
}
