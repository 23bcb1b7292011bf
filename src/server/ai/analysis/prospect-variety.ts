// Which wording the scripted prospect uses: seeded by the call (the session id), so two reps meet
// different words and a replay of one call meets the same; and never a sentence it already said,
// because a buyer who repeats itself word for word sounds like the script it is.

import { normalizeText, splitSentences } from './text.ts';

/** FNV-1a: small and stable, so a seed always gives the same choices. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// Shorter sentences ("Goodbye.", "Not now.") may come back: a buyer does say them twice.
const MIN_WORDS = 3;
// Sharing this share of their words makes two sentences the same line reworded by a placeholder.
const NEAR_DUPLICATE = 0.7;
// A long sentence whose words mostly sit inside another one is the same point said again ("results for us means X").
const CONTAINED = 0.8;
const CONTAINED_MIN_WORDS = 6;

// Lead-ins a reply may put in front of a line ("Look, ", "Honestly, "): they do not make it a new line.
const LEAD_INS = new Set(['look', 'honestly', 'well', 'briefly']);

function wordsOf(sentence: string): string[] {
  return normalizeText(sentence)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word && !LEAD_INS.has(word));
}

/** True when two sentences are the same line, exactly or nearly (same words, a word swapped). */
export function sameSentence(a: string, b: string): boolean {
  const [x, y] = [wordsOf(a), wordsOf(b)];
  if (x.length < MIN_WORDS || y.length < MIN_WORDS) return false;
  if (x.join(' ') === y.join(' ')) return true;
  const setX = new Set(x);
  const setY = new Set(y);
  const shared = [...setX].filter((w) => setY.has(w)).length;
  if (shared / new Set([...x, ...y]).size >= NEAR_DUPLICATE) return true;
  const smaller = Math.min(setX.size, setY.size);
  return smaller >= CONTAINED_MIN_WORDS && shared / smaller >= CONTAINED;
}

export class LineChooser {
  private readonly said: string[];

  constructor(
    private readonly seed: string,
    private readonly turn: number,
    saidBefore: readonly string[],
  ) {
    this.said = saidBefore.flatMap(splitSentences);
  }

  private isNew(text: string): boolean {
    return splitSentences(text).every((sentence) => !this.said.some((old) => sameSentence(sentence, old)));
  }

  /** Candidates in this call's order for this kind of line, from a seeded start. */
  private ordered<T>(kind: string, items: readonly T[]): T[] {
    const start = hashText(`${this.seed}|${kind}|${this.turn}`) % Math.max(1, items.length);
    return items.map((_, i) => items[(start + i) % items.length]!);
  }

  /** A seeded choice where repeats do not matter (a "Well, " in front of an answer). */
  any<T>(kind: string, items: readonly T[]): T {
    return this.ordered(kind, items)[0]!;
  }

  /** The first of `texts`, in the order given, that says nothing already said (an escalation keeps its order). */
  firstFresh(texts: readonly string[]): string | undefined {
    return texts.find((text) => this.isNew(text));
  }

  /** The first candidate, in this call's order, that says nothing already said and that `accept` allows. */
  fresh(kind: string, texts: readonly string[], accept: (text: string) => boolean = () => true): string | undefined {
    return this.ordered(kind, texts).find((text) => text.trim() === '' || (accept(text) && this.isNew(text)));
  }

  /**
   * The reply without any sentence said before or twice in it; when nothing is left, the first
   * fresh line of `fallback`. Sentences are kept as written, with their spacing.
   */
  finish(text: string, fallback: readonly string[]): string {
    const kept: string[] = [];
    for (const sentence of splitSentences(text)) {
      if ([...this.said, ...kept].some((old) => sameSentence(sentence, old))) continue;
      kept.push(sentence);
    }
    // Sentences joined from separate lines each start with a capital ("… today. the price…").
    if (kept.length > 0) return kept.map((sentence) => sentence.charAt(0).toUpperCase() + sentence.slice(1)).join(' ');
    return this.fresh('fallback', fallback) ?? 'Mm.';
  }
}
