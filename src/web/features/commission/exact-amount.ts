// Amounts in the pay table: exact, never compact. Pure, so it is unit-tested without React.

export type MoneyFormat = (amount: number, options?: { cents?: boolean }) => string;

/**
 * An exact amount, never compact ("1 400 000 F CFA", not "1,4 M F CFA"): whole amounts without cents,
 * others with them. The space between the symbol and the digits may wrap, so a narrow column wraps
 * there rather than inside the digits.
 */
export function exactAmount(x: number, format: MoneyFormat): string {
  const text = Math.abs(x - Math.round(x)) < 0.005 ? format(Math.round(x)) : format(x, { cents: true });
  return text.replace(/\u00a0(?=\D)|(?<=\D)\u00a0/gu, ' ');
}
