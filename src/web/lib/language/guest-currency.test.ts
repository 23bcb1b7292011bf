import { describe, expect, it } from 'vitest';
import { formatMoney } from '@shared/money.ts';
import { guestCurrency } from './guest-currency.ts';

describe("a guest's currency, from the browser's region", () => {
  it.each([
    [['en-KE', 'en'], 'KES', 'KE'],
    [['sw-KE'], 'KES', 'KE'],
    [['sw', 'en-KE'], 'KES', 'KE'],
    [['fr-SN', 'fr'], 'XOF', 'SN'],
    [['pt-BR', 'pt'], 'BRL', 'BR'],
    [['pt-MZ'], 'MZN', 'MZ'],
    [['en'], 'USD', null],
    [[], 'USD', null],
  ] as const)('%j → %s', (languages, currency, country) => {
    expect(guestCurrency(languages)).toEqual({ currency, country });
  });

  it('writes a Kenyan amount with the same symbol in every language', () => {
    for (const locale of ['en', 'en-KE', 'sw', 'sw-KE', 'fr', 'pt', 'pt-BR', 'es']) {
      const text = formatMoney(1_234_567, 'KES', locale);
      expect(text).toContain('Ksh');
      expect(text).not.toContain('KES');
    }
    expect(formatMoney(1200, 'BRL', 'pt-BR')).toMatch(/^R\$\s1\.200$/);
  });
});
