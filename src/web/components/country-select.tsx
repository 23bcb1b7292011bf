import { useId, useMemo, useState } from 'react';
import { COUNTRIES, type Country } from '@shared/countries';
import type { Locale } from '@shared/i18n/locales.ts';
import { useLocale, useT } from '../lib/language/i18n.ts';
import { useHydrated } from '../boot/use-hydrated.ts';
import { Input, NativeSelect } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

const localized = new Map<Locale, Country[]>();

/**
 * Every country named in `locale` and sorted for it. English is the shared list as it is stored and shown
 * everywhere else; the other languages take the browser's own names (CLDR, no download), and fall back to
 * English in a browser that has none for that language.
 */
function countriesIn(locale: Locale): Country[] {
  if (locale === 'en' || typeof Intl.DisplayNames !== 'function' || Intl.DisplayNames.supportedLocalesOf([locale]).length === 0) return COUNTRIES;
  let list = localized.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    const collator = new Intl.Collator(locale);
    list = COUNTRIES.map((c) => ({ code: c.code, name: names.of(c.code) ?? c.name })).sort((a, b) => collator.compare(a.name, b.name));
    localized.set(locale, list);
  }
  return list;
}

/** For matching what is typed: no case, no accents ("cote" finds Côte d’Ivoire), one kind of apostrophe. */
function fold(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}

/**
 * A native select (best on low-end phones and for screen readers) of every ISO 3166-1 country,
 * with a labelled filter box beside it for the long list. Stores the alpha-2 code.
 */
export function CountrySelect({ id, value, onChange, error }: { id: string; value: string; onChange: (code: string) => void; error?: string }) {
  const t = useT('auth');
  const locale = useLocale();
  const hydrated = useHydrated();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const countries = useMemo(() => (hydrated ? countriesIn(locale) : COUNTRIES).map((c) => ({ ...c, key: fold(c.name) })), [hydrated, locale]);
  const options = useMemo(() => {
    const q = fold(query.trim());
    const matches = q ? countries.filter((c) => c.key.includes(q) || c.code.toLowerCase() === q) : countries;
    // Keep the chosen country visible even when the filter hides it.
    const selected = countries.find((c) => c.code === value);
    return selected && !matches.includes(selected) ? [selected, ...matches] : matches;
  }, [countries, query, value]);

  return (
    <div className="space-y-1.5">
      <div className="grid gap-2 sm:grid-cols-[10rem_1fr]">
        <div className="space-y-1.5">
          <Label htmlFor={searchId}>{t('country.search')}</Label>
          <Input
            id={searchId}
            type="search"
            placeholder={t('country.searchPlaceholder')}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              const q = fold(e.target.value.trim());
              const first = countries.find((c) => c.key.startsWith(q));
              if (q && first) onChange(first.code);
            }}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={id}>{t('country.label')}</Label>
          <NativeSelect
            id={id}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            required
          >
            <option value="">{t('country.placeholder')}</option>
            {options.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
