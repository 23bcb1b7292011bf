import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@web/lib/feedback/toast.ts';
import { formToast } from '@web/lib/feedback/form-toast.ts';
import { NEWSLETTER_QUERY_KEYS } from '@shared/auth-schemas';
import { MIN_PASSWORD_LENGTH } from '@shared/limits';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { RichText } from '@web/lib/language/rich-text.tsx';
import { AuthLayout } from '@web/components/layouts/app-shell.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { confirmNewPassword, NewPasswordFields } from '@web/components/new-password-fields.tsx';
import { useCompleteNewsletterSignup, useOpenNewAccount, useSkipNewsletter } from './api/use-signup.ts';

const REDIRECT_TOAST_ID = 'complete-signup-redirect';

export default function CompleteSignupPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  if (!email) return <Navigate to="/" replace />;
  return <CompleteSignupForm params={params} email={email} />;
}

function CompleteSignupForm({ params, email }: { params: URLSearchParams; email: string }) {
  const t = useT('auth');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const complete = useCompleteNewsletterSignup();
  const skipSignup = useSkipNewsletter();
  const openNewAccount = useOpenNewAccount();
  const navigate = useNavigate();
  const name = params.get('name');
  // Each button stays busy after its success until the page is left.
  const creating = complete.isPending || complete.isSuccess;
  const skipping = skipSignup.isPending || skipSignup.isSuccess;
  const busy = creating || skipping;

  const notify = formToast('new-password');
  function submit(event: React.FormEvent) {
    event.preventDefault();
    // The spec's newsletter wording (MESSAGES.newsletter* in @shared/auth-schemas), in the reader's language.
    const messages = {
      mismatchTitle: t('complete.mismatchTitle'),
      mismatch: t('complete.mismatch'),
      tooShortTitle: t('complete.tooShortTitle'),
      tooShort: t('complete.tooShort', { min: MIN_PASSWORD_LENGTH }),
    };
    if (!confirmNewPassword(password, confirm, messages)) return;
    const details = Object.fromEntries(NEWSLETTER_QUERY_KEYS.map((key) => [key, params.get(key) ?? undefined]));
    complete.mutate(
      { ...details, email, password, confirmPassword: confirm },
      {
        onSuccess: () => {
          notify.success(t('complete.createdTitle'), { description: t('complete.created'), id: REDIRECT_TOAST_ID });
          openNewAccount(REDIRECT_TOAST_ID);
        },
        onError: (error) => void notify.error(t('complete.failedTitle'), { description: errorMessage(error, t('complete.failed')) }),
      },
    );
  }

  function skip() {
    // The visitor is already on the newsletter list: the skip never fails.
    skipSignup.mutate(
      { email },
      {
        onSuccess: () => {
          toast.success(t('complete.skippedTitle'), { description: t('complete.skipped') });
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
            {t('complete.title')}
          </CardTitle>
          <CardDescription>
            <RichText ns="auth" id={name ? 'complete.introNamed' : 'complete.intro'} values={{ name, email }} components={{ 0: <strong /> }} />
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <NewPasswordFields label={t('field.password')} password={password} confirm={confirm} onPasswordChange={setPassword} onConfirmChange={setConfirm} />
            <Button type="submit" className="w-full" loading={creating} disabled={busy}>
              {t('complete.submit')}
            </Button>
            <Button variant="ghost" className="w-full" onClick={skip} loading={skipping} disabled={busy}>
              {t('complete.skip')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
