// The languages the product speaks. Kept free of zod and of any catalog: the landing page imports it.

export const LOCALES = ['en', 'fr', 'pt', 'es', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];

/** English is the reference: spec.md's texts, word for word. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language in its own name: what the picker shows, so a reader finds theirs whatever is on screen. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  pt: 'Português',
  es: 'Español',
  sw: 'Kiswahili',
};

/**
 * Remembers a visitor's choice (and a signed-in user's profile language) for the server, which picks
 * the prerendered page's language from it before any JavaScript runs. Not a secret, not httpOnly.
 */
export const LOCALE_COOKIE = 'gt_lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first supported language among `preferred` (BCP 47 tags, best first): "fr-SN" → "fr"; else English. */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** An Accept-Language header's tags, best first ("fr-SN,fr;q=0.9,en;q=0.8" → ["fr-SN", "fr", "en"]). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The locale a cookie header names, if it is one we speak. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookieHeader ?? '');
  return match && isLocale(match[1]) ? match[1] : null;
}
