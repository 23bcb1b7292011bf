// How people pay, by the currency their organization counts in (decision 032). Cards go through
// Stripe everywhere; Pix through Stripe in Brazil; mobile money through Flutterwave where it serves
// the currency. Which of them a server offers also depends on its configuration (/api/payments/options).
import type { PlanId } from './pricing.ts';

export const PAYMENT_METHOD_IDS = ['card', 'pix', 'mobile_money'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/** Who takes the money: `local` is the offline test double of the provider the method belongs to. */
export const PAYMENT_PROVIDER_IDS = ['stripe', 'flutterwave', 'local'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDER_IDS)[number];

export interface MobileMoneyMarket {
  /** The networks people in this currency area pay with, as they call them. */
  networks: readonly string[];
  /** Flutterwave's `payment_options` value for this currency's mobile money. */
  flutterwaveOption: string;
}

/**
 * Mobile money by currency, as Flutterwave collects it. Mozambique (M-Pesa, e-Mola) is not served by
 * Flutterwave: MZN organizations see their local price and pay by card (decision 032).
 */
export const MOBILE_MONEY_MARKETS: Readonly<Record<string, MobileMoneyMarket>> = {
  KES: { networks: ['M-Pesa', 'Airtel Money'], flutterwaveOption: 'mpesa' },
  TZS: { networks: ['M-Pesa', 'Airtel Money', 'Tigo Pesa', 'HaloPesa'], flutterwaveOption: 'mobilemoneytanzania' },
  UGX: { networks: ['MTN MoMo', 'Airtel Money'], flutterwaveOption: 'mobilemoneyuganda' },
  RWF: { networks: ['MTN MoMo', 'Airtel Money'], flutterwaveOption: 'mobilemoneyrwanda' },
  GHS: { networks: ['MTN MoMo', 'Telecel Cash', 'AirtelTigo Money'], flutterwaveOption: 'mobilemoneyghana' },
  XOF: { networks: ['Orange Money', 'Wave', 'MTN MoMo', 'Moov Money'], flutterwaveOption: 'mobilemoneyfranco' },
  XAF: { networks: ['Orange Money', 'MTN MoMo'], flutterwaveOption: 'mobilemoneyfranco' },
};

/** Pix is Brazil's instant payment; Stripe collects it in reais only. */
export const PIX_CURRENCY = 'BRL';

/**
 * Mobile money and Pix pay once: they buy credit packs. Premium renews every month, which needs a card
 * on file (Pix Automático and mobile-money mandates are not built).
 */
export const ONE_OFF_METHOD_PLANS: readonly PlanId[] = ['credits_20'];

/** A way to pay the pricing page offers, with what it can buy. */
export interface PaymentMethodOption {
  id: PaymentMethodId;
  provider: PaymentProviderId;
  /** Mobile money only: the networks to name ("M-Pesa, Airtel Money"). */
  networks: readonly string[];
  plans: readonly PlanId[];
}
