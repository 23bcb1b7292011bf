// Building blocks for a tongue's rules: whole-word patterns that work with accented letters
// (JavaScript's \b is ASCII only), counts, the words as said, and syllables from vowel groups.

import type { FillerCount } from './tongue.ts';

const L = String.raw`\p{L}\p{N}`;

/** A whole-word, case-insensitive pattern for `core` (an alternation), safe with "é", "ã", "ñ". */
export function wordPattern(core: string): RegExp {
  return new RegExp(String.raw`(?<![${L}'’-])(?:${core})(?![${L}'’-])`, 'giu');
}

/** Whether any of the patterns matches. */
export function matchesAny(text: string, patterns: readonly RegExp[]): boolean {
  return patterns.some((pattern) => new RegExp(pattern.source, pattern.flags.replace('g', '')).test(text));
}

/** Matches of all patterns, in the order said. */
export function matchesOf(text: string, patterns: readonly RegExp[]): { at: number; said: string }[] {
  return patterns
    .flatMap((pattern) =>
      [...text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))].map((m) => ({
        at: m.index,
        said: m[0].toLowerCase().replace(/\s+/g, ' '),
      })),
    )
    .sort((a, b) => a.at - b.at);
}

/** Labelled filler rules counted in a sentence: one label per filler said. */
export function countLabelled(sentence: string, rules: readonly { label: string; pattern: RegExp }[]): FillerCount {
  const labels = rules.flatMap(({ label, pattern }) => matchesOf(sentence, [pattern]).map(() => label));
  return { count: labels.length, labels };
}

/** The most frequent of `items` first (ties in the order said), at most `max`. */
export function mostFrequentOf(items: readonly string[], max = 4): string[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([item]) => item);
}

/** Remove every match of the patterns together with a comma around it, and tidy the spaces. */
export function removeAll(text: string, patterns: readonly RegExp[]): string {
  let out = text;
  for (const pattern of patterns) {
    out = out.replace(new RegExp(String.raw`,?\s*(?:${pattern.source})\s*,?`, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`), ' ');
  }
  return out
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Syllables as runs of vowel letters, per word (at least one per word with a letter); `vowels` is the
 * language's vowel class, `adjust` corrects a word's count for the language's spelling (silent final
 * "e" in French, "qu"/"gu" glides in Spanish and Portuguese).
 */
export function vowelGroupSyllables(text: string, vowels: string, adjust?: (word: string, groups: number) => number): number {
  const groups = new RegExp(`[${vowels}]+`, 'giu');
  let total = 0;
  for (const word of text.toLowerCase().match(/[\p{L}']+/gu) ?? []) {
    const n = word.match(groups)?.length ?? 0;
    total += Math.max(1, adjust ? adjust(word, n) : n);
  }
  // Digits are said as words: each digit group counts about two syllables.
  total += (text.match(/\d+/g) ?? []).reduce((sum, digits) => sum + Math.min(6, digits.length * 2), 0);
  return total;
}
