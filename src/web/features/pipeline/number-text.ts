// The calculator's number boxes in the reader's own writing: "500,000" in English, "500 000" in French,
// "500.000" in Portuguese and Spanish, and back again. The shared parser (parseNumberInput) knows the
// English way only; this turns local text into it first.
import { parseNumberInput } from '@shared/pipeline';

interface Separators {
  group: string;
  decimal: string;
}

const separatorCache = new Map<string, Separators>();

function separators(locale: string): Separators {
  let found = separatorCache.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    found = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separatorCache.set(locale, found);
  }
  return found;
}

/** How a typed number shows in this locale: digit grouping, up to two decimals. */
export function numberText(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

const SPACES = /[\s\u00a0\u2009\u202f_]/g;
/** Dots that can only be thousands separators: "5.000", "1.250.000". */
const DOT_GROUPED = /^[+-]?\d{1,3}(\.\d{3})+$/;

const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

function stripAffix(text: string, affix: string): string {
  if (!affix) return text;
  const lower = plainSpaces(text).toLocaleLowerCase();
  const wanted = plainSpaces(affix).toLocaleLowerCase();
  if (lower.startsWith(wanted)) return text.slice(affix.length).trim();
  if (lower.endsWith(wanted)) return text.slice(0, -affix.length).trim();
  return text;
}

/**
 * Reads what the reader typed, written their way: a currency symbol or code before or after the
 * amount is dropped. Where the decimal mark is a comma, a comma is the decimals and dots are
 * thousands ("1.250,5"); a lone "2.5" is still two and a half. Not a number: NaN.
 */
export function parseLocalNumber(raw: string, locale: string, currencyAffixes: readonly string[] = []): number {
  let text = raw.trim();
  for (const affix of currencyAffixes) text = stripAffix(text, affix);
  const { decimal } = separators(locale);
  if (decimal !== ',') return parseNumberInput(text);
  text = text.replace(SPACES, '');
  if (text.includes(',')) text = text.replace(/\./g, '').replace(/,/g, '.');
  else if (DOT_GROUPED.test(text)) text = text.replace(/\./g, '');
  return parseNumberInput(text);
}

/** Where the currency symbol sits beside an amount in this locale ("$500" before, "500 $" after). */
export function currencyPlacement(currency: string, locale: string): 'before' | 'after' {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(1);
  const symbol = parts.findIndex((part) => part.type === 'currency');
  const digits = parts.findIndex((part) => part.type === 'integer');
  return symbol !== -1 && symbol > digits ? 'after' : 'before';
}
