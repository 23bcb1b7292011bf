import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formToast } from '@web/lib/form-toast.ts';
import { signupSchema } from '@shared/auth-schemas';
import { MIN_PASSWORD_LENGTH, SIGNUP_REDIRECT_MS } from '@shared/limits';
import { errorMessage } from '@web/lib/error-message.ts';
import { fieldErrors } from '@web/lib/form-errors.ts';
import { useT } from '@web/lib/i18n.ts';
import { RichText } from '@web/lib/rich-text.tsx';
import { AuthLayout } from '@web/components/layouts/app-shell.tsx';
import { CountrySelect } from '@web/components/country-select.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useLoadNewAccount, useSignup } from './api/use-signup.ts';
import { TermsCheckbox } from '@web/components/terms-checkbox.tsx';

const EMPTY = { fullName: '', companyName: '', country: '', email: '', password: '', confirmPassword: '', acceptTerms: false };

export default function SignupPage() {
  const t = useT('auth');
  const ids = { fullName: useId(), companyName: useId(), country: useId(), email: useId(), password: useId(), confirmPassword: useId(), terms: useId() };
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const signup = useSignup();
  const loadNewAccount = useLoadNewAccount();
  const navigate = useNavigate();
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => setForm((f) => ({ ...f, [key]: value }));

  const notify = formToast('signup');
  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = signupSchema.safeParse(form);
    if (!parsed.success) {
      const next = fieldErrors(parsed.error);
      setErrors(next);
      notify.error(Object.values(next)[0]!);
      return;
    }
    setErrors({});
    signup.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(t('signup.welcome', { name: parsed.data.fullName }), { description: t('signup.created') });
        setTimeout(() => void loadNewAccount().then(() => navigate('/dashboard', { replace: true })), SIGNUP_REDIRECT_MS);
      },
      onError: (error) => void notify.error(errorMessage(error, t('signup.failed'))),
    });
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {t('signup.title')}
          </CardTitle>
          <CardDescription>{t('signup.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <Field id={ids.fullName} label={t('signup.fullName')} error={errors.fullName}>
              <Input
                id={ids.fullName}
                autoComplete="name"
                value={form.fullName}
                onChange={(e) => set('fullName', e.target.value)}
                aria-invalid={Boolean(errors.fullName)}
              />
            </Field>
            <Field id={ids.companyName} label={t('signup.companyName')} error={errors.companyName}>
              <Input
                id={ids.companyName}
                autoComplete="organization"
                value={form.companyName}
                onChange={(e) => set('companyName', e.target.value)}
                aria-invalid={Boolean(errors.companyName)}
              />
            </Field>
            <CountrySelect id={ids.country} value={form.country} onChange={(code) => set('country', code)} error={errors.country} />
            <Field id={ids.email} label={t('field.email')} error={errors.email}>
              <Input
                id={ids.email}
                type="email"
                autoComplete="email"
                value={form.email}
                onChange={(e) => set('email', e.target.value)}
                aria-invalid={Boolean(errors.email)}
              />
            </Field>
            <Field id={ids.password} label={t('field.password')} error={errors.password} hint={t('field.passwordHint', { min: MIN_PASSWORD_LENGTH })}>
              <Input
                id={ids.password}
                type="password"
                autoComplete="new-password"
                value={form.password}
                onChange={(e) => set('password', e.target.value)}
                aria-invalid={Boolean(errors.password)}
              />
            </Field>
            <Field id={ids.confirmPassword} label={t('field.confirmPassword')} error={errors.confirmPassword}>
              <Input
                id={ids.confirmPassword}
                type="password"
                autoComplete="new-password"
                value={form.confirmPassword}
                onChange={(e) => set('confirmPassword', e.target.value)}
                aria-invalid={Boolean(errors.confirmPassword)}
              />
            </Field>
            <TermsCheckbox id={ids.terms} checked={form.acceptTerms} onChange={(checked) => set('acceptTerms', checked)} error={errors.acceptTerms}>
              {t('signup.acceptTerms')}
            </TermsCheckbox>
            {/* Stays busy after success until the redirect. */}
            <Button type="submit" className="w-full" loading={signup.isPending || signup.isSuccess}>
              {t('signup.submit')}
            </Button>
          </form>
          <p className="mt-4 text-center text-sm text-slate-600">
            <RichText ns="auth" id="signup.haveAccount" components={{ 0: <Link to="/login" className="font-medium text-brand-700 hover:underline" /> }} />
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
