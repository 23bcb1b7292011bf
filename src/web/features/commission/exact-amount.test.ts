import { describe, expect, it } from 'vitest';
import { formatMoney } from '@shared/money.ts';
import { exactAmount } from './exact-amount.ts';

describe('pay table amounts', () => {
  const cases: [string, string][] = [
    ['KES', 'en-KE'],
    ['XOF', 'fr-SN'],
    ['BRL', 'pt-BR'],
    ['MZN', 'pt-MZ'],
    ['NGN', 'en-NG'],
    ['USD', 'en-US'],
    ['EUR', 'es-ES'],
  ];

  it('are exact to the unit in every currency, never compact ("1,4 M")', () => {
    for (const [currency, tag] of cases) {
      const format = (amount: number, options?: { cents?: boolean }) => formatMoney(amount, currency, tag, options);
      for (const amount of [1_400_000, 6_000_000, 37_500, 131_250, 150_000_000]) {
        const text = exactAmount(amount, format);
        expect(text, `${currency} ${text}`).not.toMatch(/\d\s*(?:M|k|K|mil|Mio|B|bn)\b|\bM\b/);
        // Every digit of the amount is there.
        expect(text.replace(/\D/g, ''), `${currency} ${text}`).toBe(String(amount));
      }
    }
    expect(exactAmount(1_400_000, (x) => formatMoney(x, 'XOF', 'fr-SN'))).toBe('1\u202f400\u202f000 F CFA');
    expect(exactAmount(1_400_000, (x) => formatMoney(x, 'KES', 'en-KE'))).toBe('Ksh 1,400,000');
  });

  it('keep cents only where there are some', () => {
    const usd = (amount: number, options?: { cents?: boolean }) => formatMoney(amount, 'USD', 'en-US', options);
    expect(exactAmount(1127.25, usd)).toBe('$1,127.25');
    expect(exactAmount(751.5, usd)).toBe('$751.50');
    expect(exactAmount(1500, usd)).toBe('$1,500');
  });
});
