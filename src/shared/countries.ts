import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

export interface Country {
  code: string;
  name: string;
}

/** Every ISO 3166-1 country, stored as its alpha-2 code and shown by its English name. */
export const COUNTRIES: Country[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name));

const CODES = new Set(COUNTRIES.map((c) => c.code));

export function isCountryCode(value: string) {
  return CODES.has(value);
}
