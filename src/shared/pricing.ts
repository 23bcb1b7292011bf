export const PLAN_IDS = ['credits_20', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PaidPlan {
  id: PlanId;
  name: string;
  /** Whole dollars for display; the server charges priceCents. */
  price: number;
  priceCents: number;
  currency: 'usd';
  /** -1 means unlimited. */
  credits: number;
  mode: 'payment' | 'subscription';
  interval?: 'month';
  priceLabel: string;
  features: string[];
}

export const PRICING: Record<PlanId, PaidPlan> = {
  credits_20: {
    id: 'credits_20',
    name: '20 Credits Pack',
    price: 20,
    priceCents: 2000,
    currency: 'usd',
    credits: 20,
    mode: 'payment',
    priceLabel: '$20 one-time',
    features: ['20 credits', 'Credits never expire', 'Access to all tools'],
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    price: 99,
    priceCents: 9900,
    currency: 'usd',
    credits: -1,
    mode: 'subscription',
    interval: 'month',
    priceLabel: '$99 per month',
    features: ['Unlimited credits', 'Priority support', 'Early access to new tools', 'Advanced analytics'],
  },
};

export const FREE_PLAN = {
  name: 'Free',
  price: 0,
  priceLabel: '$0 forever',
  features: ['2 credits total', 'Basic tools', 'Community support'],
} as const;

export const SIGNUP_CREDITS = 2;
export const TIERS = ['free', 'basic', 'premium'] as const;
export type Tier = (typeof TIERS)[number];
