// What each plan costs in the currencies our customers count in. A list kept in the repository on
// purpose (decision 032): rounded prices people recognise as prices ("Ksh 2,500", "12 000 F CFA",
// "R$ 109,90"), reviewed by hand, never a live exchange rate that would move the price every day.
// Amounts are in the currency's minor units as ISO 4217 counts them (cents; F CFA have none).
import type { PlanId } from './pricing.ts';

/**
 * Reviewed 2026-11 against that month's rates (1 USD ≈ 129 KES, 2,600 TZS, 3,650 UGX, 1,420 RWF,
 * 12.5 GHS, 1,500 NGN, 17.5 ZAR, 565 XOF/XAF, 64 MZN, 5.4 BRL, 88 INR), then rounded to the
 * nearest price a shop there would write. A currency missing here is charged in US dollars.
 */
export const PRICE_LIST = {
  USD: { credits_20: 20_00, premium: 99_00 },
  KES: { credits_20: 2_500_00, premium: 12_500_00 },
  TZS: { credits_20: 50_000_00, premium: 250_000_00 },
  UGX: { credits_20: 75_000, premium: 360_000 },
  RWF: { credits_20: 28_000, premium: 139_000 },
  GHS: { credits_20: 250_00, premium: 1_250_00 },
  NGN: { credits_20: 30_000_00, premium: 149_000_00 },
  ZAR: { credits_20: 349_00, premium: 1_749_00 },
  XOF: { credits_20: 12_000, premium: 59_000 },
  XAF: { credits_20: 12_000, premium: 59_000 },
  MZN: { credits_20: 1_290_00, premium: 6_390_00 },
  BRL: { credits_20: 109_90, premium: 529_90 },
  INR: { credits_20: 1_699_00, premium: 8_499_00 },
} as const satisfies Record<string, Record<PlanId, number>>;

export type PriceListCurrency = keyof typeof PRICE_LIST;

export interface LocalPrice {
  /** ISO 4217, upper case ("KES"). */
  currency: string;
  /** In the currency's minor units (KES 2,500 → 250000; XOF 12 000 → 12000). */
  amountMinor: number;
  /** Digits after the decimal point in this currency (2 for KES, 0 for XOF). */
  minorDigits: number;
  /** True when the organization's currency has no local price and US dollars are charged instead. */
  fallback: boolean;
}

/** Digits of the currency's minor unit, as Intl (ISO 4217) counts them. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

export function hasLocalPrice(currency: string | null | undefined): currency is PriceListCurrency {
  return !!currency && Object.hasOwn(PRICE_LIST, currency.toUpperCase());
}

/** The price of a plan for an organization counting in `currency`; US dollars when there is no local list. */
export function priceOf(plan: PlanId, currency: string | null | undefined): LocalPrice {
  const code = hasLocalPrice(currency) ? (currency.toUpperCase() as PriceListCurrency) : 'USD';
  return { currency: code, amountMinor: PRICE_LIST[code][plan], minorDigits: minorDigits(code), fallback: code !== (currency ?? 'USD').toUpperCase() };
}

/** The amount in major units (KES 250000 minor → 2500), for display and for providers that take major units. */
export function majorAmount(price: Pick<LocalPrice, 'amountMinor' | 'minorDigits'>): number {
  return price.amountMinor / 10 ** price.minorDigits;
}
