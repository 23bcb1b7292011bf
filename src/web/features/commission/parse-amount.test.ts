import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount.ts';

describe('parseAmount', () => {
  it('reads English amounts as the shared parser does', () => {
    expect(parseAmount('1,200', 'en-US', '$')).toBe(1200);
    expect(parseAmount('$1,200.50', 'en-US', '$')).toBe(1200.5);
    expect(parseAmount(' 1200 ', 'en-US', '$')).toBe(1200);
    expect(parseAmount('Ksh 1,200', 'en-KE', 'Ksh')).toBe(1200);
    expect(parseAmount('1,200', 'sw-KE', 'Ksh')).toBe(1200);
    expect(parseAmount('abc', 'en-US', '$')).toBeNaN();
    expect(parseAmount('', 'en-US', '$')).toBeNaN();
  });

  it('reads the grouping and decimal marks of the reader', () => {
    expect(parseAmount('1 200', 'fr-SN', 'F CFA')).toBe(1200);
    expect(parseAmount('1\u202f200,50', 'fr', '$')).toBe(1200.5);
    expect(parseAmount('1 200 F CFA', 'fr-SN', 'F CFA')).toBe(1200);
    expect(parseAmount('1.200', 'fr-SN', 'F CFA')).toBe(1200);
    expect(parseAmount('1,5', 'fr', '$')).toBe(1.5);
    expect(parseAmount('1.200', 'pt-BR', 'R$')).toBe(1200);
    expect(parseAmount('R$ 1.200,50', 'pt-BR', 'R$')).toBe(1200.5);
    expect(parseAmount('1200.5', 'pt-BR', 'R$')).toBe(1200.5);
    expect(parseAmount('1.234.567', 'es', '$')).toBe(1234567);
    expect(parseAmount('1,2,3', 'es', '$')).toBeNaN();
    expect(parseAmount('1 200 MTn', 'pt-MZ', 'MTn')).toBe(1200);
  });
});
