// Value that lands is value in the buyer's own terms: the rep's figure or proof picks up a number
// or a thing the prospect named ("the 900,000 shillings you lost", "expired stock"), instead of a
// claim that would fit any buyer.

import { hasEvidence } from './sales-signals.ts';
import { normalizeText, splitSentences } from './text.ts';

const COMMON = new Set(
  `about above after again also always another anything around back been before being best better both came come comes could does doing done down each even ever every from give goes going good great have here into just keep know last like look lots made make many maybe more most much need never next only other over really right said same says should some still such sure take than that their them then there these they thing things think this those time times today told very want well were what when where which while will with without work would year years your yours month months week weeks cost costs money price prices pay paid people customer customers business shop shops`.split(
    ' ',
  ),
);

const stem = (word: string) => word.replace(/(?:ies|es|s|ed|ing)$/, '');

function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d[\d,.]*/g)].map((m) => m[0].replace(/[,.](?=\d{3}\b)/g, '').replace(/[.,]$/, '')).filter((n) => n.length > 0 && n !== '0');
}

function keyStems(text: string, exclude: ReadonlySet<string>): Set<string> {
  const stems = normalizeText(text)
    .toLowerCase()
    .split(/[^\p{L}'-]+/u)
    .filter((word) => word.length >= 4 && !COMMON.has(word))
    .map(stem)
    .filter((s) => s.length >= 3 && !exclude.has(s));
  return new Set(stems);
}

/**
 * The first rep sentence that backs value with evidence and picks up a number or a word the
 * prospect said before it; words of the product's own description do not count.
 */
export function valueTiedToProspect(
  turns: readonly { role: 'user' | 'prospect'; text: string }[],
  product: string,
  /** Which rep sentences state value at all: an ask ("Would you try it free for 30 days?") does not. */
  isValue: (sentence: string) => boolean = () => true,
): string | undefined {
  const productStems = keyStems(product, new Set());
  const heardNumbers = new Set<string>();
  const heardStems = new Set<string>();
  for (const turn of turns) {
    if (turn.role === 'prospect') {
      for (const n of numbersIn(turn.text)) heardNumbers.add(n);
      for (const s of keyStems(turn.text, productStems)) heardStems.add(s);
      continue;
    }
    const tied = splitSentences(turn.text).find(
      (sentence) =>
        isValue(sentence) &&
        hasEvidence(sentence) &&
        (numbersIn(sentence).some((n) => heardNumbers.has(n)) || [...keyStems(sentence, productStems)].some((s) => heardStems.has(s))),
    );
    if (tied) return tied;
  }
  return undefined;
}
