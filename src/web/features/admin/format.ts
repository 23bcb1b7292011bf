import { useMemo } from 'react';
import type { Tier } from '@shared/pricing';
import { intlLocale } from '@shared/money.ts';
import { useFormat } from '@web/lib/language/format.ts';

const DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };

/**
 * The admin screens' dates and country names in the active language (English as en-US:
 * 'Nov 22, 2026', 'Nov 22, 2026, 3:04 PM', 'Kenya').
 */
export function useAdminFormat() {
  const format = useFormat();
  return useMemo(() => {
    // The browser's own names: no country list in the admin bundle.
    const regions = new Intl.DisplayNames([intlLocale(format.locale)], { type: 'region' });
    return {
      number: format.number,
      date: (iso: string) => format.date(iso, DATE),
      dateTime: (iso: string) => format.date(iso, DATE_TIME),
      /** 'KE' → 'Kenya'; null when unset. */
      country(code: string | null | undefined): string | null {
        if (!code) return null;
        try {
          return regions.of(code) ?? code;
        } catch {
          return code;
        }
      },
    };
  }, [format]);
}

/** Credits column: the infinity sign for premium, else the stored count (0 when missing). */
export function creditsLabel(tier: Tier | null | undefined, credits: number | null | undefined) {
  return tier === 'premium' ? '∞' : String(credits ?? 0);
}
