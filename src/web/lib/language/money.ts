import { useMemo } from 'react';
import { currencyName, currencySymbol, formatMoney, intlLocale } from '@shared/money.ts';
import { useLocale } from './i18n.ts';
import { guestCurrency } from './guest-currency.ts';
import { useMe } from '../session/session.ts';
import { useHydrated } from '../../boot/use-hydrated.ts';

/** What a prerendered page shows, and anyone whose browser names no region: US dollars (spec.md's "in dollars"). */
export const FALLBACK_CURRENCY = 'USD';

/**
 * The currency the calculators count in: the organization's for a member of one; for a guest (or an
 * account without an organization), their browser's region's (a Kenyan guest counts in Ksh). A
 * prerendered page was built without a browser, so it hydrates in dollars and switches right after.
 */
export function useDisplayCurrency(): { currency: string; country: string | null } {
  const me = useMe().data;
  const hydrated = useHydrated();
  if (me?.organization) return { currency: me.organization.currency, country: me.organization.country ?? null };
  // `undefined` while a signed-in profile loads: wait for it rather than flash the region's currency.
  if (me === undefined || !hydrated) return { currency: FALLBACK_CURRENCY, country: null };
  return guestCurrency();
}

/**
 * The organization's money as the reader's language writes it in the organization's country:
 * Intl does the symbol, the grouping and the "1.2M" shorthand.
 */
export function useMoney() {
  const locale = useLocale();
  const { currency, country } = useDisplayCurrency();
  const tag = intlLocale(locale, country);
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
