// One product idea, one word per language: src/shared/i18n/glossary/<locale>.json names it and the
// variants that drifted in before (pitch, leads, revenue…). Every catalog of the language (pt-BR: pt
// with its overlay) is scanned for those variants.
import { describe, expect, it } from 'vitest';
import { namespaces, readCatalog } from '../../../scripts/i18n/catalogs.ts';
import { formatMoney, intlLocale } from '../money.ts';
import { LOCALES, type Locale } from './locales.ts';
import en from './glossary/en.json';
import fr from './glossary/fr.json';
import pt from './glossary/pt.json';
import ptBR from './glossary/pt-BR.json';
import es from './glossary/es.json';
import sw from './glossary/sw.json';

interface Term {
  use: string;
  avoid?: string[];
  note?: string;
}

const GLOSSARIES: Record<Locale, Record<string, Term>> = { en, fr, pt, 'pt-BR': ptBR, es, sw };

function glossary(locale: Locale): Record<string, Term> {
  return GLOSSARIES[locale];
}

function texts(locale: Locale): { where: string; text: string }[] {
  return namespaces().flatMap((namespace) =>
    Object.entries(readCatalog(namespace, locale)).map(([id, text]) => ({ where: `${namespace}/${locale} "${id}"`, text })),
  );
}

/**
 * `phrase` as a whole word or words: in any case when written in lower case ("equipa" finds "Equipa"),
 * exactly as written when it has a capital (a name's wrong capitalisation: "Pitch lab").
 */
function wordPattern(phrase: string): RegExp {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, /\p{Lu}/u.test(phrase) ? 'u' : 'iu');
}

describe('glossaries', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the catalogs use the glossary's word for each idea, never a variant it forbids`, () => {
      const catalog = texts(locale);
      const problems: string[] = [];
      for (const [idea, term] of Object.entries(glossary(locale))) {
        if (!catalog.some(({ text }) => wordPattern(term.use).test(text))) problems.push(`${idea}: "${term.use}" is used nowhere`);
        for (const variant of term.avoid ?? []) {
          const pattern = wordPattern(variant);
          for (const { where, text } of catalog) if (pattern.test(text)) problems.push(`${idea}: ${where} says "${variant}", not "${term.use}"`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`${locale}: a Kenyan amount reads Ksh, whether or not the reader's country is known`, () => {
      for (const tag of [locale, intlLocale(locale, 'KE')]) {
        expect(formatMoney(2500, 'KES', tag)).toContain('Ksh');
        expect(formatMoney(2_500_000, 'KES', tag, { compact: true })).toContain('Ksh');
      }
      const written = texts(locale).filter(({ text }) => /\bKSh\b|\bKES\s?\d/.test(text));
      expect(written).toEqual([]);
    });
  }

  it('the check catches a variant, in any case, as a whole word only', () => {
    expect(wordPattern('equipa').test('Membros da Equipa')).toBe(true);
    expect(wordPattern('equipa').test('equipamento')).toBe(false);
    expect(wordPattern('taxa de fecho').test('a sua taxa de fecho de 20%')).toBe(true);
    expect(wordPattern('Pitch lab').test('The Pitch Lab')).toBe(false);
    expect(wordPattern('Pitch lab').test('the Pitch lab')).toBe(true);
  });
});
