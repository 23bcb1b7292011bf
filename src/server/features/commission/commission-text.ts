// The reader of a commission plan: the language its texts are written in (the `commissionReport`
// catalog) and the organization's currency its amounts are counted in, formatted the way the reader
// writes them in the organization's country. English with US dollars is the default and reads
// exactly as the engine always wrote ("$1,200", "12.5%", "5.0×").
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales.ts';
import { formatMoney, formatNumber, intlLocale } from '../../../shared/money.ts';
import { serverT, type ServerTranslate } from '../../lib/i18n.ts';

export interface CommissionReader {
  /** The caller's language (actor.locale). */
  locale: Locale;
  /** ISO 4217: the caller's organization's currency (USD for guests). */
  currency: string;
  /** ISO 3166 alpha-2: the organization's country, for its way of writing amounts ("fr-SN"). */
  country?: string | null;
}

export const DEFAULT_COMMISSION_READER: CommissionReader = { locale: DEFAULT_LOCALE, currency: 'USD', country: null };

export interface CommissionText {
  readonly locale: Locale;
  readonly currency: string;
  /** The Intl locale every figure is written in ("en-US", "fr-SN", "sw-KE"). */
  readonly intl: string;
  /** The decimal mark of `intl` ("." or ","). */
  readonly decimal: string;
  readonly t: ServerTranslate<'commissionReport'>;
  /** "$1,000" for whole amounts, "$12.50" otherwise (whole units for currencies without cents). */
  money(amount: number): string;
  /** "12.5%", "12,5 %". */
  pct(value: number): string;
  /** A ratio with one decimal, rounded as toFixed(1): "5.0", "5,0". */
  ratio(value: number): string;
  /** A whole count: "90", "20". */
  count(value: number): string;
}

const cache = new Map<string, CommissionText>();

/** A code Intl can write amounts in (an unexpected value in the database falls back to dollars rather than failing the run). */
function isCurrency(code: string | undefined): code is string {
  if (!code || !/^[A-Za-z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

/** The texts and formats for `reader` (English and US dollars when not given). */
export function commissionText(reader: Partial<CommissionReader> = {}): CommissionText {
  const locale = reader.locale ?? DEFAULT_COMMISSION_READER.locale;
  const currency = isCurrency(reader.currency) ? reader.currency.toUpperCase() : DEFAULT_COMMISSION_READER.currency;
  const country = reader.country?.toUpperCase() ?? null;
  const key = `${locale}|${currency}|${country ?? ''}`;
  let text = cache.get(key);
  if (text) return text;
  const intl = intlLocale(locale, country);
  const decimal = new Intl.NumberFormat(intl).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  text = {
    locale,
    currency,
    intl,
    decimal,
    t: serverT(locale, 'commissionReport'),
    money(amount) {
      const whole = Math.abs(amount - Math.round(amount)) < 0.005;
      return whole ? formatMoney(Math.round(amount), currency, intl) : formatMoney(amount, currency, intl, { cents: true });
    },
    pct: (value) => formatNumber(value, intl, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }),
    ratio: (value) => value.toFixed(1).replace('.', decimal),
    count: (value) => formatNumber(value, intl, { maximumFractionDigits: 0 }),
  };
  cache.set(key, text);
  return text;
}
