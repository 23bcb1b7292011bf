// A guest has no organization to count in: the browser's region says where they sell ("en-KE" and
// "sw-KE" → Kenyan shillings, "fr-SN" → francs CFA, "pt-BR" → reais); no region, US dollars.
import { regionOf } from '@shared/i18n/locales.ts';
import { currencyForCountry } from '@shared/currencies.ts';

/** The region the browser's languages name first ("KE"), or null. */
export function browserRegion(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): string | null {
  return regionOf(languages);
}

/** A guest's currency and the country amounts are written for, from the browser's languages. */
export function guestCurrency(languages?: readonly string[]): { currency: string; country: string | null } {
  const country = browserRegion(languages);
  return { currency: currencyForCountry(country), country };
}
