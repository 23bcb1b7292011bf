// Amounts in an organization's currency, formatted with Intl for the reader's language. Zod-free: the
// calculators and the server's mails both use it.

/**
 * The Intl locale for one of our languages, in the organization's country when known ("sw-KE" writes
 * "Ksh 1,200", "fr-SN" "1 200 F CFA"); English alone is en-US, as spec.md writes amounts ("$500,000").
 * `locale` may already be a full tag ("fr-SN").
 */
export function intlLocale(locale: string, region?: string | null): string {
  if (locale.includes('-')) return locale;
  if (region && /^[A-Z]{2}$/.test(region)) {
    const tag = `${locale}-${region}`;
    if (Intl.NumberFormat.supportedLocalesOf([tag]).length > 0) return tag;
  }
  return locale === 'en' ? 'en-US' : locale;
}

const formatters = new Map<string, Intl.NumberFormat>();
function cached(locale: string, options: Intl.NumberFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(intlLocale(locale), options)));
  return formatter;
}

/**
 * The symbol a currency's own country writes, in every language: Intl writes "Ksh" for en-KE and sw but
 * "KES" for en-US, fr and es, so one Kenyan amount read two ways (the glossary, src/shared/i18n/glossary/,
 * names one). Currencies not listed keep Intl's narrow symbol ("$", "₦", "R$").
 */
export const LOCAL_CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  KES: 'Ksh',
  TZS: 'TSh',
  UGX: 'USh',
  MZN: 'MT',
  XOF: 'F CFA',
  XAF: 'FCFA',
};

function withLocalSymbol(formatter: Intl.NumberFormat, currency: string, amount: number): string {
  const symbol = LOCAL_CURRENCY_SYMBOLS[currency];
  if (!symbol) return formatter.format(amount);
  return formatter
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}

/**
 * `1234567` in KES for "en-KE" → "Ksh 1,234,567"; with `compact`, "Ksh 1.2M". Whole units unless the
 * currency's own minor digits are asked for (`cents: true`).
 */
export function formatMoney(amount: number, currency: string, locale: string, { compact = false, cents = false } = {}): string {
  const formatter = cached(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    ...(compact ? { notation: 'compact', maximumFractionDigits: 1 } : cents ? {} : { maximumFractionDigits: 0, minimumFractionDigits: 0 }),
  });
  return withLocalSymbol(formatter, currency, amount);
}

export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return cached(locale, options).format(value);
}

/** The currency's name as a plural noun in `locale` ("Kenyan shillings", "francs CFA (BCEAO)"). */
export function currencyName(currency: string, locale: string): string {
  const parts = cached(locale, { style: 'currency', currency, currencyDisplay: 'name' }).formatToParts(2);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** The currency's symbol as amounts show it ("Ksh", "F CFA", "$"). */
export function currencySymbol(currency: string, locale: string): string {
  const local = LOCAL_CURRENCY_SYMBOLS[currency];
  if (local) return local;
  const parts = cached(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
