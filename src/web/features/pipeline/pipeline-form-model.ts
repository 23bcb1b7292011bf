import { clampCloseRate, clampDealSize, clampLeads, clampTarget, type PipelineInput } from '@shared/pipeline';
import type { Locale } from '@shared/i18n/locales.ts';
import type { Translate } from '@web/lib/language/i18n.ts';
import type { useMoney } from '@web/lib/language/money.ts';
import { numberText } from './number-text.ts';

// The form's model: the numbers the maths uses, and the text as typed beside each slider.

export type NumberField = 'target' | 'dealSize' | 'closeRate' | 'leads';
export type Texts = Record<NumberField, string>;

export const NUMBER_FIELDS: NumberField[] = ['target', 'dealSize', 'closeRate', 'leads'];
/** Amounts of money: shown with the organization's currency symbol, which may also be typed. */
export const MONEY_FIELDS: ReadonlySet<NumberField> = new Set(['target', 'dealSize']);

/** Spec section 5: close rate 1–100, target and deal size 0 or more, leads at least 1. */
export const CLAMPS: Record<NumberField, (value: number) => number> = {
  target: clampTarget,
  dealSize: clampDealSize,
  closeRate: clampCloseRate,
  leads: clampLeads,
};

/** The boxes' texts, written as the reader writes numbers (`numberLocale`: "500,000", "500 000", "500.000"). */
export const textsFor = (input: PipelineInput, numberLocale: string): Texts => ({
  target: numberText(input.target, numberLocale),
  dealSize: numberText(input.dealSize, numberLocale),
  closeRate: numberText(input.closeRate, numberLocale),
  leads: numberText(input.leads, numberLocale),
});

/** The fields still at 0 (not entered), in form order. */
export function missingFields(input: PipelineInput): NumberField[] {
  return NUMBER_FIELDS.filter((field) => !(input[field] > 0));
}

/** "a, b and c" as the language writes it; English without the serial comma, as the page always did. */
export function listText(items: string[], locale: Locale): string {
  return new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(items);
}

/** The currency as a noun inside a sentence ("in dollars", "in Kenyan shillings", "em xelins quenianos"). */
export function currencyWord(t: Translate<'pipeline'>, money: ReturnType<typeof useMoney>, locale: Locale): string {
  if (money.isDollars) return t('money.dollars');
  // Portuguese names start with a capital ("Xelins quenianos"); mid-sentence they do not. Codes ("CFA") stay.
  if ((locale === 'pt' || locale === 'pt-BR') && !/^\p{Lu}{2}/u.test(money.name)) return money.name.charAt(0).toLocaleLowerCase('pt') + money.name.slice(1);
  return money.name;
}
