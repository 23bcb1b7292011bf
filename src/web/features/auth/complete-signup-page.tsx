import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formToast } from '@web/lib/form-toast.ts';
import { MESSAGES, NEWSLETTER_QUERY_KEYS } from '@shared/auth-schemas';
import { SIGNUP_REDIRECT_MS } from '@shared/limits';
import { errorMessage } from '@web/lib/error-message.ts';
import { AuthLayout } from '@web/components/layouts/app-shell.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { confirmNewPassword, NewPasswordFields } from '@web/components/new-password-fields.tsx';
import { useCompleteNewsletterSignup, useLoadNewAccount, useSkipNewsletter } from './api/use-signup.ts';

const NEWSLETTER_PASSWORD_MESSAGES = {
  mismatchTitle: MESSAGES.newsletterMismatchTitle,
  mismatch: MESSAGES.newsletterMismatch,
  tooShortTitle: MESSAGES.newsletterTooShortTitle,
  tooShort: MESSAGES.newsletterTooShort,
};

export default function CompleteSignupPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  if (!email) return <Navigate to="/" replace />;
  return <CompleteSignupForm params={params} email={email} />;
}

function CompleteSignupForm({ params, email }: { params: URLSearchParams; email: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const complete = useCompleteNewsletterSignup();
  const skipSignup = useSkipNewsletter();
  const loadNewAccount = useLoadNewAccount();
  const navigate = useNavigate();
  const name = params.get('name');
  // Each button stays busy after its success until the page is left.
  const creating = complete.isPending || complete.isSuccess;
  const skipping = skipSignup.isPending || skipSignup.isSuccess;
  const busy = creating || skipping;

  const notify = formToast('new-password');
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!confirmNewPassword(password, confirm, NEWSLETTER_PASSWORD_MESSAGES)) return;
    const details = Object.fromEntries(NEWSLETTER_QUERY_KEYS.map((key) => [key, params.get(key) ?? undefined]));
    complete.mutate(
      { ...details, email, password, confirmPassword: confirm },
      {
        onSuccess: () => {
          notify.success('Account created!', { description: 'Welcome! Redirecting to your dashboard...' });
          setTimeout(() => void loadNewAccount().then(() => navigate('/dashboard', { replace: true })), SIGNUP_REDIRECT_MS);
        },
        onError: (error) => void notify.error('Error creating account', { description: errorMessage(error, 'Failed to create account') }),
      },
    );
  }

  function skip() {
    // The visitor is already on the newsletter list: the skip never fails.
    skipSignup.mutate(
      { email },
      {
        onSuccess: () => {
          toast.success('Thanks for signing up!', { description: "You've been added to our newsletter." });
          navigate('/', { replace: true });
        },
      },
    );
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
            <Button type="submit" className="w-full" loading={creating} disabled={busy}>
              Create Account
            </Button>
            <Button variant="ghost" className="w-full" onClick={skip} loading={skipping} disabled={busy}>
              Skip for Now
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
