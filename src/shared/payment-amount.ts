import { formatMoney } from './money.ts';
import { minorDigits } from './price-list.ts';

/**
 * A stored payment amount (minor units of its currency, as providers count them) written for `locale`
 * ("fr-KE": "2 500 Ksh"; "pt-BR": "R$ 109,90"): whole units unless the amount has a fraction.
 */
export function formatPaymentAmount(amountMinor: number, currency: string, locale: string): string {
  const code = currency.toUpperCase();
  const amount = amountMinor / 10 ** minorDigits(code);
  return formatMoney(amount, code, locale, { cents: !Number.isInteger(amount) });
}
