// Small text helpers shared by the local (rule-based) pitch and sales-call analysers.

/** Straight quotes and single spaces, so regexes and quotes line up with what the user said. */
export function normalizeText(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

export function countWords(text: string): number {
  return words(text).length;
}

/** Whitespace tokens that contain a letter or digit (a lone dash is not a word). */
export function words(text: string): string[] {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token));
}

export function hasSentencePunctuation(text: string): boolean {
  // "1.5 million" is a number, not the end of a sentence.
  return /[!?]|\.(?!\d)/.test(text);
}

/**
 * Sentences split on terminal punctuation and line breaks; each one normalised. An ellipsis before
 * a lower-case word is a hesitation inside the sentence ("a gente já fez, é... uniforme pra onze
 * escolas"), not its end.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => joinHesitations(line.split(/(?<=[.!?…])\s+(?=\S)/u)))
    .map(normalizeText)
    .filter((sentence) => countWords(sentence) > 0);
}

function joinHesitations(pieces: string[]): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    const last = out[out.length - 1];
    if (last !== undefined && /(?:\.\.\.|…)$/.test(last) && /^[¿¡"«(]*\p{Ll}/u.test(piece)) out[out.length - 1] = `${last} ${piece}`;
    else out.push(piece);
  }
  return out;
}

/**
 * Speech recognisers (pocketsphinx among them) return text without punctuation. Chunks of 8–20
 * words, cut before a hesitation or conjunction where possible, stand in for sentences there,
 * so quotes stay short and "first sentences" still mean the opening.
 */
export function chunkWords(text: string, minWords = 8, maxWords = 20, boundaryWord = /^(?:um+|uh+|so|and|but|because|which)$/i): string[] {
  const tokens = normalizeText(text).split(' ').filter(Boolean);
  const chunks: string[][] = [[]];
  for (const token of tokens) {
    const current = chunks[chunks.length - 1];
    const boundary = boundaryWord.test(token);
    if (current.length >= maxWords || (current.length >= minWords && boundary)) chunks.push([token]);
    else current.push(token);
  }
  return chunks.map((chunk) => chunk.join(' ')).filter((chunk) => countWords(chunk) > 0);
}

export function countMatches(text: string, pattern: RegExp): number {
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
  return [...text.matchAll(new RegExp(pattern.source, flags))].length;
}

/** A quote of at most `max` words, cut at a word boundary and marked with an ellipsis. */
export function truncateWords(text: string, max: number): string {
  const tokens = text.split(' ');
  if (tokens.length <= max) return text;
  return `${tokens.slice(0, max).join(' ')} …`;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Integer score in 0..10. */
export function score10(value: number): number {
  return Math.round(clamp(value, 0, 10));
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Tidy text after words were removed from it: spacing, stray commas, capital, full stop. */
export function tidySentence(text: string): string {
  let result = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/,{2,}/g, ',')
    .replace(/,([.!?])/g, '$1')
    .replace(/^[\s,;:.\u2014-]+/, '')
    .replace(/[\s,;:\u2014-]+$/, '')
    .trim();
  if (!result) return result;
  result = capitalize(result);
  if (!/[.!?]$/.test(result)) result += '.';
  return result;
}

/** Product wording for templates: short, and "our …" unless it already reads like a name. */
export function productPhrase(product: string, owner: 'our' | 'your'): string {
  const label = shortLabel(product);
  if (!label) return owner === 'our' ? 'our product' : 'your product';
  return looksLikeName(label) ? label : `${owner} ${lowerFirst(stripArticle(label))}`;
}

export function shortLabel(product: string): string {
  const firstClause = normalizeText(product)
    .split(/[.,;:()\u2014\u2013]| - /)[0]
    .trim();
  return firstClause.split(' ').slice(0, 8).join(' ');
}

function looksLikeName(label: string): boolean {
  const tokens = label.split(' ');
  return tokens.length <= 3 && tokens.every((token) => /^[A-Z0-9]/.test(token)) && !/^(A|An|The)$/.test(tokens[0]);
}

function stripArticle(label: string): string {
  return label.replace(/^(a|an|the|our|my)\s+/i, '');
}

function lowerFirst(text: string): string {
  // Keep acronyms (CRM, POS) as they are.
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
