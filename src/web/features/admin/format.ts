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

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'KE' → 'Kenya' (the browser's own names: no country list in the admin bundle); N/A when unset. */
export function countryLabel(code: string | null | undefined) {
  if (!code) return 'N/A';
  try {
    return REGION_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}
