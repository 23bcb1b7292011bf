import { useId, useState } from 'react';
import { Link, useNavigate, useLocation } from 'react-router';
import { toast } from '@web/lib/feedback/toast.ts';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { RichText } from '@web/lib/language/rich-text.tsx';
import { nextPath } from '@web/lib/session/next-path.ts';
import { normaliseRecoveryCode } from '@shared/recovery-code.ts';
import { AuthLayout } from '@web/components/layouts/app-shell.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useRequestPasswordReset } from './api/use-password-reset.ts';
import { useSignIn, useVerifySecondFactor } from './api/use-sign-in.ts';

/** better-auth's codes for a second step that has expired (10 minutes) or had too many wrong codes. */
const SECOND_STEP_EXPIRED = ['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'];

/** Where both sign-in steps end once the session exists (the hooks have loaded the user by then). */
/** The dashboard, or the page that sent the visitor here to sign in (`?next=`, e.g. an invitation). */
function useOpenDashboard() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return () => navigate(nextPath(search), { replace: true });
}

export default function LoginPage() {
  const [mode, setMode] = useState<'signin' | 'reset' | 'two-factor'>('signin');
  return (
    <AuthLayout>
      {mode === 'signin' && <SignInForm onForgot={() => setMode('reset')} onSecondFactor={() => setMode('two-factor')} />}
      {mode === 'reset' && <ResetRequestForm onBack={() => setMode('signin')} />}
      {mode === 'two-factor' && <SecondFactorForm onBack={() => setMode('signin')} />}
    </AuthLayout>
  );
}

function SignInForm({ onForgot, onSecondFactor }: { onForgot: () => void; onSecondFactor: () => void }) {
  const t = useT('auth');
  const emailId = useId();
  const passwordId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  const openDashboard = useOpenDashboard();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    signIn.mutate(
      { email: email.trim(), password },
      {
        // Two-factor accounts get no session yet: the code from their authenticator app comes next.
        onSuccess: (result) => (result?.twoFactorRedirect ? onSecondFactor() : openDashboard()),
        onError: (error) => void toast.error(t('toast.error'), { description: errorMessage(error, t('signIn.failed')) }),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {t('signIn.title')}
        </CardTitle>
        <CardDescription>{t('signIn.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4">
          <Field id={emailId} label={t('field.email')}>
            <Input id={emailId} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Field id={passwordId} label={t('field.password')}>
            <Input id={passwordId} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <div className="flex justify-end">
            <button type="button" className="text-sm font-medium text-brand-700 hover:underline" onClick={onForgot}>
              {t('signIn.forgotPassword')}
            </button>
          </div>
          <Button type="submit" className="w-full" loading={signIn.isPending}>
            {t('signIn.submit')}
          </Button>
        </form>
        <p className="mt-4 text-center text-sm text-slate-600">
          <RichText ns="auth" id="signIn.noAccount" components={{ 0: <Link to="/signup" className="font-medium text-brand-700 hover:underline" /> }} />
        </p>
      </CardContent>
    </Card>
  );
}

/** The second sign-in step: a code from the authenticator app, or one of the recovery codes. */
function SecondFactorForm({ onBack }: { onBack: () => void }) {
  const t = useT('auth');
  const codeId = useId();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const verify = useVerifySecondFactor();
  const openDashboard = useOpenDashboard();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = useRecovery ? normaliseRecoveryCode(code) : code.replace(/\s+/g, '');
    if (!value) return void toast.error(t('toast.error'), { description: useRecovery ? t('twoFactor.recoveryRequired') : t('twoFactor.codeRequired') });
    verify.mutate(
      { code: value, recovery: useRecovery },
      {
        onSuccess: () => openDashboard(),
        onError: (error) => {
          // The sign-in step expired (10 minutes) or had too many wrong codes: start again.
          const expired = error instanceof ApiError && SECOND_STEP_EXPIRED.includes(error.code);
          toast.error(t('toast.error'), { description: expired ? t('twoFactor.expired') : errorMessage(error, t('twoFactor.invalidCode')) });
          if (expired) onBack();
          setCode('');
        },
      },
    );
  }

  function switchMode() {
    setUseRecovery((current) => !current);
    setCode('');
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {t('twoFactor.title')}
        </CardTitle>
        <CardDescription>{useRecovery ? t('twoFactor.recoveryDescription') : t('twoFactor.codeDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          {useRecovery ? (
            <Field id={codeId} label={t('twoFactor.recoveryLabel')}>
              <Input
                key="recovery"
                id={codeId}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                autoFocus
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </Field>
          ) : (
            <Field id={codeId} label={t('twoFactor.codeLabel')}>
              <Input
                key="totp"
                id={codeId}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={8}
                autoFocus
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </Field>
          )}
          <Button type="submit" className="w-full" loading={verify.isPending}>
            {t('twoFactor.verify')}
          </Button>
          <Button variant="link" className="w-full" onClick={switchMode}>
            {useRecovery ? t('twoFactor.useCode') : t('twoFactor.useRecovery')}
          </Button>
          <Button variant="ghost" className="w-full" onClick={onBack}>
            {t('backToSignIn')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const t = useT('auth');
  const emailId = useId();
  const [email, setEmail] = useState('');
  const requestReset = useRequestPasswordReset();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    requestReset.mutate(
      { email: email.trim() },
      {
        // Same answer whether or not the account exists: no account enumeration.
        onSuccess: () => void toast.success(t('resetRequest.sentTitle'), { description: t('resetRequest.sent') }),
        onError: (error) => void toast.error(errorMessage(error, t('resetRequest.failed'))),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {t('resetRequest.title')}
        </CardTitle>
        <CardDescription>{t('resetRequest.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4">
          <Field id={emailId} label={t('field.email')}>
            <Input id={emailId} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Button type="submit" className="w-full" loading={requestReset.isPending}>
            {t('resetRequest.submit')}
          </Button>
          <Button variant="ghost" className="w-full" onClick={onBack}>
            {t('backToSignIn')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
