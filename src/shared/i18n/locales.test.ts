import { describe, expect, it } from 'vitest';
import { baseLocale, catalogLayers, localeFromCookie, negotiateLocale, parseAcceptLanguage, regionOf } from './locales.ts';

describe('choosing the language from the browser', () => {
  it.each([
    [['pt-BR', 'pt'], 'pt-BR'],
    [['pt-br'], 'pt-BR'],
    [['pt_BR'], 'pt-BR'],
    [['pt-PT', 'pt'], 'pt'],
    [['pt-MZ'], 'pt'],
    [['pt-AO', 'en'], 'pt'],
    [['pt'], 'pt'],
    [['fr-SN', 'fr'], 'fr'],
    [['sw-KE', 'en'], 'sw'],
    [['de-DE', 'pt-BR'], 'pt-BR'],
    [['de-DE'], 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (preferred, expected) => {
    expect(negotiateLocale(preferred)).toBe(expected);
  });

  it('reads Brazil from an Accept-Language header, and Mozambique as European Portuguese', () => {
    expect(negotiateLocale(parseAcceptLanguage('pt-BR,pt;q=0.9,en;q=0.8'))).toBe('pt-BR');
    expect(negotiateLocale(parseAcceptLanguage('pt-MZ,pt;q=0.9'))).toBe('pt');
    expect(negotiateLocale(parseAcceptLanguage('en;q=0.5,pt-BR'))).toBe('pt-BR');
  });

  it('keeps a pt-BR choice in the cookie, and refuses what we do not speak', () => {
    expect(localeFromCookie('a=1; gt_lang=pt-BR; b=2')).toBe('pt-BR');
    expect(localeFromCookie('gt_lang=pt')).toBe('pt');
    expect(localeFromCookie('gt_lang=pt-XX')).toBeNull();
    expect(localeFromCookie('gt_lang=de')).toBeNull();
  });

  it('finds the region of the first tag that has one', () => {
    expect(regionOf(['sw-KE', 'en'])).toBe('KE');
    expect(regionOf(['en', 'fr-sn'])).toBe('SN');
    expect(regionOf(['en'])).toBeNull();
  });

  it('writes pt-BR over pt', () => {
    expect(baseLocale('pt-BR')).toBe('pt');
    expect(catalogLayers('pt-BR')).toEqual(['pt', 'pt-BR']);
    expect(catalogLayers('fr')).toEqual(['fr']);
  });
});
