import { describe, expect, it } from 'vitest';
import { splitSentences } from './text.ts';

describe('splitSentences', () => {
  it('splits on full stops, questions and exclamations', () => {
    expect(splitSentences('We sell lamps. Do you need one? Call today!')).toEqual(['We sell lamps.', 'Do you need one?', 'Call today!']);
  });

  it('keeps a hesitation inside its sentence: an ellipsis before a lower-case word does not end it', () => {
    expect(splitSentences('Hum, a gente já fez, é... uniforme pra onze escolas. Custa 45 reais.')).toEqual([
      'Hum, a gente já fez, é... uniforme pra onze escolas.',
      'Custa 45 reais.',
    ]);
    expect(splitSentences('Sí… ¿y entonces?')).toEqual(['Sí… ¿y entonces?']);
  });

  it('ends a sentence on an ellipsis before a capital', () => {
    expect(splitSentences('Imagine… Every month you lose stock.')).toEqual(['Imagine…', 'Every month you lose stock.']);
  });
});
