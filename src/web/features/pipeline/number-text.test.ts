import { describe, expect, it } from 'vitest';
import { currencyPlacement, numberText, parseLocalNumber } from './number-text.ts';

describe('the calculator boxes in the reader’s own number writing', () => {
  it('reads English as the shared parser always did', () => {
    expect(parseLocalNumber('500,000', 'en-US', ['$', 'USD'])).toBe(500_000);
    expect(parseLocalNumber('$500,000', 'en-US', ['$', 'USD'])).toBe(500_000);
    expect(parseLocalNumber('25%', 'en-US')).toBe(25);
    expect(parseLocalNumber('2.5', 'en-US')).toBe(2.5);
    expect(parseLocalNumber('1.2.3', 'en-US')).toBeNaN();
    expect(parseLocalNumber('abc', 'en-US')).toBeNaN();
    expect(parseLocalNumber('', 'en-US')).toBeNaN();
    expect(parseLocalNumber('Ksh 1,200', 'en-KE', ['Ksh', 'KES'])).toBe(1200);
    expect(parseLocalNumber('1,200', 'sw-KE', ['Ksh', 'KES'])).toBe(1200);
  });

  it('reads commas as decimals and dots or spaces as grouping where the language does', () => {
    expect(parseLocalNumber('500\u202f000', 'fr-SN', ['F\u202fCFA', 'XOF'])).toBe(500_000);
    expect(parseLocalNumber('500 000 F CFA', 'fr-SN', ['F\u202fCFA', 'XOF'])).toBe(500_000);
    expect(parseLocalNumber('12,5', 'fr')).toBe(12.5);
    expect(parseLocalNumber('25 %', 'fr')).toBe(25);
    expect(parseLocalNumber('500.000', 'pt')).toBe(500_000);
    expect(parseLocalNumber('1.250.000,50', 'pt')).toBe(1_250_000.5);
    expect(parseLocalNumber('2.5', 'es')).toBe(2.5);
    expect(parseLocalNumber('5.000', 'es')).toBe(5000);
    expect(parseLocalNumber('1,2,3', 'pt')).toBeNaN();
  });

  it('writes numbers back the same way', () => {
    expect(numberText(500_000, 'en-US')).toBe('500,000');
    expect(numberText(12.345, 'en-US')).toBe('12.35');
    for (const locale of ['en-US', 'fr', 'fr-SN', 'pt', 'pt-MZ', 'es', 'es-MX', 'sw', 'sw-KE']) {
      for (const value of [0, 20, 5_000, 500_000, 1_250_000.5]) expect(parseLocalNumber(numberText(value, locale), locale), `${locale} ${value}`).toBe(value);
    }
  });

  it('knows which side the currency goes', () => {
    expect(currencyPlacement('USD', 'en-US')).toBe('before');
    expect(currencyPlacement('KES', 'en-KE')).toBe('before');
    expect(currencyPlacement('XOF', 'fr-SN')).toBe('after');
  });
});
