// A model's coaching quotes the speaker "word for word": the report shows them as the speaker's own
// words, so one the speaker never said is worse than none. These checks find such quotes.
import type { Improvement } from '../../../shared/reports.ts';

/**
 * The form in which a quote must be found: case, curly quotes and apostrophes, dashes and spacing do
 * not count (models and transcripts differ on them), words do.
 */
function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BC`]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A quote's pieces: an ellipsis marks words left out; punctuation around a piece is not the speaker's. */
function pieces(quote: string): string[] {
  return comparable(quote)
    .split(/\s*(?:\u2026|\.{3})\s*/)
    .map((piece) => piece.replace(/^[\s"'.,;:!?-]+|[\s"'.,;:!?-]+$/g, ''))
    .filter((piece) => piece.length > 0);
}

/** True when every piece of the quote appears, in order, in one of the utterances. */
export function isSpokenQuote(quote: string, utterances: readonly string[]): boolean {
  const parts = pieces(quote);
  if (parts.length === 0) return true;
  return utterances.some((utterance) => {
    const text = comparable(utterance);
    let from = 0;
    for (const part of parts) {
      const at = text.indexOf(part, from);
      if (at === -1) return false;
      from = at + part.length;
    }
    return true;
  });
}

/** The improvements' quotes not found in what was said (empty quotes are not quotes). */
export function unspokenQuotes(improvements: readonly Improvement[], utterances: readonly string[]): string[] {
  return improvements.map((item) => item.quote).filter((quote) => quote.trim() && !isSpokenQuote(quote, utterances));
}

/** The improvements with every quote not found in what was said emptied (the issue and suggestion stay). */
export function withoutUnspokenQuotes<T extends Improvement>(improvements: readonly T[], utterances: readonly string[]): T[] {
  return improvements.map((item) => (item.quote.trim() && !isSpokenQuote(item.quote, utterances) ? { ...item, quote: '' } : item));
}

/** What the model is told when it quoted words that were not said. */
export function unspokenQuotesProblem(quotes: readonly string[]): string {
  return `these quotes are not word for word in the transcript: ${quotes.map((quote) => JSON.stringify(quote)).join(', ')}. Copy the speaker's exact words, or leave the quote empty`;
}
