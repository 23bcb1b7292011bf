// The languages the product speaks. Kept free of zod and of any catalog: the landing page imports it.

export const LOCALES = ['en', 'fr', 'pt', 'pt-BR', 'es', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The languages with a complete catalog of their own (and the languages a recording is told apart in).
 * `pt` is European Portuguese (Portugal, Mozambique, Angola…); `pt-BR` is an overlay on it: its files
 * hold only the texts whose Brazilian wording differs (decision 025).
 */
export const BASE_LOCALES = ['en', 'fr', 'pt', 'es', 'sw'] as const;
export type BaseLocale = (typeof BASE_LOCALES)[number];

/** Regional variants and the complete language each one is written over. */
export const OVERLAYS = { 'pt-BR': 'pt' } as const satisfies Partial<Record<Locale, BaseLocale>>;
export type OverlayLocale = keyof typeof OVERLAYS;

export function isOverlayLocale(locale: string): locale is OverlayLocale {
  return Object.hasOwn(OVERLAYS, locale);
}

/** The complete language under `locale`: "pt-BR" → "pt"; a base language is its own. */
export function baseLocale(locale: Locale): BaseLocale {
  return isOverlayLocale(locale) ? OVERLAYS[locale] : locale;
}

/** The catalog files that make up `locale`, base first, each later one overriding: "pt-BR" → pt, pt-BR. */
export function catalogLayers(locale: Locale): Locale[] {
  return isOverlayLocale(locale) ? [OVERLAYS[locale], locale] : [locale];
}

/**
 * The Intl tag whose CLDR rules (plurals, numbers) match the catalog's wording. Bare "pt" in Intl is
 * Brazilian (0 is "one": "0 avaliação"), so European Portuguese says so.
 */
export const PLURAL_TAGS: Record<Locale, string> = { en: 'en', fr: 'fr', pt: 'pt-PT', 'pt-BR': 'pt-BR', es: 'es', sw: 'sw' };

/** English is the reference: spec.md's texts, word for word. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language in its own name: what the picker shows, so a reader finds theirs whatever is on screen. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  pt: 'Português (Portugal)',
  'pt-BR': 'Português (Brasil)',
  es: 'Español',
  sw: 'Kiswahili',
};

/**
 * Remembers a visitor's choice (and a signed-in user's profile language) for the server, which picks
 * the prerendered page's language from it before any JavaScript runs. Not a secret, not httpOnly.
 */
export const LOCALE_COOKIE = 'gt_lang';
/** A locale as the cookie writes it ("pt", "pt-BR"). */
export const LOCALE_PATTERN = '[a-z]{2}(?:-[A-Z]{2})?';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first supported language among `preferred` (BCP 47 tags, best first): "fr-SN" → "fr"; a regional
 * variant we write ("pt-BR") wins over its base, any other region gets the base ("pt-MZ", "pt" → "pt");
 * else English.
 */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const [language = '', ...rest] = tag.trim().split(/[-_]/);
    const base = language.toLowerCase();
    const region = rest.find((part) => /^[a-z]{2}$/i.test(part))?.toUpperCase();
    const variant = `${base}-${region}`;
    if (region && isLocale(variant)) return variant;
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** The region (ISO 3166 alpha-2) of the first of `preferred` that names one: ["sw-KE", "en"] → "KE". */
export function regionOf(preferred: readonly string[]): string | null {
  for (const tag of preferred) {
    const region = tag
      .trim()
      .split(/[-_]/)
      .slice(1)
      .find((part) => /^[a-z]{2}$/i.test(part));
    if (region) return region.toUpperCase();
  }
  return null;
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
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(${LOCALE_PATTERN})(?:;|$)`).exec(cookieHeader ?? '');
  return match && isLocale(match[1]) ? match[1] : null;
}
