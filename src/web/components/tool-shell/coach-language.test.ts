import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/i18n/locales';
import { coachLanguageGap } from './coach-language.ts';

describe('what a reader is told before practising in their language', () => {
  it('offline (every language judged, English heard): French and Brazilian readers are told to type', () => {
    expect(coachLanguageGap('fr', LOCALES, ['en'])).toBe('typeToBeCoached');
    expect(coachLanguageGap('pt-BR', LOCALES, ['en'])).toBe('typeToBeCoached');
    expect(coachLanguageGap('sw', LOCALES, ['en'])).toBe('typeToBeCoached');
    expect(coachLanguageGap('en', LOCALES, ['en'])).toBeUndefined();
  });

  it('a language the coach does not judge keeps the notice that it is measured only', () => {
    expect(coachLanguageGap('fr', ['en'], ['en'])).toBe('notJudged');
    expect(coachLanguageGap('fr', ['en'], [])).toBe('notJudged');
  });

  it('without a speech engine only typing is offered, so there is no recording to warn about', () => {
    expect(coachLanguageGap('fr', LOCALES, [])).toBeUndefined();
  });

  it('a coach that judges and hears any language says nothing, nor before the config has loaded', () => {
    expect(coachLanguageGap('sw', 'any', 'any')).toBeUndefined();
    expect(coachLanguageGap('sw', undefined, undefined)).toBeUndefined();
  });
});
