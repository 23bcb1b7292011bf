import { describe, expect, it } from 'vitest';
import { allCatalogProblems, catalogProblems, namespaces, overlayProblems, placeholders, readCatalog, readOverlay } from '../../../scripts/i18n/catalogs.ts';
import { LOCALES } from './locales.ts';

describe('message catalogs', () => {
  it('every language has exactly English’s ids, with the same ICU arguments and tags', () => {
    expect(allCatalogProblems()).toEqual([]);
  });

  it('every namespace has a catalog per language, and no translation is left in English by mistake', () => {
    for (const namespace of namespaces()) {
      const english = readCatalog(namespace, 'en');
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const catalog = readCatalog(namespace, locale);
        // Brand names, codes and figures may stay as they are; whole sentences may not.
        const untranslated = Object.keys(english).filter((id) => english[id] === catalog[id] && english[id]!.split(' ').length >= 4);
        expect({ file: `${namespace}/${locale}.json`, untranslated }).toEqual({ file: `${namespace}/${locale}.json`, untranslated: [] });
      }
    }
  });

  it('the check catches a missing id, an extra id, a dropped argument and a lost tag', () => {
    const english = { a: 'Hello {name}', b: '{count, plural, one {# credit} other {# credits}}', c: 'Read the <0>terms</0>', d: 'Plain' };
    const problems = catalogProblems(
      english,
      { a: 'Bonjour', b: '{count, plural, one {# crédit} other {# crédits}}', c: 'Lisez les conditions', e: 'x' },
      'fr',
    );
    expect(problems).toEqual([
      'fr: "a" uses nothing, English uses {name}',
      'fr: "c" uses nothing, English uses <0>',
      'fr: missing translation "d"',
      'fr: "e" is not in English\'s catalog',
    ]);
    expect(placeholders('{n, number} {count, plural, one {# of {total}} other {#}}')).toEqual(['{count}', '{n}', '{total}']);
  });

  it('a regional overlay may leave ids to its base language, but refuses ids English lacks and dropped arguments', () => {
    const english = { a: 'Hello {name}', b: 'Your team', c: '{count, plural, one {# rating} other {# ratings}}' };
    expect(overlayProblems(english, { b: 'Sua equipe' }, 'pt-BR')).toEqual([]);
    expect(overlayProblems(english, { a: 'Olá', c: '{count, plural, one {# avaliação} other {# avaliações}}', z: 'x' }, 'pt-BR')).toEqual([
      'pt-BR: "a" uses nothing, English uses {name}',
      'pt-BR: "z" is not in English\'s catalog',
    ]);
  });

  it('pt-BR is pt with its overlay over it, and the overlay holds only what differs', () => {
    for (const namespace of namespaces()) {
      const european = readCatalog(namespace, 'pt');
      const overlay = readOverlay(namespace, 'pt-BR');
      const brazilian = readCatalog(namespace, 'pt-BR');
      expect(Object.keys(brazilian).sort()).toEqual(Object.keys(european).sort());
      for (const [id, message] of Object.entries(overlay)) {
        expect(brazilian[id]).toBe(message);
        expect({ namespace, id, same: message === european[id] }).toEqual({ namespace, id, same: false });
      }
    }
    expect(readCatalog('common', 'pt-BR')['nav.team']).toBe('Equipe');
    expect(readCatalog('common', 'pt')['nav.team']).toBe('Equipa');
  });
});
