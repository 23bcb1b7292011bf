import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { api, ApiError, errorMessage } from '@web/lib/api.ts';
import { ME_QUERY_KEY } from '@web/lib/session.ts';
import { AuthLayout } from '@web/components/layouts/app-shell.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';

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
  const emailId = useId();
  const passwordId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setLoading(true);
    try {
      const result = await api<{ twoFactorRedirect?: boolean } | null>('/api/auth/sign-in/email', { method: 'POST', json: { email: email.trim(), password, rememberMe: true } });
      // Two-factor accounts get no session yet: the code from their authenticator app comes next.
      if (result?.twoFactorRedirect) return onSecondFactor();
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, 'Invalid email or password') });
    } finally {
      setLoading(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">Welcome Back</CardTitle>
        <CardDescription>Sign in to your Growth Tools account</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4">
          <Field id={emailId} label="Email">
            <Input id={emailId} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Field id={passwordId} label="Password">
            <Input id={passwordId} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <div className="flex justify-end">
            <button type="button" className="text-sm font-medium text-brand-700 hover:underline" onClick={onForgot}>
              Forgot password?
            </button>
          </div>
          <Button type="submit" className="w-full" loading={loading}>
            Sign In
          </Button>
        </form>
        <p className="mt-4 text-center text-sm text-slate-600">
          Don't have an account?{' '}
          <Link to="/signup" className="font-medium text-brand-700 hover:underline">
            Sign up
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

/** The second sign-in step: a code from the authenticator app, or one of the recovery codes. */
function SecondFactorForm({ onBack }: { onBack: () => void }) {
  const codeId = useId();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [loading, setLoading] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = useRecovery ? code.trim() : code.replace(/\s+/g, '');
    if (!value) return void toast.error('Error', { description: useRecovery ? 'Please enter a recovery code' : 'Please enter the 6-digit code from your authenticator app' });
    setLoading(true);
    try {
      await api(useRecovery ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp', { method: 'POST', json: { code: value } });
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      // The sign-in step expired (10 minutes) or had too many wrong codes: start again.
      const expired = error instanceof ApiError && ['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'].includes(error.code);
      toast.error('Error', { description: expired ? 'This sign-in has expired. Please sign in again.' : errorMessage(error, 'Invalid code') });
      if (expired) onBack();
      setCode('');
    } finally {
      setLoading(false);
    }
  }

  function switchMode() {
    setUseRecovery((current) => !current);
    setCode('');
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">Two-Factor Authentication</CardTitle>
        <CardDescription>
          {useRecovery ? 'Enter one of the recovery codes you saved when you set up two-factor authentication. Each code works once.' : 'Enter the 6-digit code from your authenticator app.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          {useRecovery ? (
            <Field id={codeId} label="Recovery code">
              <Input key="recovery" id={codeId} autoComplete="off" autoCapitalize="none" spellCheck={false} autoFocus value={code} onChange={(e) => setCode(e.target.value)} />
            </Field>
          ) : (
            <Field id={codeId} label="Authentication code">
              <Input key="totp" id={codeId} inputMode="numeric" autoComplete="one-time-code" maxLength={8} autoFocus value={code} onChange={(e) => setCode(e.target.value)} />
            </Field>
          )}
          <Button type="submit" className="w-full" loading={loading}>
            Verify
          </Button>
          <Button variant="link" className="w-full" onClick={switchMode}>
            {useRecovery ? 'Use an authentication code instead' : 'Use a recovery code'}
          </Button>
          <Button variant="ghost" className="w-full" onClick={onBack}>
            Back to Sign In
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [loading, setLoading] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setLoading(true);
    try {
      await api('/api/auth/request-password-reset', { method: 'POST', json: { email: email.trim(), redirectTo: `${window.location.origin}/reset-password` } });
      // Same answer whether or not the account exists: no account enumeration.
      toast.success('Check your email', { description: "We've sent you a password reset link." });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to send reset link'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">Reset Password</CardTitle>
        <CardDescription>Enter your email and we'll send you a link to set a new password.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4">
          <Field id={emailId} label="Email">
            <Input id={emailId} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Button type="submit" className="w-full" loading={loading}>
            Send Reset Link
          </Button>
          <Button variant="ghost" className="w-full" onClick={onBack}>
            Back to Sign In
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
