import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formToast } from '@web/lib/form-toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, NEWSLETTER_QUERY_KEYS } from '@shared/auth-schemas';
import { SIGNUP_REDIRECT_MS } from '@shared/limits';
import { api, errorMessage } from '@web/lib/api.ts';
import { ME_QUERY_KEY } from '@web/lib/session.ts';
import { clearGuestUsage } from '@web/lib/guest-usage.ts';
import { AuthLayout } from '@web/components/layouts/app-shell.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { confirmNewPassword, NewPasswordFields } from '@web/components/new-password-fields.tsx';

const NEWSLETTER_PASSWORD_MESSAGES = { mismatchTitle: MESSAGES.newsletterMismatchTitle, mismatch: MESSAGES.newsletterMismatch, tooShortTitle: MESSAGES.newsletterTooShortTitle, tooShort: MESSAGES.newsletterTooShort };

export default function CompleteSignupPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  if (!email) return <Navigate to="/" replace />;
  return <CompleteSignupForm params={params} email={email} />;
}

function CompleteSignupForm({ params, email }: { params: URLSearchParams; email: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [loading, setLoading] = useState<'create' | 'skip' | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = params.get('name');

  const notify = formToast('new-password');
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!confirmNewPassword(password, confirm, NEWSLETTER_PASSWORD_MESSAGES)) return;
    setLoading('create');
    try {
      const details = Object.fromEntries(NEWSLETTER_QUERY_KEYS.map((key) => [key, params.get(key) ?? undefined]));
      await api('/api/newsletter/complete', { method: 'POST', json: { ...details, email, password, confirmPassword: confirm } });
      clearGuestUsage();
      notify.success('Account created!', { description: 'Welcome! Redirecting to your dashboard...' });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }).then(() => navigate('/dashboard', { replace: true })), SIGNUP_REDIRECT_MS);
    } catch (error) {
      notify.error('Error creating account', { description: errorMessage(error, 'Failed to create account') });
      setLoading(null);
    }
  }

  async function skip() {
    setLoading('skip');
    try {
      await api('/api/newsletter/skip', { method: 'POST', json: { email } });
    } catch {
      // The visitor is already on the newsletter list; skipping must not get stuck on an error.
    }
    toast.success('Thanks for signing up!', { description: "You've been added to our newsletter." });
    navigate('/', { replace: true });
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Create Your Password
          </CardTitle>
          <CardDescription>
            {name ? `Hi ${name}, you're` : "You're"} one step from your free account for <strong>{email}</strong>. Set a password to get 2 free credits.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <NewPasswordFields label="Password" password={password} confirm={confirm} onPasswordChange={setPassword} onConfirmChange={setConfirm} />
            <Button type="submit" className="w-full" loading={loading === 'create'} disabled={loading !== null}>
              Create Account
            </Button>
            <Button variant="ghost" className="w-full" onClick={() => void skip()} loading={loading === 'skip'} disabled={loading !== null}>
              Skip for Now
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
