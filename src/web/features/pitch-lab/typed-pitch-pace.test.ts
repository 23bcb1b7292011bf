import { describe, expect, it } from 'vitest';
import { PITCH_WORDS } from '@shared/pitch-pace';
import { spokenSeconds, typedPitchPace } from './typed-pitch-pace.ts';

describe("a typed pitch's length in the typist's language", () => {
  it('English keeps the coaches’ 150 words a minute and 120–150 words', () => {
    const en = typedPitchPace('en');
    expect(en).toEqual({ wordsPerMinute: 150, minWords: 120, maxWords: 150 });
    expect(spokenSeconds(150, en)).toBe(60);
  });

  it('Swahili, whose words carry more, aims for fewer words and says each more slowly', () => {
    const sw = typedPitchPace('sw');
    expect(sw.minWords).toBe(70);
    expect(sw.maxWords).toBe(85);
    expect(Math.round(sw.wordsPerMinute)).toBe(84);
    // 84 Swahili words are a minute's pitch; 84 English words are well under it.
    expect(spokenSeconds(84, sw)).toBe(60);
    expect(spokenSeconds(84, typedPitchPace('en'))).toBe(34);
  });

  it('Portuguese (both) and Spanish sit between; French counts as English', () => {
    expect(typedPitchPace('pt')).toEqual(typedPitchPace('pt-BR'));
    expect(typedPitchPace('es')).toMatchObject({ minWords: 100, maxWords: 120 });
    expect(typedPitchPace('fr')).toEqual(typedPitchPace('en'));
  });

  it("every language's target fits inside its minute's pitch", () => {
    for (const locale of ['en', 'fr', 'pt', 'es', 'sw'] as const) {
      const { minWords, maxWords } = typedPitchPace(locale);
      expect(minWords).toBeGreaterThanOrEqual(PITCH_WORDS[locale].min);
      expect(maxWords).toBeLessThanOrEqual(PITCH_WORDS[locale].max);
      expect(minWords).toBeLessThan(maxWords);
    }
  });
});
