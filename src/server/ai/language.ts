import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales.ts';

/** Each language's English name, as a model is told which language to write or speak in. */
const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'French',
  pt: 'European Portuguese',
  'pt-BR': 'Brazilian Portuguese',
  es: 'Spanish',
  sw: 'Swahili',
};

export function languageName(language: Locale | undefined): string {
  return LANGUAGE_NAMES[language ?? DEFAULT_LOCALE];
}
