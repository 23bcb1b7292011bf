// The currencies an organization can count in: every currency some country uses (ISO 4217), with the
// ones our customers use most listed first in the account page's picker.
import countryToCurrency from 'country-to-currency';

/** Shown first, in this order: where Growth Tools' customers are. */
export const COMMON_CURRENCIES = [
  'KES',
  'NGN',
  'GHS',
  'ZAR',
  'XOF',
  'XAF',
  'MZN',
  'TZS',
  'UGX',
  'RWF',
  'ETB',
  'EGP',
  'MAD',
  'BRL',
  'INR',
  'USD',
  'EUR',
  'GBP',
] as const;

export const CURRENCIES = [...new Set<string>([...COMMON_CURRENCIES, ...Object.values(countryToCurrency as Record<string, string>)])].sort() as [
  string,
  ...string[],
];

/** An organization's currency when it is created: its country's, else US dollars. */
export function currencyForCountry(country: string | null | undefined): string {
  const code = country ? (countryToCurrency as Record<string, string>)[country.toUpperCase()] : undefined;
  return code && CURRENCIES.includes(code) ? code : 'USD';
}
