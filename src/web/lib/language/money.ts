import { useMemo } from 'react';
import { currencyName, currencySymbol, formatMoney, intlLocale } from '@shared/money.ts';
import { useLocale } from './i18n.ts';
import { useMe } from '../session/session.ts';

/** Guests, and anyone without an organization, count in US dollars (spec.md's "in dollars"). */
export const FALLBACK_CURRENCY = 'USD';

/**
 * The organization's money as the reader's language writes it in the organization's country:
 * Intl does the symbol, the grouping and the "1.2M" shorthand.
 */
export function useMoney() {
  const locale = useLocale();
  const organization = useMe().data?.organization;
  const currency = organization?.currency ?? FALLBACK_CURRENCY;
  const tag = intlLocale(locale, organization?.country);
  return useMemo(
    () => ({
      currency,
      isDollars: currency === 'USD',
      format: (amount: number, options?: { compact?: boolean; cents?: boolean }) => formatMoney(amount, currency, tag, options),
      /** "Kenyan shillings", "francs CFA (BCEAO)". */
      name: currencyName(currency, tag),
      symbol: currencySymbol(currency, tag),
      /** Digit grouping as this reader writes it ("1,200", "1 200"). */
      numberLocale: tag,
    }),
    [currency, tag],
  );
}
