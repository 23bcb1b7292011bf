import { parseNumberInput } from '@shared/pipeline';

/** The decimal and grouping marks of an Intl locale ("en-US": "." and ","; "fr-SN": "," and a narrow space). */
function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SPACES = /[\s\u00a0\u2009\u202f_']/g;

/**
 * An amount as the reader types it in their own way of writing numbers (`locale`, e.g. money's
 * numberLocale): "1,200" and "$1,200.50" in English, "1 200,50" in French, "1.200" in Brazilian
 * Portuguese or Spanish, with or without the currency's symbol. A "," or "." that is not the
 * reader's decimal mark is read as grouping when it splits the digits in threes ("1.200" in French
 * is 1200), else as the decimal mark ("1200.5"). NaN when it is not an amount.
 */
export function parseAmount(raw: string, locale: string, symbol?: string): number {
  let text = raw.trim();
  for (const mark of [symbol, '$'].filter((s): s is string => Boolean(s))) {
    text = text.replace(new RegExp(`^([+-]?)\\s*${escape(mark)}`), '$1').replace(new RegExp(`${escape(mark)}$`), '');
  }
  text = text.replace(SPACES, '');
  const { decimal, group } = separators(locale);
  // "1,200.50" readers: the shared rule as it is (commas group, the point is decimal).
  if (decimal === '.' && group === ',') return parseNumberInput(text);
  const localGroup = group === ',' || group === '.' ? group : null;

  const commas = text.split(',').length - 1;
  const dots = text.split('.').length - 1;
  let normalized: string;
  if (commas > 0 && dots > 0) {
    // Both marks: the last one is the decimal mark, the other groups.
    const last = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
    const other = last === ',' ? '.' : ',';
    if (text.split(last).length - 1 > 1) return Number.NaN;
    normalized = text.split(other).join('').replace(last, '.');
  } else if (commas > 0 || dots > 0) {
    const mark = commas > 0 ? ',' : '.';
    const count = commas + dots;
    const inThrees = text
      .split(mark)
      .slice(1)
      .every((digits) => /^\d{3}$/.test(digits));
    if (mark === localGroup && inThrees) normalized = text.split(mark).join('');
    else if (mark === decimal && count === 1) normalized = text.replace(mark, '.');
    else if (inThrees) normalized = text.split(mark).join('');
    else if (count === 1) normalized = text.replace(mark, '.');
    else return Number.NaN;
  } else {
    normalized = text;
  }
  return parseNumberInput(normalized);
}
