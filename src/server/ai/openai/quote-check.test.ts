import { describe, expect, it } from 'vitest';
import { isSpokenQuote, unspokenQuotes, withoutUnspokenQuotes } from './quote-check.ts';

const SAID = ['Um, so we sell solar lamps to farmers in Kisumu. They’re cheaper than kerosene — and safer, honestly.'];

describe('quotes the speaker said', () => {
  it('finds a quote whatever its case, curly quotes, dashes, spacing or the punctuation around it', () => {
    expect(isSpokenQuote('we sell solar lamps to farmers', SAID)).toBe(true);
    expect(isSpokenQuote('"They\'re cheaper than kerosene - and safer"', SAID)).toBe(true);
    expect(isSpokenQuote('UM,  SO WE SELL', SAID)).toBe(true);
  });

  it('reads an ellipsis as words left out, in order', () => {
    expect(isSpokenQuote('we sell solar lamps … safer, honestly', SAID)).toBe(true);
    expect(isSpokenQuote('we sell solar lamps... to farmers', SAID)).toBe(true);
    expect(isSpokenQuote('safer, honestly … we sell solar lamps', SAID)).toBe(false);
  });

  it('refuses words that were not said, or said differently', () => {
    expect(isSpokenQuote('we sell cheap solar lamps', SAID)).toBe(false);
    expect(isSpokenQuote('We sell lamps to farmers', SAID)).toBe(false);
    // Pieces of one quote must come from one utterance.
    expect(isSpokenQuote('farmers in Kisumu … next Tuesday', [...SAID, 'See you next Tuesday'])).toBe(false);
  });

  it('empties only the quotes not said; an empty quote is no quote', () => {
    const items = [
      { issue: 'a', quote: 'we sell solar lamps', suggestion: 'x' },
      { issue: 'b', quote: 'we give lamps away', suggestion: 'y' },
      { issue: 'c', quote: '', suggestion: 'z' },
    ];
    expect(unspokenQuotes(items, SAID)).toEqual(['we give lamps away']);
    expect(withoutUnspokenQuotes(items, SAID).map((item) => item.quote)).toEqual(['we sell solar lamps', '', '']);
  });
});
