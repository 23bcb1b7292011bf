import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import type { MeResponse } from '@shared/api-types';
import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from '@shared/i18n/locales.ts';
import { changeLocale, useLocale, useT } from '@web/lib/language/i18n.ts';
import { ME_QUERY_KEY, useMe } from '@web/lib/session/session.ts';
import { cn } from './ui/cn.ts';

/** Saves a signed-in user's choice in their profile, so mails, reports and their next device follow it. */
async function saveProfileLocale(locale: Locale) {
  // Loaded on use: the account contract carries zod, which the landing page does not ship.
  const [{ accountApi }, { callApi }] = await Promise.all([import('@shared/contracts/account'), import('@web/lib/api/api.ts')]);
  await callApi(accountApi.updateLocale, { body: { locale } });
}

/** The language switch of the top bar and the account page; each language is listed in its own name. */
export function LanguagePicker({ className, showLabel = false }: { className?: string; showLabel?: boolean }) {
  const t = useT('common');
  const locale = useLocale();
  const me = useMe();
  const queryClient = useQueryClient();
  const id = useId();

  const onChange = async (next: string) => {
    if (!isLocale(next)) return;
    if (me.data) {
      // The profile's language is what the app follows when signed in: update it here first.
      queryClient.setQueryData<MeResponse | null>(ME_QUERY_KEY, (old) => (old ? { ...old, profile: { ...old.profile, locale: next } } : old));
      void saveProfileLocale(next).catch(() => undefined);
    }
    await changeLocale(next);
  };

  // In a top bar on a phone the picker shows a globe and the language's code ("FR"), with the select
  // laid invisibly over them: the widest language name would push the bar past 360 px.
  const compact = !showLabel;
  return (
    <div
      className={cn(
        'relative flex items-center gap-1.5',
        compact &&
          'max-sm:h-9 max-sm:rounded-md max-sm:border max-sm:border-slate-300 max-sm:bg-white max-sm:px-2 max-sm:has-[select:focus-visible]:outline-2 max-sm:has-[select:focus-visible]:outline-brand-600',
        className,
      )}
    >
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium text-slate-700' : 'sr-only'}>
        {t('language.label')}
      </label>
      {!showLabel && <Languages aria-hidden="true" className="size-4 text-slate-500" />}
      {compact && (
        <span aria-hidden="true" className="text-xs font-semibold text-slate-700 sm:hidden">
          {locale.toUpperCase()}
        </span>
      )}
      <select
        id={id}
        value={locale}
        onChange={(event) => void onChange(event.target.value)}
        className={cn(
          'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600',
          compact && 'max-sm:absolute max-sm:inset-0 max-sm:h-full max-sm:w-full max-sm:cursor-pointer max-sm:opacity-0',
        )}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
