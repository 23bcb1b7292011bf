import { useId, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@shared/limits';
import { fieldErrors } from '@web/lib/feedback/form-errors.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { CountrySelect } from '@web/components/country-select.tsx';
import { TermsCheckbox } from '@web/components/terms-checkbox.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';

/** Everything the form can ask; an invited sign-up uses only the account's own fields. */
export interface SignupValues {
  fullName: string;
  companyName: string;
  country: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

const EMPTY: SignupValues = { fullName: '', companyName: '', country: '', email: '', password: '', confirmPassword: '', acceptTerms: false };

export interface SignupFormProps<T> {
  /** Checks the values with the caller's schema (sign-up or invitation sign-up). */
  parse: (values: SignupValues) => z.ZodSafeParseResult<T>;
  onSubmit: (data: T) => void;
  /** Told the field errors when the values do not pass `parse`. */
  onInvalid?: (errors: Record<string, string>) => void;
  /**
   * Joining a team: the address is the invitation's (the link was mailed there), shown first and not
   * editable, and there is no company or country to ask (the team has them).
   */
  invited?: { email: string; hint: ReactNode };
  submitLabel: string;
  busy: boolean;
  /** Shown above the submit button, e.g. the server's refusal. */
  notice?: ReactNode;
}

/** The sign-up form: the sign-up page's and, for an invited visitor, the invitation page's (through auth's index.ts). */
export function SignupForm<T>({ parse, onSubmit, onInvalid, invited, submitLabel, busy, notice }: SignupFormProps<T>) {
  const t = useT('auth');
  const ids = { fullName: useId(), companyName: useId(), country: useId(), email: useId(), password: useId(), confirmPassword: useId(), terms: useId() };
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof SignupValues>(key: K, value: SignupValues[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: 'fullName' | 'companyName' | 'email' | 'password' | 'confirmPassword', id: string) => ({
    id,
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `${id}-error` : undefined,
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = parse(form);
    if (!parsed.success) {
      const next = fieldErrors(parsed.error);
      setErrors(next);
      onInvalid?.(next);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {invited && (
        // `username` lets password managers save the address with the new password.
        <Field id={ids.email} label={t('field.email')} hint={invited.hint}>
          <Input
            id={ids.email}
            type="email"
            autoComplete="username"
            value={invited.email}
            readOnly
            aria-describedby={`${ids.email}-hint`}
            className="border-dashed bg-slate-100! text-slate-700"
          />
        </Field>
      )}
      <Field id={ids.fullName} label={t('signup.fullName')} error={errors.fullName}>
        <Input autoComplete="name" {...text('fullName', ids.fullName)} />
      </Field>
      {!invited && (
        <>
          <Field id={ids.companyName} label={t('signup.companyName')} error={errors.companyName}>
            <Input autoComplete="organization" {...text('companyName', ids.companyName)} />
          </Field>
          <CountrySelect id={ids.country} value={form.country} onChange={(code) => set('country', code)} error={errors.country} />
          <Field id={ids.email} label={t('field.email')} error={errors.email}>
            <Input type="email" autoComplete="email" {...text('email', ids.email)} />
          </Field>
        </>
      )}
      <Field id={ids.password} label={t('field.password')} error={errors.password} hint={t('field.passwordHint', { min: MIN_PASSWORD_LENGTH })}>
        <Input type="password" autoComplete="new-password" {...text('password', ids.password)} />
      </Field>
      <Field id={ids.confirmPassword} label={t('field.confirmPassword')} error={errors.confirmPassword}>
        <Input type="password" autoComplete="new-password" {...text('confirmPassword', ids.confirmPassword)} />
      </Field>
      <TermsCheckbox id={ids.terms} checked={form.acceptTerms} onChange={(checked) => set('acceptTerms', checked)} error={errors.acceptTerms}>
        {t('signup.acceptTerms')}
      </TermsCheckbox>
      {notice}
      {/* Stays busy after success until the next page opens. */}
      <Button type="submit" className="w-full" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
