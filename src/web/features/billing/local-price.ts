import { formatPaymentAmount } from '@shared/payment-amount.ts';
import type { LocalPrice } from '@shared/price-list.ts';
import type { PaymentMethodId, PaymentMethodOption } from '@shared/payment-methods.ts';
import type { PlanId } from '@shared/pricing.ts';

type Amount = Pick<LocalPrice, 'currency' | 'amountMinor' | 'minorDigits'>;

/**
 * A price as people there write it, in `tag`'s language and country ("Ksh 2,500", "12 000 F CFA"):
 * cents only when the amount has some ("R$ 109,90", but "$20" rather than "$20.00").
 */
export function formatPrice(price: Amount, tag: string): string {
  return formatPaymentAmount(price.amountMinor, price.currency, tag);
}

/** The price shared by `count` (a credit of the pack, a person of the team), to the currency's smallest unit. */
export function shareOf<P extends Amount>(price: P, count: number): P {
  return { ...price, amountMinor: Math.round(price.amountMinor / Math.max(count, 1)) };
}

/** The ways to pay that can buy `plan`, in the server's order (card first). */
export function methodsFor(methods: readonly PaymentMethodOption[], plan: PlanId): PaymentMethodOption[] {
  return methods.filter((method) => method.plans.includes(plan));
}

/** Preselected: the way people there pay when it is offered (mobile money, then Pix), else a card. */
export function preferredMethod(methods: readonly PaymentMethodOption[]): PaymentMethodId {
  const ids = methods.map((method) => method.id);
  if (ids.includes('mobile_money')) return 'mobile_money';
  if (ids.includes('pix')) return 'pix';
  return 'card';
}
