import { useId, useMemo, useState } from 'react';
import { COMMON_CURRENCIES, CURRENCIES } from '@shared/currencies.ts';
import { intlLocale } from '@shared/money.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { formToast } from '@web/lib/feedback/form-toast.ts';
import { useLocale, useT } from '@web/lib/language/i18n.ts';
import { setDataSaverChoice, useDataSaver } from '@web/lib/platform/data-saver.ts';
import { LanguagePicker } from '@web/components/language-picker.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { NativeSelect } from '@web/components/ui/select.tsx';
import { useUpdateCurrency } from './api/use-profile-updates.ts';

/** The profile's language (saved by the picker itself) and, for an organization's owner, the currency it counts in. */
export function PreferencesCard({ currency }: { currency: string | null }) {
  const t = useT('account');
  return (
    <Card aria-labelledby="preferences-title" role="region">
      <CardHeader>
        <CardTitle id="preferences-title">{t('preferences.title')}</CardTitle>
        <CardDescription>{currency ? t('preferences.description') : t('preferences.descriptionNoOrganization')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="space-y-1.5">
          <LanguagePicker showLabel className="flex-wrap" />
          <p className="text-xs text-slate-500">{t('preferences.languageHint')}</p>
        </div>
        <DataSaverSwitch />
        {/* Not keyed on the saved value: a remount while saving would drop the mutation's toast. */}
        {currency && <CurrencyForm current={currency} />}
      </CardContent>
    </Card>
  );
}

/** Kept on this device (a phone on mobile data, a laptop on Wi-Fi), saved as soon as it is switched. */
function DataSaverSwitch() {
  const t = useT('account');
  const id = useId();
  const on = useDataSaver();
  return (
    <div className="space-y-1.5">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="size-4 accent-brand-700"
          checked={on}
          onChange={(e) => setDataSaverChoice(e.target.checked)}
          aria-describedby={`${id}-hint`}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {t('preferences.dataSaver')}
        </label>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t('preferences.dataSaverHint')}
      </p>
    </div>
  );
}

function CurrencyForm({ current }: { current: string }) {
  const t = useT('account');
  const locale = useLocale();
  const notify = formToast('account-currency');
  const id = useId();
  const [currency, setCurrency] = useState(current);
  const updateCurrency = useUpdateCurrency();

  // "KES — Kenyan Shilling": the code, then the currency's name in the reader's language.
  const label = useMemo(() => {
    const names = new Intl.DisplayNames([intlLocale(locale)], { type: 'currency', fallback: 'none' });
    return (code: string) => {
      const name = names.of(code);
      return name ? t('currency.option', { code, name }) : code;
    };
  }, [locale, t]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    updateCurrency.mutate(
      { currency },
      {
        onSuccess: () => void notify.success(t('currency.saved')),
        onError: (error) => void notify.error(errorMessage(error, t('currency.failed'))),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field id={id} label={t('currency.label')} hint={t('currency.hint')}>
        <NativeSelect id={id} value={currency} onChange={(e) => setCurrency(e.target.value)} aria-describedby={`${id}-hint`}>
          <optgroup label={t('currency.common')}>
            {COMMON_CURRENCIES.map((code) => (
              <option key={`common-${code}`} value={code}>
                {label(code)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('currency.all')}>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {label(code)}
              </option>
            ))}
          </optgroup>
        </NativeSelect>
      </Field>
      <Button type="submit" variant="outline" loading={updateCurrency.isPending}>
        {t('currency.save')}
      </Button>
    </form>
  );
}
