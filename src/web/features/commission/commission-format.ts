import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { useMoney } from '@web/lib/language/money.ts';
import { exactAmount } from './exact-amount.ts';

/** Percentages as the engine rounds them (up to 2 decimals): "12.5%", "12,5 %". */
export function usePercent() {
  const format = useFormat();
  return (x: number) => format.percent(x, 2);
}

/** Whole amounts without cents ("$1,000"), others with them ("$12.50"). */
export function useAmount() {
  const money = useMoney();
  return (x: number) => (Math.abs(x - Math.round(x)) < 0.005 ? money.format(Math.round(x)) : money.format(x, { cents: true }));
}

/** Exact amounts for the pay table (exactAmount in the organization's currency). */
export function useExactAmount() {
  const money = useMoney();
  return (x: number) => exactAmount(x, money.format);
}

/** "Average revenue per sale (ARPU), in dollars" (the spec's words) or in the organization's currency. */
export function useArpuLabel() {
  const t = useT('commission');
  const money = useMoney();
  return money.isDollars ? t('question.arpuDollars') : t('question.arpuCurrency', { currency: money.name });
}
