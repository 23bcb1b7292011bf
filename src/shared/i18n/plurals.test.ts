// Every plural message, in every language, rendered for 0, 1, 2 and 5 as the app renders it (the
// language's CLDR rules: European Portuguese's for pt). Bare "pt" in Intl, and pt-BR, count 0 as "one"
// ("0 avaliação"); French does too, and there "0 évaluation" is right.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { namespaces, placeholders, readCatalog } from '../../../scripts/i18n/catalogs.ts';
import { LOCALES, PLURAL_TAGS, baseLocale, type Locale } from './locales.ts';

/** The languages where 0 takes the singular ("0 évaluation"); elsewhere it takes the plural ("0 ratings"). */
const ZERO_IS_SINGULAR = new Set<string>(['fr']);

/** Known wrong forms, in case a message's two renderings are wrong the same way. */
const BAD: Partial<Record<Locale, RegExp>> = {
  en: /\b(?:0|2|5) (?:credit|rating|lead|deal|word|question|turn|second|day|person|seat|attempt|pitch)\b/,
  pt: /\b0 (?:avaliação|crédito|tentativa|lead|negócio|palavra|pergunta|fala|segundo|dia|pessoa|lugar|caractere|pitch)\b/,
  'pt-BR': /\b0 (?:avaliação|crédito|tentativa|lead|negócio|palavra|pergunta|fala|segundo|dia|pessoa|lugar|caractere|pitch)\b/,
  es: /\b0 (?:crédito|valoración|evaluación|intento|lead|palabra|pregunta|segundo|día|persona)\b/,
};

function pluralArguments(message: string): string[] {
  return [...message.matchAll(/\{(\w+), plural,/g)].map((match) => match[1]!);
}

/** A =0 branch written in words ("nenhum restante") reads differently from "5" on purpose. */
function hasWordedZero(message: string): boolean {
  return /=0 \{[^#{}]*\}/.test(message);
}

function renderer(locale: Locale) {
  const i18n = setupI18n();
  i18n.activate(locale, [PLURAL_TAGS[locale]]);
  return (message: string, value: number) => {
    const values = Object.fromEntries(
      placeholders(message)
        .filter((p) => p.startsWith('{'))
        .map((p) => [p.slice(1, -1), value]),
    );
    i18n.load(locale, { m: compileMessage(message) });
    return i18n._('m', values);
  };
}

describe('plural messages', () => {
  it('European Portuguese reads 0 as plural, Brazilian and French as "one" (which the catalogs must answer)', () => {
    expect(new Intl.PluralRules(PLURAL_TAGS.pt).select(0)).toBe('other');
    expect(new Intl.PluralRules(PLURAL_TAGS['pt-BR']).select(0)).toBe('one');
    expect(new Intl.PluralRules(PLURAL_TAGS.fr).select(0)).toBe('one');
  });

  for (const locale of LOCALES) {
    it(`read right for 0, 1, 2 and 5 in ${locale}`, () => {
      const render = renderer(locale);
      const problems: string[] = [];
      for (const namespace of namespaces()) {
        for (const [id, message] of Object.entries(readCatalog(namespace, locale))) {
          if (pluralArguments(message).length === 0) continue;
          const [zero, one, two, five] = [0, 1, 2, 5].map((value) => render(message, value)) as [string, string, string, string];
          const where = `${namespace}/${locale} "${id}"`;
          for (const text of [zero, one, two, five]) {
            if (/[{}]|NaN/.test(text)) problems.push(`${where}: unrendered "${text}"`);
            if (BAD[locale]?.test(text)) problems.push(`${where}: "${text}"`);
          }
          if (two.replace(/\b2\b/g, '5') !== five) problems.push(`${where}: 2 and 5 differ: "${two}" / "${five}"`);
          if (hasWordedZero(message)) continue;
          const zeroIsSingular = ZERO_IS_SINGULAR.has(baseLocale(locale));
          // "=1 {}" drops the count for exactly one ("you interrupted (3 times)"): 0 there reads like 5, not like 1.
          const like = zeroIsSingular && !/=1 \{/.test(message) ? { value: '1', text: one } : { value: '5', text: five };
          const zeroAsLike = zero.replace(/\b0\b/g, like.value);
          if (zeroAsLike !== like.text) problems.push(`${where}: 0 reads "${zero}", not like ${like.value}: "${like.text}"`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('catches "0 avaliação" in Brazilian Portuguese', () => {
    const render = renderer('pt-BR');
    const message = '{count, plural, one {# avaliação} other {# avaliações}}';
    expect(render(message, 0)).toBe('0 avaliação');
    expect(render('{count, plural, =0 {# avaliações} one {# avaliação} other {# avaliações}}', 0)).toBe('0 avaliações');
  });
});
