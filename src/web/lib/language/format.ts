import { useMemo } from 'react';
import { currencyName, currencySymbol, formatMoney, formatNumber, intlLocale } from '@shared/money.ts';
import type { Locale } from '@shared/i18n/locales.ts';
import { useLocale } from './i18n.ts';

/** Numbers, dates and amounts in the active language (Intl), re-rendering when it changes. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(() => formattersFor(locale), [locale]);
}

export function formattersFor(locale: Locale) {
  const tag = intlLocale(locale);
  return {
    locale,
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
    percent: (value: number, maximumFractionDigits = 1) => formatNumber(value / 100, locale, { style: 'percent', maximumFractionDigits }),
    date: (value: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(tag, options).format(new Date(value)),
    dateTime: (value: string | number | Date) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
    money: (amount: number, currency: string, options?: { compact?: boolean; cents?: boolean }) => formatMoney(amount, currency, locale, options),
    currencyName: (currency: string) => currencyName(currency, locale),
    currencySymbol: (currency: string) => currencySymbol(currency, locale),
  };
}

export type Formatters = ReturnType<typeof formattersFor>;
