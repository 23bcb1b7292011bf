import { describe, expect, it } from 'vitest';
import { COMMON_CURRENCIES } from './currencies.ts';
import { roundUpToNice, SME_TURNOVER_MAX, smeTurnoverMax, TYPICAL_MONTHLY_PAY, typicalMonthlyPay } from './sme-amounts.ts';

describe('amounts an SME knows, per currency', () => {
  it('lists the turnover ceiling of every common currency, about US$1 million each', () => {
    expect(smeTurnoverMax('USD')).toBe(1_000_000);
    expect(smeTurnoverMax(undefined)).toBe(1_000_000);
    expect(smeTurnoverMax('kes')).toBe(150_000_000);
    expect(smeTurnoverMax('NGN')).toBe(1_500_000_000);
    expect(smeTurnoverMax('XOF')).toBe(600_000_000);
    expect(smeTurnoverMax('BRL')).toBe(5_000_000);
    expect(smeTurnoverMax('MZN')).toBe(60_000_000);
    expect(smeTurnoverMax('INR')).toBe(80_000_000);
    for (const currency of COMMON_CURRENCIES) expect(SME_TURNOVER_MAX[currency], currency).toBeGreaterThan(0);
  });

  it('falls back on a rough fixed rate for other currencies, rounded to a round figure', () => {
    expect(smeTurnoverMax('IDR')).toBe(20_000_000_000);
    expect(smeTurnoverMax('JPY')).toBe(200_000_000);
    // Unknown: generous, so no real amount is refused.
    expect(smeTurnoverMax('ZZZ')).toBe(1_000_000_000);
    expect([1, 2, 3, 7, 12, 50, 51].map(roundUpToNice)).toEqual([1, 2, 5, 10, 20, 50, 100]);
  });

  it('gives a typical monthly pay that is a small share of that turnover', () => {
    expect(typicalMonthlyPay('KES')).toBe(60_000);
    expect(typicalMonthlyPay('USD')).toBe(5_000);
    for (const currency of COMMON_CURRENCIES) {
      const pay = TYPICAL_MONTHLY_PAY[currency]!;
      // A year of one salesperson's pay is between 0.1 % (low-wage economies) and 10 % of an SME's turnover.
      expect((pay * 12) / smeTurnoverMax(currency), currency).toBeGreaterThan(0.001);
      expect((pay * 12) / smeTurnoverMax(currency), currency).toBeLessThan(0.1);
    }
    expect(typicalMonthlyPay('IDR')).toBe(20_000_000);
  });
});
