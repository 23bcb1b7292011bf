import type { Tier } from '@shared/pricing';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'Nov 22, 2026' */
export const formatDate = (iso: string) => DATE.format(new Date(iso));
/** 'Nov 22, 2026, 3:04 PM' */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** Credits column: the infinity sign for premium, else the stored count (0 when missing). */
export function creditsLabel(tier: Tier | null | undefined, credits: number | null | undefined) {
  return tier === 'premium' ? '∞' : String(credits ?? 0);
}
