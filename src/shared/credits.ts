import type { Tier } from './pricing.ts';

export interface CreditState {
  subscriptionTier: Tier;
  credits: number;
  creditsExpireAt: Date | string | null;
}

export function isCreditsExpired(state: CreditState, now = new Date()) {
  return state.subscriptionTier === 'basic' && state.creditsExpireAt !== null && new Date(state.creditsExpireAt).getTime() < now.getTime();
}

/** What can be spent right now: -1 for unlimited (premium), 0 for expired basic credits. */
export function availableCredits(state: CreditState, now = new Date()) {
  if (state.subscriptionTier === 'premium') return -1;
  if (isCreditsExpired(state, now)) return 0;
  return state.credits;
}

export function formatCredits(available: number) {
  return available < 0 ? '∞' : String(available);
}
